import { shipCatalogue } from '@leiga/domain/locales/shipped-catalogue.ts';
import type { MessageTree } from '@leiga/domain/locales/namespaces.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadResources } from '../test/render';
import { changeLocale, initI18n } from './i18n';

/**
 * The app's i18next over the catalogues the build ships, fetched as the browser fetches them
 * (the files are the real catalogues, shipped as the build plugin ships them).
 */
const resources = loadResources() as Record<string, Record<string, MessageTree>>;
const requested: string[] = [];
/** Downloads of a locale's catalogue that fail before one succeeds. */
const failuresLeft: Record<string, number> = { uk: 1 };

beforeAll(() => {
  vi.stubGlobal('fetch', (url: string) => {
    requested.push(url);
    const locale = /^\/_i18n\/test\/(\w+)\/messages\.txt$/.exec(url)?.[1];
    const catalogue = locale ? resources[locale] : undefined;
    if (locale && (failuresLeft[locale] ?? 0) > 0) {
      failuresLeft[locale]! -= 1;
      return Promise.resolve(new Response('', { status: 503 }));
    }
    return Promise.resolve(
      catalogue
        ? new Response(shipCatalogue(catalogue), { status: 200 })
        : new Response('', { status: 404 }),
    );
  });
});
afterAll(() => vi.unstubAllGlobals());

/** Whether a namespace of a locale is still unparsed text in i18next's store. */
const isUnparsed = (store: Record<string, unknown>, namespace: string) =>
  typeof Object.getOwnPropertyDescriptor(store, namespace)?.get === 'function';

describe("the app's translations", () => {
  it('reads the shipped catalogue and parses only the namespaces read, switching languages', async () => {
    const i18n = await initI18n('en');
    expect(requested).toEqual(['/_i18n/test/en/messages.txt']);
    const english = i18n.store.data['en'] as Record<string, unknown>;
    expect(isUnparsed(english, 'contracts')).toBe(true);

    expect(i18n.t('common.actions.save')).toBe('Save');
    expect(isUnparsed(english, 'common')).toBe(false);
    expect(isUnparsed(english, 'contracts')).toBe(true);
    expect(i18n.t('contracts.hms.title')).toBe('HMS rent register');
    expect(isUnparsed(english, 'contracts')).toBe(false);

    await changeLocale(i18n, 'is');
    expect(requested).toEqual(['/_i18n/test/en/messages.txt', '/_i18n/test/is/messages.txt']);
    expect(i18n.t('common.actions.save')).toBe('Vista');
    expect(document.documentElement.lang).toBe('is');

    // Back to a language already fetched: no second download.
    await changeLocale(i18n, 'en');
    expect(i18n.t('common.actions.cancel')).toBe('Cancel');
    expect(requested).toHaveLength(2);
  });

  it('asks again for a catalogue whose download failed', async () => {
    const i18n = await initI18n('en');
    requested.length = 0;
    await changeLocale(i18n, 'uk');
    expect(requested).toEqual(['/_i18n/test/uk/messages.txt', '/_i18n/test/uk/messages.txt']);
    expect(i18n.t('common.actions.save')).toBe('Зберегти');
    expect(document.documentElement.lang).toBe('uk');
  });

  it('leaves the page’s language alone when it is already the one chosen', async () => {
    const i18n = await initI18n('en');
    await changeLocale(i18n, 'da');
    const writes: string[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((r) => writes.push(r.attributeName ?? '')),
    );
    // Even the same value, set again, restyles the whole page in Chromium.
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    await changeLocale(i18n, 'da');
    await initI18n('da');
    writes.push(...observer.takeRecords().map((r) => r.attributeName ?? ''));
    expect(writes).toEqual([]);
    await changeLocale(i18n, 'en');
    writes.push(...observer.takeRecords().map((r) => r.attributeName ?? ''));
    observer.disconnect();
    expect(writes).toEqual(['lang']);
    expect(document.documentElement.lang).toBe('en');
  });
});
