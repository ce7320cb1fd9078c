import {
  FIRE_HAZARD_FIELDS,
  SEX_ALLOWED,
  getRentedArea,
  getRequiredSmokeDetectors,
  houseRulesFormSchema,
  reportsFormSchema,
  type Contract,
} from '@leiga/domain';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, NumberField, SelectField, TextField } from '../../../ui/form/controlled';
import type { ContractDetail } from '../model';
import { StepFrame } from './StepFrame';
import { useStepForm } from './useStepForm';

type StepProps = { contract: ContractDetail; domain: Contract };

/** House rules: who may rent; a restriction states its reason. */
export function HouseRulesStep({ contract, domain }: StepProps) {
  const { t } = useTranslation();
  const step = useStepForm({
    contractId: contract.id,
    step: 'house-rules',
    schema: houseRulesFormSchema,
    fields: ['restrictions'],
    defaultValues: { restrictions: domain.restrictions },
  });
  const sexAllowed = useWatch({ control: step.control, name: 'restrictions.sex_allowed' });
  return (
    <StepFrame
      title={t('contracts.steps.house-rules')}
      status={step.status}
      formError={step.formError}
      onBlur={step.onBlur}
      onSubmit={step.onSubmit}
    >
      <SelectField
        control={step.control}
        name="restrictions.sex_allowed"
        asNumber
        label={t('contracts.fields.sex_allowed')}
        options={Object.entries(SEX_ALLOWED).map(([key, value]) => ({
          value: String(value),
          label: t(`contracts.sex_allowed.${key}`),
        }))}
      />
      {sexAllowed !== SEX_ALLOWED.anyone && (
        <TextField
          control={step.control}
          name="restrictions.sex_allowed_reason"
          isNullable
          multiline
          rows={3}
          maxLength={500}
          label={t('contracts.fields.sex_allowed_reason')}
        />
      )}
    </StepFrame>
  );
}

/** Reports and documents: the four fire-safety confirmations and the smoke detectors. */
export function ReportsStep({ contract, domain }: StepProps) {
  const { t } = useTranslation();
  const step = useStepForm({
    contractId: contract.id,
    step: 'reports-and-documents',
    schema: reportsFormSchema({ real_estate: domain.real_estate }),
    fields: [...FIRE_HAZARD_FIELDS, 'smoke_detector_count'],
    defaultValues: {
      fire_hazard_smoke_detectors: domain.fire_hazard_smoke_detectors,
      fire_hazard_hand_fire_extinguishers: domain.fire_hazard_hand_fire_extinguishers,
      fire_hazard_escape_routes: domain.fire_hazard_escape_routes,
      fire_hazard_comply_declaration: domain.fire_hazard_comply_declaration,
      smoke_detector_count: domain.smoke_detector_count,
    },
  });
  const area = getRentedArea(domain.real_estate?.units ?? []);
  return (
    <StepFrame
      title={t('contracts.steps.reports-and-documents')}
      status={step.status}
      formError={step.formError}
      onBlur={step.onBlur}
      onSubmit={step.onSubmit}
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium text-ink">
          {t('contracts.web.fire_safety')}
        </legend>
        {FIRE_HAZARD_FIELDS.map((field) => (
          <CheckboxField
            key={field}
            control={step.control}
            name={field}
            label={t(`contracts.fields.${field}`)}
          />
        ))}
      </fieldset>
      <NumberField
        control={step.control}
        name="smoke_detector_count"
        isNullable
        label={t('contracts.fields.smoke_detector_count')}
        hint={t('contracts.web.smoke_detector_hint', {
          needed: getRequiredSmokeDetectors(area),
          area,
        })}
      />
    </StepFrame>
  );
}
