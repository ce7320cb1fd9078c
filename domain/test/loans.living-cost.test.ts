import { describe, expect, it } from 'vitest';
import { findLivingCostPeriod, livingCostReferenceCreateSchema } from '../src/index.js';

describe('the living-cost period in effect', () => {
  const periods = [{ from: '2026-09-01' }, { from: '2026-11-01' }, { from: '2027-01-01' }];
  it.each([
    ['2026-08-31', undefined],
    ['2026-09-01', '2026-09-01'],
    ['2026-10-31', '2026-09-01'],
    ['2026-11-30', '2026-11-01'],
    ['2027-01-01', '2027-01-01'],
  ])('on %s: %s', (day, from) => {
    expect(findLivingCostPeriod(day, periods)?.from).toBe(from);
  });
  it('does not depend on the order periods come in', () => {
    expect(findLivingCostPeriod('2026-12-01', [...periods].reverse())?.from).toBe('2026-11-01');
  });
});

describe('a new set of figures', () => {
  const good = {
    from: '2027-01-01',
    first_adult: 160_000,
    other_adult: 110_000,
    per_child: 62_000,
    source: 'UMS framfærsluviðmið, janúar 2027',
  };
  it.each([
    [good, []],
    [{ ...good, first_adult: 0 }, ['first_adult']],
    [{ ...good, per_child: 1.5 }, ['per_child']],
    [{ ...good, other_adult: 2_000_000 }, ['other_adult']],
    [{ ...good, from: '1.1.2027' }, ['from']],
    [{ ...good, source: '  ' }, ['source']],
    [{ ...good, extra: 1 }, ['']],
  ])('%j refused on %j', (input, fields) => {
    const parsed = livingCostReferenceCreateSchema.safeParse(input);
    expect(parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0] ?? ''))).toEqual(
      fields,
    );
  });
});
