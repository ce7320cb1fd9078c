import { useTranslation } from 'react-i18next';
import type {
  ContractSigning_ContractFragment,
  HmsSubmissionStatus,
} from '../../../__generated__/graphql';
import { formatDate } from '../../../lib/format';
import type { BadgeTone } from '../../../ui/Card';
import { StatusBadge } from '../../../ui/StatusBadge';
import { Panel } from './Panel';

export const HMS_STATUS_TONES: Readonly<Record<HmsSubmissionStatus, BadgeTone>> = {
  PENDING: 'warning',
  SUBMITTING: 'warning',
  REGISTERED: 'success',
  FAILED: 'neutral',
  REJECTED: 'neutral',
};

/** The lease's registration with HMS: number once registered; retries while HMS is down. */
export function HmsStatus({
  submission: s,
}: {
  submission: ContractSigning_ContractFragment['hmsSubmission'];
}) {
  const { t } = useTranslation();
  return (
    <Panel title={t('contracts.hms.title')}>
      {s ? (
        <div className="flex flex-col gap-2 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge
              status={s.status}
              tones={HMS_STATUS_TONES}
              labelPrefix="contracts.hms.status"
            />
            {s.status === 'PENDING' && s.attempts > 0 && (
              <span className="text-ink-muted">
                {t('contracts.signing_web.hms_retrying', { attempts: s.attempts })}
              </span>
            )}
          </div>
          {s.rejectionErrors.length > 0 && (
            <ul className="list-disc pl-5 text-ink-muted">
              {s.rejectionErrors.map((e) => (
                <li key={e.field}>{t(e.code)}</li>
              ))}
            </ul>
          )}
          {s.registrationNumber && (
            <p>
              {t('contracts.signing_web.hms_number', { number: s.registrationNumber })}
              {s.registeredAt && ` · ${formatDate(s.registeredAt)}`}
            </p>
          )}
        </div>
      ) : (
        <p className="text-sm text-ink-muted">{t('contracts.signing_web.hms_none')}</p>
      )}
    </Panel>
  );
}
