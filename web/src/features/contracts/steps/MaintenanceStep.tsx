import { useMutation } from '@apollo/client/react';
import {
  INSPECTION_PAYERS,
  LEASE_DETAILS_LIMITS,
  MAINTENANCE_DUTIES,
  MOVE_IN_INSPECTIONS,
  contractMaintenanceInputSchema,
  type Contract,
} from '@leiga/domain';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UpdateContractMaintenanceDocument } from '../../../__generated__/graphql';
import { toGraphEnum, toGraphEnumOrNull } from '../../../lib/enums';
import { TextField } from '../../../ui/form/controlled';
import type { ContractDetail } from '../model';
import { StepFrame } from '../wizard/StepFrame';
import { ChoiceList } from './ChoiceList';
import { useDetailsStep } from './useDetailsStep';

const M = 'contracts.maintenance';

/**
 * Maintenance and inspection: the upkeep the tenant takes on beyond the law's defaults, other
 * arrangements in words, and whether the move-in inspection (úttekt) is joint or made by an
 * independent inspector, and then who pays them.
 */
export function MaintenanceStep({
  contract,
  domain,
}: {
  contract: ContractDetail;
  domain: Contract;
}) {
  const { t } = useTranslation();
  const [update] = useMutation(UpdateContractMaintenanceDocument);
  const saved = domain.maintenance;
  const step = useDetailsStep({
    contractId: contract.id,
    step: 'maintenance-and-inspection',
    schema: contractMaintenanceInputSchema,
    isSaved: saved !== null,
    defaultValues: {
      tenant_duties: saved?.tenant_duties ?? [],
      maintenance_notes: saved?.maintenance_notes ?? null,
      inspection: saved?.inspection ?? 'joint',
      inspection_paid_by: saved?.inspection_paid_by ?? null,
      inspector_name: saved?.inspector_name ?? null,
    },
    save: (values) =>
      update({
        variables: {
          input: {
            id: contract.id,
            tenantDuties: values.tenant_duties.map(toGraphEnum),
            maintenanceNotes: values.maintenance_notes,
            inspection: toGraphEnum(values.inspection),
            inspectionPaidBy: toGraphEnumOrNull(values.inspection_paid_by),
            inspectorName: values.inspector_name,
          },
        },
      }),
  });
  const inspection = useWatch({ control: step.control, name: 'inspection' });
  return (
    <StepFrame
      title={t('contracts.steps.maintenance-and-inspection')}
      note={t(`${M}.intro`)}
      status={step.status}
      formError={step.formError}
      onBlur={step.onBlur}
      onSubmit={step.onSubmit}
    >
      <ChoiceList
        control={step.control}
        name="tenant_duties"
        isMultiple
        testId="maintenance-duties"
        legend={t(`${M}.duties_label`)}
        options={MAINTENANCE_DUTIES.map((d) => ({ value: d, label: t(`${M}.duties.${d}`) }))}
      />
      <TextField
        control={step.control}
        name="maintenance_notes"
        isNullable
        multiline
        rows={4}
        maxLength={LEASE_DETAILS_LIMITS.maintenanceNotesMaxLength}
        label={t(`${M}.notes_label`)}
        hint={t(`${M}.notes_hint`)}
      />
      <div className="flex flex-col gap-2">
        <ChoiceList
          control={step.control}
          name="inspection"
          testId="inspection-choices"
          legend={t(`${M}.inspection_label`)}
          options={MOVE_IN_INSPECTIONS.map((i) => ({
            value: i,
            label: t(`${M}.inspection.${i}`),
          }))}
        />
        <p className="text-sm text-ink-muted">{t(`${M}.inspection_hint`)}</p>
      </div>
      {inspection === 'independent' && (
        <>
          <ChoiceList
            control={step.control}
            name="inspection_paid_by"
            testId="inspection-payer"
            legend={t(`${M}.paid_by_label`)}
            options={INSPECTION_PAYERS.map((p) => ({ value: p, label: t(`${M}.paid_by.${p}`) }))}
          />
          <TextField
            control={step.control}
            name="inspector_name"
            isNullable
            maxLength={LEASE_DETAILS_LIMITS.inspectorNameMaxLength}
            label={t(`${M}.inspector_label`)}
          />
        </>
      )}
    </StepFrame>
  );
}
