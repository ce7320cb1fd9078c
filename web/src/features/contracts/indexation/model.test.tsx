import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { loadResources } from '../../../test/render';
import { toDomainContract } from '../model';
import { contractFixture } from '../wizard/test-fixtures';
import {
  formatIndexMonth,
  formatIndexValue,
  getIndexedRentRevision,
  isIndexedRentShown,
  suggestNextMonth,
} from './model';

describe('indexation view logic', () => {
  it('writes a month key as the month in words, in the reader’s language', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: loadResources(),
      lng: 'is',
      nsSeparator: '.',
      keySeparator: '.',
      ns: ['common'],
    });
    expect(formatIndexMonth('2026M02', i18n.getFixedT('is'))).toBe('febrúar 2026');
    expect(formatIndexMonth('2026M11', i18n.getFixedT('en'))).toBe('November 2026');
    expect(formatIndexMonth('2026-02', i18n.getFixedT('en'))).toBe('2026-02');
  });

  it('writes an index value with the one decimal Statistics Iceland publishes', () => {
    expect(formatIndexValue(665.8, 'is')).toBe('665,8');
    expect(formatIndexValue(487, 'en')).toBe('487.0');
  });

  it('suggests the month after the newest recorded, else this month', () => {
    const today = new Date('2026-11-24T04:00:00Z');
    expect(suggestNextMonth('2026M02', today)).toBe('2026M03');
    expect(suggestNextMonth('2025M12', today)).toBe('2026M01');
    expect(suggestNextMonth(null, today)).toBe('2026M11');
  });

  it('shows the indexed rent only for an indexed lease the law lets be indexed', () => {
    const indexed = contractFixture({ isIndexed: true, indexBaseMonth: '2026M02', price: 300000 });
    expect(isIndexedRentShown(toDomainContract(indexed))).toBe(true);
    expect(isIndexedRentShown(toDomainContract(contractFixture()))).toBe(false);
    // A fixed term of exactly 12 months may not be indexed (37. gr. húsaleigulaga).
    const shortTerm = contractFixture({
      isIndexed: true,
      isDefinite: true,
      startDate: '2027-03-01',
      endDate: '2028-03-01',
    });
    expect(isIndexedRentShown(toDomainContract(shortTerm))).toBe(false);
  });

  it('asks for the schedule again when the rent or the base month is saved', () => {
    const before = toDomainContract(contractFixture({ price: 300000, indexBaseMonth: '2026M02' }));
    const after = toDomainContract(contractFixture({ price: 310000, indexBaseMonth: '2026M02' }));
    expect(getIndexedRentRevision(before)).not.toBe(getIndexedRentRevision(after));
  });
});
