import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { enumKey } from '../lib/enums';
import { Badge, type BadgeTone } from './Card';

/**
 * A GraphQL status as a coloured badge: its tone from the feature's table, its words from the
 * catalogue (`labelPrefix` + the value in lower case: `listings.status.published`).
 */
export function StatusBadge<S extends string>({
  status,
  tones,
  labelPrefix,
}: {
  status: S;
  tones: Readonly<Record<S, BadgeTone>>;
  labelPrefix: string;
}) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(enumKey(labelPrefix, status))}</Badge>;
}

/** A status badge with what goes beside it (when, a flag, where), wrapping on a narrow screen. */
export function StatusLine<S extends string>({
  children,
  ...badge
}: {
  status: S;
  tones: Readonly<Record<S, BadgeTone>>;
  labelPrefix: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <StatusBadge {...badge} />
      {children}
    </div>
  );
}
