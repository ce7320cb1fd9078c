import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './Card';
import { translateGraphError } from './graph-errors';

/** Why a page or list could not load, announced as it shows. */
export function ErrorText({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="text-red-700 dark:text-red-400">
      {children}
    </p>
  );
}

/**
 * A query's state until its first answer: the error that stopped it, or a spinner while it
 * loads; nothing once there is data (a later page keeps the rows shown while it loads).
 */
export function LoadState({
  hasData,
  isLoading,
  error,
  translateError = translateGraphError,
}: {
  hasData: boolean;
  isLoading: boolean;
  error?: unknown;
  translateError?: (t: TFunction, error: unknown) => string;
}) {
  const { t } = useTranslation();
  if (hasData) return null;
  return (
    <>
      {Boolean(error) && <ErrorText>{translateError(t, error)}</ErrorText>}
      {isLoading && <Spinner label={t('common.status.loading')} />}
    </>
  );
}
