import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  ContractBankCheckDocument,
  ContractBankInformationDocument,
  type ContractBankInformationQuery,
} from '../../../__generated__/graphql';
import { RouteLink } from '../../../app/links';
import { paths } from '../../../app/paths';
import { ErrorScreen } from '../../../shell/ErrorScreen';
import { Button, buttonClass } from '../../../ui/Button';
import { PageHeader } from '../../../ui/Card';
import { ErrorText, LoadState } from '../../../ui/ListState';
import { formatKennitala } from '../../../lib/format-kennitala';
import { SummarySection } from '../ContractSummary';
import { translateContractError } from '../model';
import { formatAccount } from './model';

type Payee = NonNullable<ContractBankInformationQuery['contract']>['payee'];

const partyText = (p: Payee) => p && `${p.name}, ${formatKennitala(p.identifier)}`;

/**
 * /admin/rental-contracts/{id}/bank-information: where the rent goes, for staff. The bank is
 * asked about the account as the page opens and again on demand.
 */
export function BankInformationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(ContractBankInformationDocument, { variables: { id } });
  if (data && !data.contract) return <ErrorScreen status={404} />;
  const contract = data?.contract;
  return (
    <div>
      <RouteLink
        to={paths.adminContract.href({ id })}
        className="mb-3 inline-block text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        {t('contracts.web.back_to_contract')}
      </RouteLink>
      <PageHeader
        title={t('contracts.payments.bank_title')}
        actions={
          contract?.viewerCanEdit && (
            <RouteLink
              to={paths.contractStep.href({ id, step: 'payments' })}
              className={buttonClass('secondary')}
            >
              {t('contracts.payments.edit_payments')}
            </RouteLink>
          )
        }
      />
      <LoadState
        hasData={Boolean(contract)}
        isLoading={loading}
        error={error}
        translateError={translateContractError}
      />
      {contract && (
        <div className="flex flex-col gap-4">
          <SummarySection
            title={t('contracts.payments.bank_summary')}
            rows={[
              [t('contracts.fields.payee'), partyText(contract.payee)],
              [t('contracts.payments.payor'), partyText(contract.payor)],
              [
                t('contracts.fields.paid_with_cash'),
                contract.paidWithCash ? t('common.status.yes') : t('common.status.no'),
              ],
              [t('contracts.fields.iban'), contract.payoutMethod?.bankAccount.iban],
              [
                t('contracts.payments.holder_kennitala'),
                formatKennitala(contract.payoutMethod?.bankAccount.holderKennitala),
              ],
            ]}
          />
          {contract.payoutMethod && <BankCheck contractId={id} />}
        </div>
      )}
    </div>
  );
}

/** The bank sandbox's answer about the contract's account, asked again on demand. */
function BankCheck({ contractId }: { contractId: string }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(ContractBankCheckDocument, {
    variables: { id: contractId },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const check = data?.contract?.payoutAccountCheck;
  const verdict = !check
    ? null
    : check.valid
      ? t('contracts.payments.check_valid', { name: check.holderName ?? '' })
      : t('contracts.payments.check_unknown');
  return (
    <SummarySection
      title={t('contracts.payments.check_title')}
      rows={[
        [t('contracts.payments.check_result'), loading ? t('common.status.loading') : verdict],
        [t('contracts.payments.account_number'), check?.icelandicFormat && formatAccount(check)],
        [
          t('contracts.payments.check_holder'),
          check?.icelandicFormat && formatKennitala(check.icelandicFormat.holderKennitala),
        ],
      ]}
    >
      <div className="mt-4 flex flex-col gap-2" aria-live="polite">
        {error && <ErrorText>{translateContractError(t, error)}</ErrorText>}
        <div>
          <Button
            variant="secondary"
            isLoading={loading}
            onPress={() => void refetch().catch(() => {})}
          >
            {t('contracts.payments.check_again')}
          </Button>
        </div>
      </div>
    </SummarySection>
  );
}
