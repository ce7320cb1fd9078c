/**
 * The currencies a lease may be written in (`currencies/`): ISK first, as most leases are. The
 * minor unit is ISO 4217's: ISK has none in use, the others two. Names are catalogue keys
 * (`finance.currencies.<code>`), translated for the reader.
 */
export const CURRENCIES = [
  { code: 'ISK', minor_unit: 0 },
  { code: 'EUR', minor_unit: 2 },
  { code: 'USD', minor_unit: 2 },
  { code: 'GBP', minor_unit: 2 },
  { code: 'DKK', minor_unit: 2 },
  { code: 'NOK', minor_unit: 2 },
  { code: 'SEK', minor_unit: 2 },
  { code: 'PLN', minor_unit: 2 },
] as const;

export type CurrencyCode = (typeof CURRENCIES)[number]['code'];
export const CURRENCY_CODES: readonly CurrencyCode[] = CURRENCIES.map((c) => c.code);

export function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCY_CODES as readonly string[]).includes(value);
}
