import { useTranslation } from 'react-i18next';
import { translateGraphError } from './graph-errors';

/**
 * A failed read's message in the reader's language. Its own module, so a public page can load
 * the error translation (and Apollo's error classes) only when something failed.
 */
export function GraphErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <p role="alert" className="p-8 text-red-700 dark:text-red-400">
      {translateGraphError(t, error)}
    </p>
  );
}
