import { useMutation, useQuery } from '@apollo/client/react';
import { formatMoney } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AdminContractPaymentServicesDocument,
  AdminPatchStaffPayoutDocument,
  AdminStaffBillDocument,
  AdminStaffPayoutDocument,
} from '../../../__generated__/graphql';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { Badge } from '../../../ui/Card';
import { translateStaffError } from './staff-errors';
import { LoadState } from '../../../ui/ListState';
import { ReasonDialog } from '../../../ui/ReasonDialog';

/** Staff: one period's payout, held or released with a reason. */
export function StaffPayoutHold({ contractId, date }: { contractId: string; date: string }) {
  const { t, i18n } = useTranslation();
  const [isAsking, setIsAsking] = useState(false);
  const { data, loading, error } = useQuery(AdminStaffPayoutDocument, {
    variables: { contractId, date },
  });
  const [patch, patching] = useMutation(AdminPatchStaffPayoutDocument, {
    refetchQueries: [
      AdminStaffPayoutDocument,
      AdminStaffBillDocument,
      AdminContractPaymentServicesDocument,
    ],
    awaitRefetchQueries: true,
  });
  const state = data?.staffPayout;
  if (!state) return <LoadState hasData={false} isLoading={loading} error={error} />;
  const isExecuted = state.payout?.status === 'BOOKED';
  const next = state.isOnHold ? 'release' : 'hold';

  const confirm = async (reason: string) => {
    try {
      await patch({
        variables: { input: { contractId, date, reason, isOnHold: !state.isOnHold } },
      });
      toast.success(t(`staff-finance.${next}_done`));
      setIsAsking(false);
    } catch (e) {
      toast.error(translateStaffError(t, e));
      setIsAsking(false);
    }
  };

  return (
    <section className="flex flex-col gap-2" data-testid="staff-period-payout">
      <h4 className="font-semibold">{t('staff-finance.payout_title')}</h4>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone={state.isOnHold ? 'warning' : 'neutral'}>
          {state.isOnHold
            ? t('staff-finance.held_since', { date: formatDate(state.heldAt) })
            : t('staff-finance.not_held')}
        </Badge>
        {state.payout ? (
          <span>
            {t('staff-finance.latest_payout', {
              amount: formatMoney(state.payout.amount, 'ISK', i18n.language),
              status: t(`finances.payout_status.${state.payout.status.toLowerCase()}`),
              attempts: state.payouts.length,
            })}
          </span>
        ) : (
          <span className="text-ink-muted">{t('staff-finance.no_payout_yet')}</span>
        )}
      </p>
      {isExecuted && <p className="text-sm">{t('staff-finance.refusal.payout_executed')}</p>}
      <div>
        <Button
          size="sm"
          variant="secondary"
          isDisabled={isExecuted}
          onPress={() => setIsAsking(true)}
        >
          {t(`staff-finance.${next}`)}
        </Button>
      </div>
      {isAsking && (
        <ReasonDialog
          title={t(`staff-finance.confirm_${next}`, { date: formatDate(date) })}
          text={t(`staff-finance.confirm_${next}_text`)}
          confirmLabel={t(`staff-finance.${next}`)}
          isLoading={patching.loading}
          onClose={() => setIsAsking(false)}
          onConfirm={(reason) => void confirm(reason)}
        />
      )}
    </section>
  );
}
