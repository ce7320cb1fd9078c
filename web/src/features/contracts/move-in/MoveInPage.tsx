import { useQuery } from '@apollo/client/react';
import { formatMoney } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ContractMoveInDocument } from '../../../__generated__/graphql';
import { RouteLink } from '../../../app/links';
import { paths } from '../../../app/paths';
import { formatDate } from '../../../lib/format';
import { ErrorScreen } from '../../../shell/ErrorScreen';
import { Card, PageHeader } from '../../../ui/Card';
import { LoadState } from '../../../ui/ListState';
import { translateContractError } from '../model';
import { moveInSteps, type MoveInState, type MoveInStep } from './model';

const NS = 'contracts.move_in';

const STATE_MARKS: Readonly<Record<MoveInState, { mark: string; className: string }>> = {
  done: { mark: '✓', className: 'bg-green-700 text-white' },
  under_way: {
    mark: '…',
    className: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  },
  waiting: { mark: '', className: 'border border-line' },
};

const linkClass = 'text-sm font-medium text-brand-700 hover:underline dark:text-brand-300';

/** Where a step is followed up, if anywhere. */
function stepLink(step: MoveInStep, contractId: string): { to: string; label: string } | null {
  const id = contractId;
  switch (step.name) {
    case 'signed':
    case 'registered':
      return { to: paths.tenantContractPdfSign.href({ id }), label: `${NS}.open_signing` };
    case 'guarantee':
      return step.guaranteeId
        ? { to: paths.tenantContractGuarantee.href({ id }), label: `${NS}.open_guarantee` }
        : { to: paths.rentalGuaranteeNewForLease.href(), label: `${NS}.apply_guarantee` };
    case 'inspection':
      return step.reportId
        ? {
            to: paths.tenantInspectionReport.href({ id: step.reportId }),
            label: `${NS}.open_report`,
          }
        : { to: paths.tenantContractInspectionReports.href({ id }), label: `${NS}.open_reports` };
    case 'keys':
      return null;
    case 'first_rent':
      return { to: paths.tenantContractPayments.href({ id }), label: `${NS}.open_payments` };
  }
}

/**
 * /tenants/rental-contracts/{id}/move-in: the tenant's way into the home in one list, each step's
 * state read from the lease (signing, HMS registration, guarantee, move-in inspection, keys and
 * the first rent), with the way to follow it up.
 */
export function MoveInPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(ContractMoveInDocument, { variables: { id } });
  if (data && !data.contract) return <ErrorScreen status={404} />;
  if (!data?.contract)
    return (
      <LoadState
        hasData={false}
        isLoading={loading}
        error={error}
        translateError={translateContractError}
      />
    );
  const contract = data.contract;
  const steps = moveInSteps(contract, data.myRentalGuarantees.items);
  const address = contract.realEstate?.address;
  const done = steps.filter((s) => s.state === 'done').length;

  const detail = (step: MoveInStep): string => {
    const key = `${NS}.steps.${step.name}.${step.state}`;
    if (step.name === 'keys' && step.state === 'done')
      return t(key, { count: step.keyCount, date: formatDate(step.handedOverOn) });
    if (step.name === 'first_rent' && step.dueDate !== null && step.amountDue !== null)
      // Due or late reads so, not as merely waiting.
      return t(
        step.paymentStatus === 'DUE' || step.paymentStatus === 'LATE'
          ? `${NS}.steps.first_rent.${step.paymentStatus.toLowerCase()}`
          : key,
        {
          date: formatDate(step.dueDate),
          amount: formatMoney(step.amountDue, step.currency, i18n.language),
        },
      );
    if (step.name === 'first_rent') return t(`${NS}.steps.first_rent.no_schedule`);
    return t(key);
  };

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <RouteLink to={paths.tenantContract.href({ id: contract.id })} className={linkClass}>
        {t('contracts.web.back_to_contract')}
      </RouteLink>
      <PageHeader
        title={t(`${NS}.title`)}
        subtitle={
          address
            ? t(`${NS}.subtitle`, {
                address: `${address.street}, ${address.postalCode}`,
                date: formatDate(contract.startDate),
              })
            : undefined
        }
      />
      <p className="text-sm text-ink-muted" data-testid="move-in-progress">
        {t(`${NS}.progress`, { done, total: steps.length })}
      </p>
      <Card>
        <ol className="flex flex-col divide-y divide-line" aria-label={t(`${NS}.title`)}>
          {steps.map((step) => {
            const link = stepLink(step, contract.id);
            const mark = STATE_MARKS[step.state];
            return (
              <li
                key={step.name}
                className="flex items-start gap-3 py-3 first:pt-0 last:pb-0"
                data-testid={`move-in-${step.name}`}
                data-state={step.state}
              >
                <span
                  aria-hidden="true"
                  className={`mt-0.5 grid size-6 shrink-0 place-items-center rounded-full text-xs font-bold ${mark.className}`}
                >
                  {mark.mark}
                </span>
                <div className="flex min-w-0 flex-col gap-1">
                  <h2 className="font-semibold text-ink">
                    {t(`${NS}.steps.${step.name}.title`)}
                    <span className="sr-only"> ({t(`${NS}.states.${step.state}`)})</span>
                  </h2>
                  <p className="text-sm text-ink-muted">{detail(step)}</p>
                  {link && (
                    <RouteLink to={link.to} className={linkClass}>
                      {t(link.label)}
                    </RouteLink>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      </Card>
    </div>
  );
}
