import { DATE_FORMAT_LOCALES, DEFAULT_LOCALE, isLocale } from '@leiga/domain';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/**
 * Gives React Aria the reader's language, not the browser's: its hidden strings (a dialog's
 * "Dismiss", a search field's "Clear search") come from the catalogues' `react-aria` namespace in
 * that language (see plugins/react-aria-strings.ts), keyed by the locale's date tag among others.
 *
 * Only the date picker formats anything with React Aria, and it gives itself the tag the browser
 * has date data for (domain's getDateFormatLocale). Asking the browser that here would build ICU's
 * table of date locales while a phone loads the first page, which no first page needs.
 */
export function ReactAriaLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  return <I18nProvider locale={DATE_FORMAT_LOCALES[locale]}>{children}</I18nProvider>;
}
