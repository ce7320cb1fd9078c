import { setTimeout as sleep } from 'node:timers/promises';
import { foldIcelandic } from '@leiga/domain';
import type { Db } from '../../db/client.js';
import { propertyRegistryLookups } from '../../db/schema/index.js';
import {
  PropertyRegistryUnavailable,
  type PropertyRegistryProvider,
  type PropertySearch,
  type PropertySearchPage,
  type RegistryProperty,
} from './property-registry-provider.js';
import { getSandboxProperties } from './sandbox-property-data.js';

export type SandboxPropertyRegistryOptions = {
  /** How long the register takes to answer. */
  delayMs: number;
  /** Fastanúmer for which the register has an outage (asked by code or typed as the search). */
  failCodes: readonly string[];
};

const PROPERTY_CODE = /^F?\s*(\d{7})$/i;

/** A search's words: each must begin a word of the street or town; numbers pick house or postcode. */
function matcher(text: string): (p: RegistryProperty) => boolean {
  const tokens = foldIcelandic(text)
    .split(/[\s,.]+/)
    .filter(Boolean);
  const postalCodes = tokens.filter((t) => /^\d{3}$/.test(t));
  const houseNumbers = tokens.filter((t) => /^\d{1,2}[a-z]?$/.test(t));
  const words = tokens.filter((t) => !/^\d+[a-z]?$/.test(t));
  return (p) => {
    const placeWords = foldIcelandic(`${p.address.street} ${p.address.town}`).split(/\s+/);
    return (
      words.every((w) => placeWords.some((pw) => pw.startsWith(w))) &&
      postalCodes.every((c) => c === p.address.postalCode) &&
      houseNumbers.every((n) => n === p.address.houseNumber.toLowerCase())
    );
  };
}

/**
 * Behaves like HMS's register: answers after a delay, finds addresses with or without Icelandic
 * letters and properties by fastanúmer, has an outage on the fail codes, and logs every lookup
 * (property_registry_lookups) the way the real service keeps an audit trail.
 */
export class SandboxPropertyRegistry implements PropertyRegistryProvider {
  constructor(
    private readonly db: Db,
    private readonly options: SandboxPropertyRegistryOptions,
    private readonly properties: () => readonly RegistryProperty[] = getSandboxProperties,
  ) {}

  private isFailing(code: string): boolean {
    const normalized = code
      .trim()
      .toUpperCase()
      .replace(/^F?\s*/, 'F');
    return this.options.failCodes.some((c) => c.toUpperCase() === normalized);
  }

  private async answer<T>(
    kind: 'search' | 'property',
    query: string,
    count: (value: T) => number,
    find: () => T,
  ): Promise<T> {
    if (this.options.delayMs > 0) await sleep(this.options.delayMs);
    if (this.isFailing(query)) {
      await this.log(kind, query, 0, true);
      throw new PropertyRegistryUnavailable();
    }
    const value = find();
    await this.log(kind, query, count(value), false);
    return value;
  }

  private async log(
    kind: 'search' | 'property',
    query: string,
    resultCount: number,
    failed: boolean,
  ) {
    await this.db.insert(propertyRegistryLookups).values({ kind, query, resultCount, failed });
  }

  async search(query: PropertySearch): Promise<PropertySearchPage> {
    return this.answer(
      'search',
      query.text,
      (page) => page.total,
      () => {
        const byCode = PROPERTY_CODE.exec(query.text.trim());
        const found = byCode
          ? this.properties().filter((p) => p.propertyCode === `F${byCode[1]}`)
          : this.properties().filter(matcher(query.text));
        const start = (query.page - 1) * query.pageSize;
        return { total: found.length, results: found.slice(start, start + query.pageSize) };
      },
    );
  }

  async findByPropertyCode(propertyCode: string): Promise<RegistryProperty | null> {
    const code = `F${propertyCode.trim().replace(/^F/i, '')}`.toUpperCase();
    return this.answer(
      'property',
      code,
      (found) => (found ? 1 : 0),
      () => this.properties().find((p) => p.propertyCode === code) ?? null,
    );
  }
}
