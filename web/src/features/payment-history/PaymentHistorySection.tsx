import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { getFragmentData } from '../../__generated__';
import {
  PaymentHistorySectionDocument,
  PaymentHistoryView_HistoryFragmentDoc,
  SetPaymentHistoryShownDocument,
} from '../../__generated__/graphql';
import { toast } from '../../shell/toast-store';
import { ChoiceLabel } from '../../ui/form/Choice';
import { translateGraphError } from '../../ui/graph-errors';
import { LoadState } from '../../ui/ListState';
import { PaymentHistoryView } from './PaymentHistoryView';

/**
 * The on-time payment history on /tenants/rental-profiles/{username}: the tenant reads it and
 * chooses whether landlords they apply to see it; such a landlord reads it once shown. The api
 * answers null to everyone else, and the section is then left out.
 */
export function PaymentHistorySection() {
  const { t } = useTranslation();
  const { username = '' } = useParams();
  const { data, loading, error } = useQuery(PaymentHistorySectionDocument, {
    variables: { username },
  });
  const [setShown, { loading: isSaving }] = useMutation(SetPaymentHistoryShownDocument);
  const [saveError, setSaveError] = useState<string | null>(null);
  // The choice shows at once; the answer (or its failure) settles it back to the server's value.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const profile = data?.rentalProfile;
  const history = getFragmentData(PaymentHistoryView_HistoryFragmentDoc, profile?.paymentHistory);
  if (!profile) {
    if (!loading && !error) return null;
    return (
      <div aria-busy={loading}>
        <LoadState hasData={false} isLoading={loading} error={error} />
      </div>
    );
  }
  if (!history) return null;
  const isOwner = profile.viewer.canEdit;
  const toggle = async (isShown: boolean) => {
    setSaveError(null);
    setChosen(isShown);
    try {
      await setShown({ variables: { input: { isShown } } });
      toast.success(
        t(isShown ? 'payment-history.share.saved_shown' : 'payment-history.share.saved_hidden'),
      );
    } catch (e) {
      setSaveError(translateGraphError(t, e));
    } finally {
      setChosen(null);
    }
  };
  return (
    <section
      id="payment-history"
      aria-labelledby="payment-history-title"
      className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6"
    >
      <h2 id="payment-history-title" className="mb-1 text-lg font-semibold text-ink">
        {t('payment-history.title')}
      </h2>
      <p className="mb-4 text-sm text-ink-muted">
        {t(isOwner ? 'payment-history.intro_owner' : 'payment-history.intro_reader')}
      </p>
      {isOwner && (
        <div className="mb-4 rounded-xl border border-line p-3">
          <ChoiceLabel
            label={t('payment-history.share.label')}
            checked={chosen ?? history.isShown}
            disabled={isSaving}
            aria-describedby="payment-history-share-help"
            onChange={(event) => void toggle(event.currentTarget.checked)}
          />
          <p id="payment-history-share-help" className="mt-2 text-sm text-ink-muted">
            {t('payment-history.share.help')}
          </p>
          {saveError && (
            <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
              {saveError}
            </p>
          )}
        </div>
      )}
      <PaymentHistoryView history={history} isOwner={isOwner} />
    </section>
  );
}
