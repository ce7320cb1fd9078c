import { useEffect, useState } from 'react';
import type { Locale } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/links';
import { Spinner } from '../../ui/Card';
import { formatDate } from '../../lib/format';
import { loadLegalTexts } from './content';
import { LEGAL_UPDATED, type LegalDocumentId, type LegalTexts } from './content/types';
import { LegalLinks } from './LegalLinks';

type Loaded = { locale: Locale; texts: LegalTexts } | { locale: Locale; error: Error };

/** The texts of the reader's locale, or null while they load; a failed load reaches the error screen. */
function useLegalTexts(): LegalTexts | null {
  const locale = useLocale();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let isCurrent = true;
    loadLegalTexts(locale).then(
      (texts) => isCurrent && setLoaded({ locale, texts }),
      (error: Error) => isCurrent && setLoaded({ locale, error }),
    );
    return () => {
      isCurrent = false;
    };
  }, [locale]);
  if (!loaded || loaded.locale !== locale) return null;
  if ('error' in loaded) throw loaded.error;
  return loaded.texts;
}

/** A legal document in the reader's language; the texts load as a chunk of their own. */
export function LegalPage({ id }: { id: LegalDocumentId }) {
  const { t } = useTranslation();
  const texts = useLegalTexts();
  if (!texts) return <Spinner label={t('common.status.loading')} />;
  const document = texts[id];
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6" data-testid={`legal-${id}`}>
      <h1 className="text-3xl font-bold tracking-tight text-ink">{document.title}</h1>
      <p className="mt-2 text-sm text-ink-muted">
        {t('common.legal.updated', { date: formatDate(LEGAL_UPDATED) })}
      </p>
      <p className="mt-6 text-lg text-ink">{document.summary}</p>
      {document.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`} className="mt-10 text-xl font-semibold text-ink">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-ink-muted">
              {paragraph}
            </p>
          ))}
          {section.items && (
            <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-ink-muted">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <LegalLinks current={id} />
    </article>
  );
}

/** /legal/user-terms */
export function UserTermsPage() {
  return <LegalPage id="userTerms" />;
}

/** /legal/privacy-policy */
export function PrivacyPolicyPage() {
  return <LegalPage id="privacyPolicy" />;
}

/** /legal/payment-terms */
export function PaymentTermsPage() {
  return <LegalPage id="paymentTerms" />;
}
