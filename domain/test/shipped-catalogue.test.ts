import { describe, expect, it, vi } from 'vitest';
import { readShippedCatalogue, shipCatalogue } from '../src/locales/shipped-catalogue.js';

const CATALOGUE = {
  common: { save: 'Vista', nested: { hello: 'Halló {{name}}' } },
  'listing-checks': { title: 'Íbúðir "til leigu"\nmeð línubili' },
};

describe('the shipped catalogue', () => {
  it('ships a line with each namespace’s name and a line with its JSON, and reads them back', () => {
    const text = shipCatalogue(CATALOGUE);
    expect(text.split('\n')).toEqual([
      'common',
      JSON.stringify(CATALOGUE.common),
      'listing-checks',
      JSON.stringify(CATALOGUE['listing-checks']),
      '',
    ]);
    const catalogue = readShippedCatalogue(text);
    expect(Object.keys(catalogue)).toEqual(['common', 'listing-checks']);
    expect(catalogue).toEqual(CATALOGUE);
  });

  it('parses a namespace only when it is first read, and once', () => {
    const catalogue = readShippedCatalogue(shipCatalogue(CATALOGUE));
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const common = catalogue['common'];
      expect(common).toEqual(CATALOGUE.common);
      expect(catalogue['common']).toBe(common);
      expect(parse).toHaveBeenCalledTimes(1);
      expect(parse).toHaveBeenCalledWith(JSON.stringify(CATALOGUE.common));
    } finally {
      parse.mockRestore();
    }
  });

  it('refuses a file of another shape: a JSON document, a cut-off file, a namespace without a name', () => {
    expect(() => readShippedCatalogue(JSON.stringify(CATALOGUE))).toThrow(/pairs of lines/);
    expect(() => readShippedCatalogue(shipCatalogue(CATALOGUE).slice(0, -1))).toThrow(
      /pairs of lines/,
    );
    expect(() => readShippedCatalogue('common\n{}\n\n{}\n')).toThrow(/line 3 names no namespace/);
    expect(() => shipCatalogue({ 'a b': {} })).toThrow(/has no name/);
  });
});
