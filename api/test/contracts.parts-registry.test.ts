import { describe, expect, it } from 'vitest';
import { parseKennitala, propertyNumberSchema } from '@leiga/domain';
import { getSandboxProperties } from '../src/providers/property-registry/sandbox-property-data.js';
import { SANDBOX_COMPANIES } from '../src/providers/registry/sandbox-companies.js';
import { SANDBOX_PEOPLE } from '../src/providers/registry/sandbox-people.js';
import { DEMO_STREETS } from '../src/seed/places-data.js';

describe('the sandbox registers', () => {
  it('have companies with valid company kennitölur whose procurators are registered people', () => {
    for (const company of SANDBOX_COMPANIES) {
      const parsed = parseKennitala(company.kennitala);
      expect(parsed.ok && parsed.kennitala.kind, company.name).toBe('company');
      for (const kt of company.procurators)
        expect(SANDBOX_PEOPLE.map((p) => p.kennitala)).toContain(kt);
    }
  });

  it('give every property a unique fastanúmer and landeignarnúmer, and units a unique merking', () => {
    const properties = getSandboxProperties();
    const codes = properties.map((p) => p.propertyCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(properties.map((p) => p.landregId)).size).toBe(codes.length);
    for (const p of properties) {
      expect(propertyNumberSchema.safeParse(p.propertyCode).success, p.propertyCode).toBe(true);
      const units = p.units.map((u) => u.unitCode);
      expect(units.length).toBeGreaterThan(0);
      expect(new Set(units).size).toBe(units.length);
    }
  });

  it('have every house 1-90 of every street the demo market uses', () => {
    const properties = getSandboxProperties();
    for (const street of DEMO_STREETS)
      for (const n of [1, 45, 90])
        expect(
          properties.some(
            (p) => p.address.street === street.street && p.address.houseNumber === String(n),
          ),
          `${street.street} ${n}`,
        ).toBe(true);
  });
});
