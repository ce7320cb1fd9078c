import { LOCALES, type Locale } from '@leiga/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths as routes } from '../../app/paths';
import { getSpecRoute } from '@leiga/domain';
import { loadResources, renderWithApp } from '../../test/render';
import { loadLegalTexts } from './content';
import { LEGAL_DOCUMENTS, type LegalTexts } from './content/types';
import { CookiePolicyPage } from './CookiePolicyPage';
import { LegalPage } from './LegalPage';

const all = async () =>
  Object.fromEntries(
    await Promise.all(LOCALES.map(async (l) => [l, await loadLegalTexts(l)] as const)),
  ) as Record<Locale, LegalTexts>;

describe('legal documents', () => {
  it('exist in every locale with the same sections, none of them empty', async () => {
    const texts = await all();
    for (const id of LEGAL_DOCUMENTS) {
      const sectionIds = texts.is[id].sections.map((s) => s.id);
      for (const locale of LOCALES) {
        const document = texts[locale][id];
        expect(
          document.sections.map((s) => s.id),
          `${locale} ${id}`,
        ).toEqual(sectionIds);
        expect(document.title.trim()).not.toBe('');
        expect(document.summary.trim()).not.toBe('');
        for (const section of document.sections) {
          expect(section.heading.trim()).not.toBe('');
          expect(section.paragraphs.length).toBeGreaterThan(0);
          for (const text of [...section.paragraphs, ...(section.items ?? [])])
            expect(text.trim(), `${locale} ${id} ${section.id}`).not.toBe('');
        }
      }
    }
  });

  it('name the law, the data and the authority the privacy policy must name, in every locale', async () => {
    const texts = await all();
    for (const locale of LOCALES) {
      const policy = JSON.stringify(texts[locale].privacyPolicy);
      expect(policy).toContain('90/2018');
      expect(policy).toContain('2016/679');
      expect(policy).toMatch(/kennitala/i);
      expect(policy).toContain('Creditinfo');
      expect(policy).toContain('Persónuvernd');
      expect(JSON.stringify(texts[locale].userTerms)).toContain('36/1994');
    }
  });

  it.each(LOCALES.flatMap((locale) => LEGAL_DOCUMENTS.map((id) => [locale, id] as const)))(
    '%s: %s renders with every section heading',
    async (locale, id) => {
      const document = (await loadLegalTexts(locale))[id];
      await renderWithApp(<LegalPage id={id} />, { locale });
      expect(
        await screen.findByRole('heading', { level: 1, name: document.title }),
      ).toBeInTheDocument();
      for (const section of document.sections)
        expect(screen.getByRole('heading', { level: 2, name: section.heading })).toHaveAttribute(
          'id',
          `${section.id}-heading`,
        );
      // The other three documents are linked at the foot.
      const others = screen.getByRole('navigation', {
        name: (loadResources()[locale]!['common'] as { legal: { other: string } }).legal.other,
      });
      expect(within(others).getAllByRole('link')).toHaveLength(3);
    },
  );

  it.each(LOCALES)(
    '%s: the cookie policy renders and links the other documents',
    async (locale) => {
      await renderWithApp(<CookiePolicyPage />, { locale });
      const title = (loadResources()[locale]!['shell'] as { titles: Record<string, string> }).titles
        .cookiePolicy!;
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(
        expect.arrayContaining(
          ['/legal/user-terms', '/legal/privacy-policy', '/legal/payment-terms'].map((p) =>
            locale === 'is' ? p : `/${locale}${p}`,
          ),
        ),
      );
    },
  );

  it('are public pages of the default layout in the route registry', () => {
    for (const route of [
      routes.userTerms,
      routes.privacyPolicy,
      routes.paymentTerms,
      routes.cookiePolicy,
    ]) {
      const spec = getSpecRoute(route.path);
      expect(spec.layout).toBe('default');
      expect(spec.auth).toBe(false);
    }
  });
});
