import { DEFAULT_LOCALE, getDateFormatLocale, isLocale } from '@leiga/domain';
import { useMemo, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/**
 * Gives React Aria the reader's language, not the browser's: its hidden strings (a dialog's
 * "Dismiss", a search field's "Clear search", a date field's segment names) come from the
 * catalogues' `react-aria` namespace in that language (see plugins/react-aria-strings.ts), and it
 * formats with the same tag as the date picker (domain's getDateFormatLocale).
 */
export function ReactAriaLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const tag = useMemo(() => getDateFormatLocale(locale), [locale]);
  return <I18nProvider locale={tag}>{children}</I18nProvider>;
}
