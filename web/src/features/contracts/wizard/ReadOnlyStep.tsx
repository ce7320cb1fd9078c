import type { ContractStep } from '@leiga/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../../app/links';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../ui/Button';
import { FormAlert } from '../../../ui/form/FormKit';
import { ContractSummary, PartiesSummary, SummarySection } from '../ContractSummary';
import type { ContractDetail } from '../model';
import { AmenitiesSummary, MaintenanceSummary } from '../steps/LeaseDetailsSummary';
import { getNextStep } from './patch';

/**
 * A step whose editing is not offered yet or a contract the viewer may not change: what the
 * contract has, read-only, and why.
 */
export function ReadOnlyStep({
  contract: c,
  step,
  reason,
}: {
  contract: ContractDetail;
  step: ContractStep;
  reason: 'not_yet' | 'read_only';
}) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (step === 'parties') body = <PartiesSummary contract={c} />;
  else if (step === 'amenities') body = <AmenitiesSummary contract={c} />;
  else if (step === 'maintenance-and-inspection') body = <MaintenanceSummary contract={c} />;
  else if (step === 'special-terms')
    body = (
      <SummarySection
        title={t(`contracts.steps.${step}`)}
        rows={
          c.terminationReasons.length > 0
            ? c.terminationReasons.map((r, i): [string, string] => [`${i + 1}.`, r.text])
            : [[t(`contracts.steps.${step}`), null]]
        }
      />
    );
  else body = <ContractSummary contract={c} />;
  return (
    <div className="flex flex-col gap-5">
      <h2 className="text-xl font-semibold text-ink">{t(`contracts.steps.${step}`)}</h2>
      <FormAlert tone="info">
        <span data-testid={`step-${reason}`}>{t(`contracts.web.step_${reason}`)}</span>
      </FormAlert>
      {body}
      <div>
        <RouteLink
          to={paths.contractStep.href({ id: c.id, step: getNextStep(step) })}
          className={buttonClass('secondary')}
        >
          {t('contracts.web.next_step')}
        </RouteLink>
      </div>
    </div>
  );
}
