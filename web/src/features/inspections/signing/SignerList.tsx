import { useTranslation } from 'react-i18next';
import { enumKey } from '../../../lib/enums';
import { formatDate } from '../../../lib/format';
import { StatusBadge } from '../../../ui/StatusBadge';
import { SIGNER_TONES, type SignatureStatus } from './model';

/** Each signer: signed, declined (with the reason) or still to sign, and when invited. */
export function SignerList({ signers }: { signers: SignatureStatus['signers'] }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-3" aria-label={t('inspection-signing.page.signers')}>
      {signers.map((s) => (
        <li key={s.id} className="flex flex-col gap-1 text-sm" data-testid="inspection-signer">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{s.name}</span>
            <span className="text-ink-muted">{t(enumKey('inspections.roles', s.role))}</span>
            <StatusBadge
              status={s.status}
              tones={SIGNER_TONES}
              labelPrefix="inspection-signing.signer_status"
            />
          </div>
          {s.invitedAt && (
            <span className="text-ink-muted">
              {t('inspection-signing.page.invited', { date: formatDate(s.invitedAt) })}
            </span>
          )}
          {s.signedAt && (
            <span className="text-ink-muted">
              {t('inspection-signing.page.signed_at', { date: formatDate(s.signedAt) })}
            </span>
          )}
          {s.declineReason && (
            <span className="text-ink-muted">
              {t('inspection-signing.page.declined_reason', { reason: s.declineReason })}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
