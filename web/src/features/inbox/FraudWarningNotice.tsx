import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxMessage_MessageFragment } from '../../__generated__/graphql';
import { enumKey } from '../../lib/enums';
import { WarningIcon } from '../../ui/icons';

type Warning = NonNullable<InboxMessage_MessageFragment['fraudWarning']>;

/**
 * What the recipient of a flagged message sees above it: that it may be a scam, which signs were
 * found and what they mean, and what to do (never pay outside Leiga). The sender never gets one.
 */
export function FraudWarningNotice({ warning }: { warning: Warning }) {
  const { t } = useTranslation();
  const titleId = useId();
  const codes = [...new Set(warning.signals.map((s) => s.code))];
  return (
    <section
      role="alert"
      aria-labelledby={titleId}
      data-testid="fraud-warning"
      className="max-w-[85%] rounded-xl border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 sm:max-w-[70%] dark:border-amber-500/60 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <h3 id={titleId} className="flex items-center gap-2 font-semibold">
        <WarningIcon size={18} aria-hidden />
        {t('fraud.warning.title')}
        <span className="ml-auto text-xs font-normal">
          {t('fraud.warning.risk', { percent: Math.round(warning.score * 100) })}
        </span>
      </h3>
      <p className="mt-2">{t('fraud.warning.intro')}</p>
      <ul className="mt-1 list-disc ps-5">
        {codes.map((code) => (
          <li key={code}>{t(enumKey('fraud.signals', code))}</li>
        ))}
      </ul>
      <p className="mt-2 font-medium">{t('fraud.warning.advice')}</p>
      <p className="mt-1">{t('fraud.warning.report')}</p>
    </section>
  );
}
