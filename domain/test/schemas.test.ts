import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addPhoneSchema,
  birthDateSchema,
  kennitalaSchema,
  localeSchema,
  loginSchema,
  mobileLoginStartSchema,
  registerSchema,
  setPrimaryLanguageSchema,
  smsCodeSchema,
  userUpdateSchema,
} from '../src/accounts/schemas.js';
import { parseMobileLoginPhone } from '../src/accounts/phone.js';

/** The message-catalogue keys of a failed parse, or null when it succeeds. */
function errorsOf(result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) {
  return result.success ? null : result.error!.issues.map((i) => [i.path.join('.'), i.message]);
}

const validRegister = {
  email: 'jon@example.is',
  password: 'correct horse',
  full_name: 'Jón Jónsson',
  user_type: 'TN',
};

describe('registerSchema', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['a tenant', validRegister, validRegister],
    ['a landlord', { ...validRegister, user_type: 'LL' }, { ...validRegister, user_type: 'LL' }],
    [
      'an e-mail with spaces and capitals',
      { ...validRegister, email: '  Jon.Jonsson@Example.IS ' },
      { ...validRegister, email: 'jon.jonsson@example.is' },
    ],
    [
      'a full name with spaces around it',
      { ...validRegister, full_name: '  Guðrún Þórsdóttir ' },
      { ...validRegister, full_name: 'Guðrún Þórsdóttir' },
    ],
    [
      'a primary language',
      { ...validRegister, primary_language: 'uk' },
      { ...validRegister, primary_language: 'uk' },
    ],
    [
      'a 10-character password',
      { ...validRegister, password: '0123456789' },
      { ...validRegister, password: '0123456789' },
    ],
    [
      'a 128-character password',
      { ...validRegister, password: 'x'.repeat(128) },
      { ...validRegister, password: 'x'.repeat(128) },
    ],
  ])('accepts %s', (_label, input, output) => {
    expect(registerSchema.parse(input)).toStrictEqual(output);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a missing e-mail', { ...validRegister, email: undefined }, 'email', 'validation.required'],
    ['a bad e-mail', { ...validRegister, email: 'jon@' }, 'email', 'validation.email'],
    [
      'an e-mail over 254 characters',
      { ...validRegister, email: `${'a'.repeat(250)}@x.is` },
      'email',
      'validation.email',
    ],
    [
      'a 9-character password',
      { ...validRegister, password: '012345678' },
      'password',
      'validation.password_too_short',
    ],
    [
      'a 129-character password',
      { ...validRegister, password: 'x'.repeat(129) },
      'password',
      'validation.password_too_long',
    ],
    [
      'a one-letter name',
      { ...validRegister, full_name: ' J ' },
      'full_name',
      'validation.full_name',
    ],
    [
      'a 121-character name',
      { ...validRegister, full_name: 'a'.repeat(121) },
      'full_name',
      'validation.full_name',
    ],
    [
      'an unknown user type',
      { ...validRegister, user_type: 'XX' },
      'user_type',
      'validation.user_type',
    ],
    [
      'a lower-case user type',
      { ...validRegister, user_type: 'tn' },
      'user_type',
      'validation.user_type',
    ],
    [
      'German',
      { ...validRegister, primary_language: 'de' },
      'primary_language',
      'validation.locale',
    ],
  ])('refuses %s', (_label, input, path, message) => {
    expect(errorsOf(registerSchema.safeParse(input))).toEqual([[path, message]]);
  });

  it('never passes unknown keys such as is_staff through', () => {
    const parsed = registerSchema.parse({ ...validRegister, is_staff: true, id: 1 });
    expect(parsed).toStrictEqual(validRegister);
    expect(Object.hasOwn(parsed, 'is_staff')).toBe(false);
  });
});

describe('loginSchema', () => {
  it.each<[Record<string, unknown>, Record<string, unknown>]>([
    [
      { email: 'jon@example.is', password: 'x' },
      { email: 'jon@example.is', password: 'x' },
    ],
    [
      { email: ' JON@example.is', password: 'short' },
      { email: 'jon@example.is', password: 'short' },
    ],
    [
      { email: 'jon@example.is', password: 'x', is_staff: true },
      { email: 'jon@example.is', password: 'x' },
    ],
  ])('accepts %j', (input, output) => {
    expect(loginSchema.parse(input)).toStrictEqual(output);
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ email: 'jon@example.is', password: '' }, 'password', 'validation.required'],
    [{ email: 'jon@example.is' }, 'password', 'validation.required'],
    [{ email: 'not-an-email', password: 'x' }, 'email', 'validation.email'],
    [{ password: 'x' }, 'email', 'validation.required'],
  ])('refuses %j', (input, path, message) => {
    expect(errorsOf(loginSchema.safeParse(input))).toEqual([[path, message]]);
  });

  it('refuses a password over 128 characters', () => {
    expect(
      loginSchema.safeParse({ email: 'jon@example.is', password: 'x'.repeat(129) }).success,
    ).toBe(false);
  });
});

describe('userUpdateSchema', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      'birth_date null left out',
      { full_name: 'Jón Jónsson', birth_date: null },
      { full_name: 'Jón Jónsson' },
    ],
    ['birth_date null alone', { birth_date: null }, {}],
    [
      'birth_date undefined left out',
      { birth_date: undefined, user_type: 'LL' },
      { user_type: 'LL' },
    ],
    ['an empty update', {}, {}],
    ['a birth date', { birth_date: '1990-05-17' }, { birth_date: '1990-05-17' }],
    ['an e-mail', { email: ' Jon@Example.IS' }, { email: 'jon@example.is' }],
    ['a primary phone id', { primary_phone_id: 7 }, { primary_phone_id: 7 }],
    [
      'several user fields',
      { full_name: ' Anna ', user_type: 'TN', birth_date: '2000-02-29' },
      { full_name: 'Anna', user_type: 'TN', birth_date: '2000-02-29' },
    ],
  ])('accepts %s', (_label, input, output) => {
    const parsed = userUpdateSchema.parse(input);
    // toStrictEqual: a key present with the value undefined is not "left out".
    expect(parsed).toStrictEqual(output);
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(output).sort());
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['an unknown key', { is_staff: true }, '', 'unrecognized_keys'],
    [
      'an unknown key next to known ones',
      { full_name: 'Jón Jónsson', password: 'x' },
      '',
      'unrecognized_keys',
    ],
    ['30 February', { birth_date: '2001-02-30' }, 'birth_date', 'invalid_format'],
    ['29 February in a common year', { birth_date: '2001-02-29' }, 'birth_date', 'invalid_format'],
    ['a day.month.year date', { birth_date: '17.05.1990' }, 'birth_date', 'invalid_format'],
    ['a date and time', { birth_date: '1990-05-17T00:00:00Z' }, 'birth_date', 'invalid_format'],
    ['a future birth date', { birth_date: '2030-01-01' }, 'birth_date', 'custom'],
    ['a primary phone id of 0', { primary_phone_id: 0 }, 'primary_phone_id', 'too_small'],
    ['a negative primary phone id', { primary_phone_id: -3 }, 'primary_phone_id', 'too_small'],
    [
      'a fractional primary phone id',
      { primary_phone_id: 1.5 },
      'primary_phone_id',
      'invalid_type',
    ],
    [
      'a primary phone id as a string',
      { primary_phone_id: '7' },
      'primary_phone_id',
      'invalid_type',
    ],
    ['an unknown user type', { user_type: 'ADMIN' }, 'user_type', 'invalid_value'],
  ])('refuses %s', (_label, input, path, code) => {
    const result = userUpdateSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.code])).toEqual([[path, code]]);
  });

  // "Today" is 2026-03-01 (fake timers); 18 and 120 are ages in completed years.
  it.each<[string, boolean]>([
    ['2008-03-01', true], // 18th birthday today
    ['2008-02-29', true], // 18 since yesterday
    ['2008-03-02', false], // 18 tomorrow
    ['2010-06-01', false],
    ['1906-03-01', true], // 120th birthday today
    ['1905-03-02', true], // 120, turns 121 tomorrow
    ['1905-03-01', false], // 121 today
    ['1850-01-01', false],
  ])('birth date %s passes the 18-120 age rule: %s', (birthDate, ok) => {
    expect(birthDateSchema.safeParse(birthDate).success).toBe(ok);
    const result = userUpdateSchema.safeParse({ birth_date: birthDate });
    expect(result.success).toBe(ok);
    if (!ok) expect(result.error!.issues[0]!.message).toBe('validation.birth_date_age');
  });

  it.each(['10:00:00Z', '00:00:00Z', '23:59:59Z'])(
    'accepts an 18th birthday at any time of the day (%s)',
    (time) => {
      vi.setSystemTime(new Date(`2026-03-01T${time}`));
      expect(birthDateSchema.safeParse('2008-03-01').success).toBe(true);
      expect(birthDateSchema.safeParse('2008-03-02').success).toBe(false);
    },
  );
});

describe('addPhoneSchema', () => {
  it.each<[string, string, string, string]>([
    ['354', '6123456', '354', '6123456'],
    ['+354', '612 3456', '354', '6123456'],
    ['354', '581-2345', '354', '5812345'],
    ['+45', '12 34 56 78', '45', '12345678'],
    ['1', '(202) 555-0123', '1', '2025550123'],
  ])('accepts +%s %j as %s %s', (code, number, parsedCode, parsedNumber) => {
    expect(addPhoneSchema.parse({ country_code: { code }, number })).toStrictEqual({
      country_code: { code: parsedCode },
      number: parsedNumber,
    });
  });

  it.each<[string, string, string, string]>([
    ['354', '612345', 'number', 'validation.phone'],
    ['354', '61234567', 'number', 'validation.phone'],
    ['45', '123', 'number', 'validation.phone'],
    ['12345', '12345678', 'country_code.code', 'validation.country_code'],
    ['abc', '12345678', 'country_code.code', 'validation.country_code'],
    ['', '12345678', 'country_code.code', 'validation.country_code'],
  ])('refuses +%s %j', (code, number, path, message) => {
    expect(errorsOf(addPhoneSchema.safeParse({ country_code: { code }, number }))).toEqual([
      [path, message],
    ]);
  });
});

describe('smsCodeSchema', () => {
  it.each<[string, string]>([
    ['123456', '123456'],
    ['000000', '000000'],
    [' 987654 ', '987654'],
  ])('accepts %j', (code, parsed) => {
    expect(smsCodeSchema.parse({ code })).toStrictEqual({ code: parsed });
  });

  it.each(['', '12345', '1234567', '12345a', '12 456', '١٢٣٤٥٦'])('refuses %j', (code) => {
    expect(errorsOf(smsCodeSchema.safeParse({ code }))).toEqual([['code', 'validation.sms_code']]);
  });

  it('requires a code', () => {
    expect(errorsOf(smsCodeSchema.safeParse({}))).toEqual([['code', 'validation.required']]);
  });
});

describe('localeSchema', () => {
  it.each(['is', 'en', 'uk', 'da', 'pl'])('accepts %s', (locale) => {
    expect(localeSchema.parse(locale)).toBe(locale);
    expect(setPrimaryLanguageSchema.parse({ lang: locale })).toStrictEqual({ lang: locale });
  });

  it('lists exactly is, en, uk, da, pl', () => {
    expect(localeSchema.options).toEqual(['is', 'en', 'uk', 'da', 'pl']);
  });

  it.each(['de', 'IS', 'en-GB', 'no', ''])('refuses %j', (locale) => {
    expect(errorsOf(localeSchema.safeParse(locale))).toEqual([['', 'validation.locale']]);
  });
});

describe('kennitalaSchema', () => {
  it.each<[string, string]>([
    ['5510730339', '5510730339'],
    ['551073-0339', '5510730339'],
    ['010130 2989', '0101302989'],
  ])('accepts %j as %s', (input, stored) => {
    expect(kennitalaSchema.parse(input)).toBe(stored);
  });

  it.each(['5510730349', '0101302981', '3002842059', '01013029', ''])('refuses %j', (input) => {
    expect(errorsOf(kennitalaSchema.safeParse(input))).toEqual([['', 'validation.kennitala']]);
  });
});

describe('mobileLoginStartSchema', () => {
  it.each<[string, string]>([
    ['6123456', '6123456'],
    ['+354 612 3456', '6123456'],
    ['354 7123456', '7123456'],
    ['861-2345', '8612345'],
  ])('accepts %j as %s', (phone, parsed) => {
    expect(mobileLoginStartSchema.parse({ phone })).toStrictEqual({ phone: parsed });
  });

  it.each(['5812345', '612345', '+45 61234567', '9123456'])('refuses %j', (phone) => {
    expect(errorsOf(mobileLoginStartSchema.safeParse({ phone }))).toEqual([
      ['phone', 'validation.mobile_phone'],
    ]);
  });

  it('agrees with parseMobileLoginPhone, the same rule without zod (the sign-in screen)', () => {
    for (const phone of ['6123456', '+354 612 3456', '861-2345', '5812345', '612345', '']) {
      const parsed = mobileLoginStartSchema.safeParse({ phone });
      expect(parseMobileLoginPhone(phone)).toBe(parsed.success ? parsed.data.phone : null);
    }
  });
});
