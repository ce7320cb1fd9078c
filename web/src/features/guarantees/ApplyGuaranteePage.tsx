import { useMutation, useQuery } from '@apollo/client/react';
import {
  GUARANTEE_MAX_RENT_MONTHS,
  createGuaranteeSchema,
  getIcelandicToday,
  leaseGuaranteeBlocker,
} from '@leiga/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  AssessRentalGuaranteeDocument,
  CreateRentalGuaranteeDocument,
  GuaranteeContractsDocument,
} from '../../__generated__/graphql';
import { RouteLink, useLocalizedPath } from '../../app/links';
import { paths } from '../../app/paths';
import { fromGraphEnum } from '../../lib/enums';
import { Button } from '../../ui/Button';
import { Card, PageHeader } from '../../ui/Card';
import { ErrorText } from '../../ui/ListState';
import { inputClass, labelClass } from '../../ui/fields';
import { getGraphError } from '../../ui/graph-errors';
import { readGuarantee, translateGuaranteeError } from './model';

type Source = 'contract' | 'planned';

/** The graph's camelCase input fields onto the form's (REST) names. */
const GRAPH_FIELDS: Readonly<Record<string, string>> = {
  contractId: 'contract_id',
  monthlyRent: 'monthly_rent',
};

const toInt = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * /rental-guarantees/new: apply for one of my contracts or a planned lease, give the amount (at
 * most 3 months' rent), consent to the credit check, and get the decision straight away.
 * /rental-guarantees/new/rental-contract opens it on "one of my contracts".
 */
export function ApplyGuaranteePage({ initialSource = 'planned' }: { initialSource?: Source }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const contracts = useQuery(GuaranteeContractsDocument);
  const [create] = useMutation(CreateRentalGuaranteeDocument);
  const [assess] = useMutation(AssessRentalGuaranteeDocument);
  const [source, setSource] = useState<Source>(initialSource);
  const [contractId, setContractId] = useState('');
  const [rent, setRent] = useState('');
  const [amount, setAmount] = useState('');
  const [consent, setConsent] = useState(false);
  const [withOthers, setWithOthers] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A draft or a lease that has ended backs no new guarantee (the api refuses them too).
  const today = getIcelandicToday();
  const leases = (contracts.data?.contracts.items ?? []).filter(
    (c) =>
      leaseGuaranteeBlocker(
        { status: fromGraphEnum(c.status), endDate: c.endDate ?? null },
        today,
      ) === null,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const input = {
      amount: toInt(amount),
      ...(source === 'contract'
        ? { contract_id: toInt(contractId) }
        : { monthly_rent: toInt(rent) }),
    };
    const parsed = createGuaranteeSchema.safeParse(input);
    const errors: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    // With co-applicants the decision waits for them: consent is given on the next page.
    const needsConsent = !consent && !withOthers;
    if (needsConsent) errors['consent'] = 'guarantees.web.consent_required';
    setFieldErrors(errors);
    if (!parsed.success || needsConsent) return;
    setBusy(true);
    try {
      const created = await create({
        variables: {
          input: {
            amount: parsed.data.amount,
            contractId:
              parsed.data.contract_id === undefined ? null : String(parsed.data.contract_id),
            monthlyRent: parsed.data.monthly_rent ?? null,
          },
        },
      });
      const guarantee = created.data && readGuarantee(created.data.createRentalGuarantee);
      if (!guarantee) return;
      if (withOthers) {
        await navigate(localize(paths.rentalGuaranteeNewStatus.href({ id: guarantee.id })));
        return;
      }
      await assess({ variables: { input: { id: guarantee.id, consent: true } } });
      await navigate(localize(paths.tenantRentalGuarantee.href({ id: guarantee.id })));
    } catch (error) {
      const { fields } = getGraphError(error);
      setFieldErrors(
        Object.fromEntries(
          Object.entries(fields).map(([k, v]) => [GRAPH_FIELDS[k] ?? k, v] as const),
        ),
      );
      setFormError(translateGuaranteeError(t, error));
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (name: string) =>
    fieldErrors[name] ? (
      <span role="alert" className="text-sm text-red-700 dark:text-red-400">
        {t(fieldErrors[name]!)}
      </span>
    ) : null;

  return (
    <div className="mx-auto max-w-xl p-4">
      <RouteLink
        to={paths.tenantRentalGuarantees.href()}
        className="mb-3 inline-block text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        {t('guarantees.web.back_to_list')}
      </RouteLink>
      <PageHeader
        title={t('guarantees.web.apply_title')}
        subtitle={t('guarantees.web.apply_subtitle')}
      />
      <Card>
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-2">
            <legend className={labelClass}>{t('guarantees.web.source')}</legend>
            {(['planned', 'contract'] as const).map((s) => (
              <label key={s} className="flex items-center gap-2 text-ink">
                <input
                  type="radio"
                  name="source"
                  value={s}
                  checked={source === s}
                  onChange={() => setSource(s)}
                />
                {t(`guarantees.web.source_${s}`)}
              </label>
            ))}
          </fieldset>
          {source === 'contract' ? (
            <div className="flex flex-col gap-1.5">
              <label htmlFor="guarantee-contract" className={labelClass}>
                {t('guarantees.web.fields.lease')}
              </label>
              <select
                id="guarantee-contract"
                className={inputClass}
                value={contractId}
                onChange={(e) => setContractId(e.target.value)}
              >
                <option value="">{t('guarantees.web.choose_contract')}</option>
                {leases.map((c) => (
                  <option key={c.id} value={c.id}>
                    {t('guarantees.web.for_contract', { id: c.id })}
                  </option>
                ))}
              </select>
              {leases.length === 0 && !contracts.loading && (
                <span className="text-sm text-ink-muted">{t('guarantees.web.no_contracts')}</span>
              )}
              {fieldError('contract_id')}
            </div>
          ) : (
            <div className="flex flex-col gap-1.5">
              <label htmlFor="guarantee-rent" className={labelClass}>
                {t('guarantees.web.fields.monthly_rent')}
              </label>
              <input
                id="guarantee-rent"
                className={inputClass}
                inputMode="numeric"
                value={rent}
                onChange={(e) => setRent(e.target.value)}
              />
              {fieldError('monthly_rent')}
            </div>
          )}
          <div className="flex flex-col gap-1.5">
            <label htmlFor="guarantee-amount" className={labelClass}>
              {t('guarantees.web.fields.amount')}
            </label>
            <input
              id="guarantee-amount"
              className={inputClass}
              inputMode="numeric"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
            <span className="text-sm text-ink-muted">
              {t('guarantees.web.amount_hint', { months: GUARANTEE_MAX_RENT_MONTHS })}
            </span>
            {fieldError('amount')}
          </div>
          <label className="flex items-start gap-2 text-ink">
            <input
              type="checkbox"
              checked={withOthers}
              onChange={(e) => setWithOthers(e.target.checked)}
            />
            <span>{t('guarantee-applicants.web.with_others')}</span>
          </label>
          <label className="flex items-start gap-2 text-ink">
            <input
              type="checkbox"
              checked={consent}
              onChange={(e) => setConsent(e.target.checked)}
            />
            <span>{t('guarantees.web.consent')}</span>
          </label>
          {fieldError('consent')}
          {formError && <ErrorText>{formError}</ErrorText>}
          <Button type="submit" isLoading={busy}>
            {t('guarantees.web.submit')}
          </Button>
        </form>
      </Card>
    </div>
  );
}

export const ApplyGuaranteeForLeasePage = () => <ApplyGuaranteePage initialSource="contract" />;
