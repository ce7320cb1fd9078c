import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { contractParties, contracts } from '../../src/db/schema/index.js';
import type { TestApp } from '../helpers.js';

const run = promisify(execFile);

/** A PDF's text as poppler's pdftotext reads it (layout kept, so a row stays on its line). */
export async function pdfToText(bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'leiga-pdf-'));
  try {
    const file = path.join(dir, 'contract.pdf');
    await writeFile(file, bytes);
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** pdftotext's form feeds mark page breaks: the number of pages. */
export const countPages = (text: string) => text.split('\f').filter((p) => p.trim()).length;

export const THORUNN_KT = '1505850159';
export const COMPANY_KT = '5501190050';

/**
 * Every part of a lease filled in, as the wizard's steps would leave it: a company tenant with
 * an agent, an individual tenant, units, utilities with meter readings, the payout account.
 */
export async function fillWholeContract(t: TestApp, contractId: number): Promise<void> {
  await t.db.insert(contractParties).values([
    {
      contractId,
      role: 'tenant',
      name: 'Þórunn Ævarsdóttir',
      identifier: THORUNN_KT,
      phones: [{ country_code: '354', number: '6987654' }],
      emails: [{ email: 'thorunn@example.is' }],
    },
    {
      contractId,
      role: 'tenant',
      isIndividual: false,
      name: 'Ljósfari ehf.',
      identifier: COMPANY_KT,
      emails: [{ email: 'skrifstofa@ljosfari.is' }],
      agents: [
        {
          name: 'Øystein Łukasz Żółć',
          identifier: '2311700229',
          identifier_country: 'IS',
          is_individual: true,
          phones: [{ country_code: '354', number: '7771234' }],
          emails: [{ email: 'lukasz@ljosfari.is' }],
        },
      ],
    },
  ]);
  const payee = {
    name: 'Jón Guðmundsson',
    identifier: '0407682389',
    identifier_country: 'IS',
  };
  await t.db
    .update(contracts)
    .set({
      listingType: 'apartment',
      specialGroupUsage: 'none',
      rooms: 3,
      startDate: '2026-02-01',
      endDate: '2027-07-31',
      isDefinite: true,
      terminationTermLength: 3,
      price: 285_000,
      currency: 'ISK',
      insuranceType: 'deposit',
      insuranceAmount: 570_000,
      prePaidRentAmount: 285_000,
      prePaidRentMonths: 1,
      isIndexed: true,
      indexBaseMonth: '2026M01',
      indexBaseValue: 654.3,
      payee,
      payor: { name: 'Þórunn Ævarsdóttir', identifier: THORUNN_KT, identifier_country: 'IS' },
      payoutMethod: {
        bank_account: {
          iban: 'IS140159260076545510730339',
          icelandic_format: { kt: '0407682389' },
        },
      },
      restrictions: { sex_allowed: 0, sex_allowed_reason: null },
      fireHazardSmokeDetectors: true,
      fireHazardHandFireExtinguishers: true,
      fireHazardEscapeRoutes: true,
      fireHazardComplyDeclaration: true,
      smokeDetectorCount: 2,
      realEstate: {
        landreg_id: 'L102345',
        address: { street: 'Þórsgata 14', postal_code: '101' },
        units: [
          {
            property_code: '2001234',
            unit_code: '010201',
            size: 92.4,
            changed_size: null,
            rooms: 3,
            fire_insurance_value: 48_500_000,
          },
        ],
      },
      utilities: [
        {
          utility: { tag: 'housefund' },
          price: 12_000,
          paid_by_tenant: true,
          meter_readings: [],
        },
        {
          utility: { tag: 'electricity' },
          price: null,
          paid_by_tenant: true,
          meter_readings: [{ meter_number: '60012345', value: 10234.5, read_at: '2026-02-01' }],
        },
      ],
      terminationReasons: [{ text: 'Leigjandi greiðir ekki leigu á réttum tíma.' }],
    })
    .where(eq(contracts.id, contractId));
}
