import { useQuery } from '@apollo/client/react';
import { formatMoney } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { GuaranteeClaimsDocument } from '../../../__generated__/graphql';
import { RouteLink } from '../../../app/links';
import { paths } from '../../../app/paths';
import { enumKey } from '../../../lib/enums';
import { formatDate } from '../../../lib/format';
import { Card } from '../../../ui/Card';
import { StatusBadge } from '../../../ui/StatusBadge';
import { CLAIM_STATUS_TONES, readClaim } from './model';

const CLAIMABLE = new Set(['ISSUED', 'ACTIVE', 'ENDED']);

/**
 * The claims on a guarantee, under it: the landlord files one and opens its drafts, the tenant
 * opens a claim to answer it. Nothing shows before the guarantee can take a claim.
 */
export function GuaranteeClaimsSection({
  guaranteeId,
  status,
  role,
}: {
  guaranteeId: string;
  status: string;
  role: string;
}) {
  const { t, i18n } = useTranslation();
  const isObligee = role === 'OBLIGEE';
  const { data } = useQuery(GuaranteeClaimsDocument, {
    variables: { guaranteeId },
    skip: !CLAIMABLE.has(status) && status !== 'EXPIRED',
  });
  const claims = (data?.guaranteeClaims.items ?? []).map((c) => readClaim(c));
  if (!isObligee && claims.length === 0) return null;
  if (!data && !(isObligee && CLAIMABLE.has(status))) return null;
  return (
    <Card className="mt-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-ink">{t('guarantee-claims.web.claims')}</h2>
        {isObligee && CLAIMABLE.has(status) && (
          <RouteLink
            to={paths.landlordFileClaim.href({ id: guaranteeId })}
            className="rounded-xl bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-brand-900"
          >
            {t('guarantee-claims.web.file_claim')}
          </RouteLink>
        )}
      </div>
      {claims.length === 0 ? (
        <p className="text-ink-muted">{t('guarantee-claims.web.no_claims')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {claims.map((c) => (
            <li
              key={c.id}
              data-testid="claim-row"
              className="flex flex-wrap items-center justify-between gap-2"
            >
              <RouteLink
                to={
                  isObligee
                    ? paths.landlordFileClaimDraft.href({ id: guaranteeId, claimId: c.id })
                    : paths.guaranteeClaim.href({ id: guaranteeId, claimId: c.id })
                }
                className="text-brand-700 hover:underline dark:text-brand-300"
              >
                {t(enumKey('guarantee-claims.type', c.type))} ·{' '}
                {formatMoney(c.totalAmount, 'ISK', i18n.language)}
                {c.committedAt ? ` · ${formatDate(c.committedAt)}` : ''}
              </RouteLink>
              <StatusBadge
                status={c.status}
                tones={CLAIM_STATUS_TONES}
                labelPrefix="guarantee-claims.status"
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
