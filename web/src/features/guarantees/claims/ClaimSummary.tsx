import { formatMoney } from '@leiga/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { enumKey } from '../../../lib/enums';
import { formatDate } from '../../../lib/format';
import { StatusLine } from '../../../ui/StatusBadge';
import { CLAIM_STATUS_TONES, claimDaysLeft, type Claim } from './model';

/** The claim's status, the deadline now running as a countdown, and its amounts. */
export function ClaimSummary({ claim }: { claim: Claim }) {
  const { t, i18n } = useTranslation();
  const money = (n: number) => formatMoney(n, 'ISK', i18n.language);
  const daysLeft = claimDaysLeft(claim);
  const waitsOn = claim.status === 'PENDING_PRINCIPAL_RESPONSE' ? 'principal' : 'obligee';
  return (
    <div className="flex flex-col gap-3">
      <StatusLine
        status={claim.status}
        tones={CLAIM_STATUS_TONES}
        labelPrefix="guarantee-claims.status"
      >
        <span className="text-sm text-ink-muted">
          {t(enumKey('guarantee-claims.type', claim.type))}
        </span>
        {claim.isDeemedAccepted && (
          <span className="text-sm text-ink-muted">{t('guarantee-claims.web.deemed')}</span>
        )}
      </StatusLine>
      {daysLeft !== null && claim.deadline && (
        <p role="timer" data-testid="claim-countdown" className="font-semibold text-ink">
          {t(`guarantee-claims.web.countdown_${waitsOn}`, {
            count: daysLeft,
            date: formatDate(claim.deadline),
          })}
        </p>
      )}
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-xs text-ink-muted">{t('guarantee-claims.web.total')}</dt>
          <dd className="font-semibold text-ink">{money(claim.totalAmount)}</dd>
        </div>
        {claim.acceptedAmount !== null && (
          <div>
            <dt className="text-xs text-ink-muted">{t('guarantee-claims.web.accepted_amount')}</dt>
            <dd className="font-semibold text-ink">{money(claim.acceptedAmount)}</dd>
          </div>
        )}
        <div>
          <dt className="text-xs text-ink-muted">{t('guarantee-claims.web.remaining_cover')}</dt>
          <dd className="font-semibold text-ink">{money(claim.remainingCover)}</dd>
          {claim.heldCover > 0 && (
            <dd className="text-xs text-ink-muted">
              {t('guarantee-claims.web.held_cover', { amount: money(claim.heldCover) })}
            </dd>
          )}
        </div>
        {claim.returnDate && (
          <div>
            <dt className="text-xs text-ink-muted">{t('guarantee-claims.web.return_date')}</dt>
            <dd className="text-ink">
              {formatDate(claim.returnDate)}
              {claim.status === 'DRAFT' && claim.lastClaimDay && (
                <span className="block text-xs text-ink-muted">
                  {t('guarantee-claims.web.last_claim_day', {
                    date: formatDate(claim.lastClaimDay),
                  })}
                </span>
              )}
            </dd>
          </div>
        )}
      </dl>
      {claim.ruling && (
        <p className="text-sm text-ink" data-testid="claim-ruling">
          {t('guarantee-claims.web.ruling', {
            body: t(`guarantee-claims.ruling_body.${claim.ruling.body.toLowerCase()}`),
            reference: claim.ruling.reference,
            amount: money(claim.ruling.awardedAmount),
          })}
        </p>
      )}
      {claim.description && <p className="whitespace-pre-line text-ink">{claim.description}</p>}
    </div>
  );
}

/** The lines as read by anyone: type, amount, what it is, the tenant's answer once given. */
export function ClaimLineList({
  claim,
  actions,
}: {
  claim: Claim;
  actions?: (line: Claim['lines'][number]) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  if (claim.lines.length === 0)
    return <p className="text-ink-muted">{t('guarantee-claims.web.no_lines')}</p>;
  return (
    <ul className="flex flex-col gap-3" aria-label={t('guarantee-claims.web.lines')}>
      {claim.lines.map((line) => (
        <li
          key={line.id}
          data-testid="claim-line"
          className="flex flex-col gap-1 rounded-xl border border-line p-3"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-semibold text-ink">{line.description}</span>
            <span className="text-ink">{formatMoney(line.amount, 'ISK', i18n.language)}</span>
          </div>
          <span className="text-sm text-ink-muted">
            {t(enumKey('guarantee-claims.line_type', line.type))}
          </span>
          {line.response && (
            <span className="text-sm text-ink">
              {t(enumKey('guarantee-claims.response', line.response))}
              {line.responseReason ? `: ${line.responseReason}` : ''}
            </span>
          )}
          {claim.files
            .filter((f) => f.lineId === line.id)
            .map((f) => (
              <a key={f.id} href={f.url} className="text-sm text-brand-700 underline">
                {f.fileName}
              </a>
            ))}
          {actions?.(line)}
        </li>
      ))}
    </ul>
  );
}
