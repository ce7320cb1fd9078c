import { describe, expect, it } from 'vitest';
import {
  formatIban,
  isValidIbanChecksum,
  makeIcelandicIban,
  normalizeIban,
  parseIcelandicIban,
  type IcelandicIbanError,
} from '../src/finance/iban.js';

// ICELAND.md example; its check digits were verified independently with BigInt mod 97.
const EXAMPLE = 'IS14 0159 2600 7654 5510 7303 39';
const EXAMPLE_COMPACT = 'IS140159260076545510730339';

describe('parseIcelandicIban: the ICELAND.md example', () => {
  it.each([EXAMPLE, EXAMPLE_COMPACT, EXAMPLE.toLowerCase(), `  ${EXAMPLE}  `])(
    'parses %j',
    (input) => {
      expect(parseIcelandicIban(input)).toEqual({
        ok: true,
        account: {
          iban: EXAMPLE_COMPACT,
          bank: '0159',
          ledger: '26',
          account: '007654',
          kt: '5510730339',
          national: '0159-26-007654',
        },
      });
    },
  );
});

describe('parseIcelandicIban: failures', () => {
  it.each<[string, IcelandicIbanError, string]>([
    ['', 'format', 'empty'],
    ['IS14-0159-2600-7654-5510-7303-39', 'format', 'hyphens'],
    ['140159260076545510730339', 'format', 'no country'],
    ['DE89370400440532013000', 'country', 'German test IBAN'],
    ['DK5000400440116243', 'country', 'Danish test IBAN'],
    ['NO9386011117947', 'country', 'Norwegian test IBAN'],
    ['IS14015926007654551073033', 'length', '25 characters'],
    ['IS1401592600765455107303391', 'length', '27 characters'],
    ['IS14AB59260076545510730339', 'length', 'letters in the account part'],
    ['IS150159260076545510730339', 'checksum', 'check digits 15'],
    ['IS000159260076545510730339', 'checksum', 'check digits 00'],
    ['IS99 0159 2600 7654 5510 7303 39', 'checksum', 'check digits 99'],
    ['IS140159260076545510730393', 'checksum', 'last two digits swapped'],
    ['IS140159260076455510730339', 'checksum', 'account digits swapped'],
    ['IS160159260076540101302979', 'kennitala', 'valid check digits, bad kennitala'],
  ])('%j -> %s (%s)', (input, error) => {
    expect(parseIcelandicIban(input)).toEqual({ ok: false, error });
  });
});

describe('isValidIbanChecksum', () => {
  it.each<[string, boolean]>([
    [EXAMPLE, true],
    [EXAMPLE_COMPACT, true],
    ['is140159260076545510730339', true],
    ['DE89370400440532013000', true],
    ['DE89 3704 0044 0532 0130 00', true],
    ['DK5000400440116243', true],
    ['GB82WEST12345698765432', true], // letters in the BBAN
    ['NO9386011117947', true],
    ['IS150159260076545510730339', false],
    ['DE88370400440532013000', false],
    ['GB82WEST12345698765433', false],
    ['', false],
    ['IS14', false],
    ['1414015926007654551073', false],
    ['IS1A0159260076545510730339', false],
  ])('%j -> %s', (input, valid) => {
    expect(isValidIbanChecksum(input)).toBe(valid);
  });

  it.each(['DE89370400440532013000', 'DK5000400440116243', 'GB82WEST12345698765432'])(
    'a foreign IBAN %s passes the checksum but is not Icelandic',
    (iban) => {
      expect(isValidIbanChecksum(iban)).toBe(true);
      expect(parseIcelandicIban(iban)).toEqual({ ok: false, error: 'country' });
    },
  );
});

describe('makeIcelandicIban', () => {
  it.each<[string, string, string, string, string]>([
    ['0159', '26', '007654', '5510730339', EXAMPLE_COMPACT],
    ['159', '26', '7654', '5510730339', EXAMPLE_COMPACT], // padded to 4/2/6
    ['0111', '26', '123456', '0101302989', 'IS700111261234560101302989'],
    ['0515', '26', '000001', '0101302989', 'IS710515260000010101302989'],
    ['0133', '26', '000007', '5510730339', 'IS020133260000075510730339'], // check digits padded
  ])('(%s, %s, %s, %s) -> %s', (bank, ledger, account, kt, expected) => {
    expect(makeIcelandicIban(bank, ledger, account, kt)).toBe(expected);
  });

  it.each<[string, string, string, string]>([
    ['0101', '26', '000001', '0101302989'],
    ['0301', '15', '654321', '5510730339'],
    ['0515', '05', '999999', '7012022010'],
    ['2200', '26', '100200', '0101881218'],
    ['0133', '26', '000007', '5510730339'],
    ['9', '1', '1', '2902002020'],
  ])('round trips bank %s ledger %s account %s kt %s', (bank, ledger, account, kt) => {
    const iban = makeIcelandicIban(bank, ledger, account, kt);
    expect(iban).toMatch(/^IS\d{24}$/);
    expect(isValidIbanChecksum(iban)).toBe(true);
    const expected = {
      ok: true,
      account: {
        iban,
        bank: bank.padStart(4, '0'),
        ledger: ledger.padStart(2, '0'),
        account: account.padStart(6, '0'),
        kt,
        national: `${bank.padStart(4, '0')}-${ledger.padStart(2, '0')}-${account.padStart(6, '0')}`,
      },
    };
    expect(parseIcelandicIban(iban)).toEqual(expected);
    expect(parseIcelandicIban(formatIban(iban))).toEqual(expected);
  });
});

describe('normalizeIban and formatIban', () => {
  it.each<[string, string, string]>([
    [EXAMPLE_COMPACT, EXAMPLE_COMPACT, EXAMPLE],
    [EXAMPLE, EXAMPLE_COMPACT, EXAMPLE],
    ['is14 0159260076545510730339', EXAMPLE_COMPACT, EXAMPLE],
    ['DE89370400440532013000', 'DE89370400440532013000', 'DE89 3704 0044 0532 0130 00'],
    ['DK5000400440116243', 'DK5000400440116243', 'DK50 0040 0440 1162 43'],
    ['GB82WEST12345698765432', 'GB82WEST12345698765432', 'GB82 WEST 1234 5698 7654 32'],
  ])('%j -> %s / %j', (input, normalized, formatted) => {
    expect(normalizeIban(input)).toBe(normalized);
    expect(formatIban(input)).toBe(formatted);
  });
});
