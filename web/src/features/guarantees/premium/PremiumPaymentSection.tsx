import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../../__generated__';
import {
  GuaranteePremiumDocument,
  GuaranteePremium_GuaranteeFragmentDoc,
  SetGuaranteeSpreadPaymentsDocument,
} from '../../../__generated__/graphql';
import { toast } from '../../../shell/toast-store';
import { Card } from '../../../ui/Card';
import { ChoiceLabel } from '../../../ui/form/Choice';
import { ErrorText } from '../../../ui/ListState';
import { AnnuityCells, annuityFacts, useAnnuityFormat } from '../../../ui/annuity-schedule';
import { translateGuaranteeError } from '../model';

/**
 * How the premium is paid: at once, or in 12 monthly payments at the published loan terms, with
 * the cost told before the choice (interest, notice fees, APRC: consumer-credit law 33/2013) and
 * the payment schedule. The tenant chooses while the approved offer stands; others read it.
 */
export function PremiumPaymentSection({ id }: { id: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const format = useAnnuityFormat();
  const { data, loading, error } = useQuery(GuaranteePremiumDocument, { variables: { id } });
  const [save, saving] = useMutation(SetGuaranteeSpreadPaymentsDocument);
  // The choice shows at once; the saved one takes over when the api answers (or refuses).
  const [pending, setPending] = useState<boolean | null>(null);
  const g = data?.rentalGuarantee
    ? getFragmentData(GuaranteePremium_GuaranteeFragmentDoc, data.rentalGuarantee)
    : null;
  const s = g?.loanPaymentSchedule;
  if (loading && !g) return null;
  if (error) return <ErrorText>{translateGuaranteeError(t, error)}</ErrorText>;
  if (!g || !s || g.yearlyPremium === null) return null;

  const { money } = format;
  const monthly = s.annuity + s.noticeFee;
  const canChoose = g.currentUserRole === 'PRINCIPAL' && g.status === 'APPROVED';

  const chosen = pending ?? g.spreadPayments;
  const choose = async (spreadPayments: boolean) => {
    if (spreadPayments === chosen) return;
    setPending(spreadPayments);
    try {
      await save({ variables: { input: { guaranteeId: g.id, spreadPayments } } });
      toast.success(t('guarantees.premium.saved'));
    } catch (err) {
      toast.error(translateGuaranteeError(t, err));
    } finally {
      setPending(null);
    }
  };

  const facts = annuityFacts(
    s,
    format,
    t('guarantees.premium.monthly_value', { amount: money(monthly) }),
  );

  return (
    <Card>
      <section aria-labelledby={titleId} className="flex flex-col gap-4">
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {t('guarantees.premium.title')}
        </h2>
        {canChoose ? (
          <fieldset className="flex flex-col gap-2" aria-busy={saving.loading}>
            <legend className="mb-1 text-sm text-ink-muted">
              {t('guarantees.premium.choose')}
            </legend>
            <ChoiceLabel
              type="radio"
              name={`${titleId}-spread`}
              checked={!chosen}
              onChange={() => void choose(false)}
              label={t('guarantees.premium.at_once', { amount: money(g.yearlyPremium) })}
            />
            <ChoiceLabel
              type="radio"
              name={`${titleId}-spread`}
              checked={chosen}
              onChange={() => void choose(true)}
              label={t('guarantees.premium.spread', { amount: money(monthly) })}
            />
          </fieldset>
        ) : (
          <p className="text-ink" data-testid="premium-choice">
            {g.spreadPayments
              ? t('guarantees.premium.chosen_spread', { amount: money(monthly) })
              : t('guarantees.premium.chosen_at_once', { amount: money(g.yearlyPremium) })}
          </p>
        )}
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2" data-testid="premium-facts">
          {facts.map(([key, value]) => (
            <div key={key}>
              <dt className="text-xs text-ink-muted">{t(`guarantees.premium.fields.${key}`)}</dt>
              <dd className="font-semibold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        <details>
          <summary className="cursor-pointer text-sm font-medium text-brand-700 dark:text-brand-300">
            {t('guarantees.premium.show_schedule')}
          </summary>
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-sm" data-testid="premium-schedule">
              <caption className="sr-only">{t('guarantees.premium.schedule_caption')}</caption>
              <thead>
                <tr className="text-start text-xs text-ink-muted">
                  {(['due', 'principal', 'interest', 'fee', 'total', 'balance'] as const).map(
                    (c) => (
                      <th key={c} scope="col" className="px-2 py-1 text-start font-medium">
                        {t(`guarantees.premium.columns.${c}`)}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {s.rows.map((r) => (
                  <tr key={r.number} className="border-t border-line">
                    <AnnuityCells row={r} money={money} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>
    </Card>
  );
}
