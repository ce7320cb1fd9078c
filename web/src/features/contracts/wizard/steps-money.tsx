import {
  INSURANCE_TYPES,
  checkIndexationAllowed,
  getInsuranceCap,
  getUtilityPrice,
  rentFormSchema,
  type Contract,
} from '@leiga/domain';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, NumberField, SelectField, TextField } from '../../../ui/form/controlled';
import { formatPrice } from '../format';
import { IndexedRentPreview } from '../indexation/IndexedRentPreview';
import { PriceEstimatePanel } from '../indexation/PriceEstimatePanel';
import type { ContractDetail } from '../model';
import { StepFrame } from './StepFrame';
import { useStepForm } from './useStepForm';

type StepProps = { contract: ContractDetail; domain: Contract };

/**
 * Rent and securities: price (with a suggestion from comparable listings), currency (ISK unless
 * told), the security with its cap (3 × (rent + housefund)), prepaid rent, and CPI indexation
 * where the law allows it, with the indexed rent of the coming months.
 */
export function RentStep({ contract, domain }: StepProps) {
  const { t, i18n } = useTranslation();
  const step = useStepForm({
    contractId: contract.id,
    step: 'rent-and-securities',
    schema: rentFormSchema(domain),
    fields: [
      'price',
      'currency',
      'insurance_type',
      'insurance_amount',
      'pre_paid_rent_amount',
      'pre_paid_rent_months',
      'is_indexed',
      'index_base_month',
    ],
    defaultValues: {
      price: domain.price,
      currency: domain.currency ?? 'ISK',
      insurance_type: domain.insurance_type,
      insurance_amount: domain.insurance_amount,
      pre_paid_rent_amount: domain.pre_paid_rent_amount,
      pre_paid_rent_months: domain.pre_paid_rent_months,
      is_indexed: domain.is_indexed,
      index_base_month: domain.index_base_month,
    },
  });
  const [price, currency, isIndexed] = useWatch({
    control: step.control,
    name: ['price', 'currency', 'is_indexed'],
  });
  const cap =
    typeof price === 'number' && price > 0
      ? getInsuranceCap(price, getUtilityPrice(domain.utilities, 'housefund'))
      : null;
  const indexation = checkIndexationAllowed(domain);
  return (
    <StepFrame
      title={t('contracts.steps.rent-and-securities')}
      status={step.status}
      formError={step.formError}
      onBlur={step.onBlur}
      onSubmit={step.onSubmit}
    >
      <NumberField
        control={step.control}
        name="price"
        isNullable
        label={t('contracts.fields.price')}
        unit={typeof currency === 'string' ? currency : undefined}
      />
      <PriceEstimatePanel
        contractId={contract.id}
        onUse={(rent) => {
          // One click takes the suggestion and saves it, as leaving the field would.
          step.form.setValue('price', rent, { shouldDirty: true, shouldValidate: true });
          step.onBlur();
        }}
      />
      <TextField control={step.control} name="currency" label={t('contracts.fields.currency')} />
      <SelectField
        control={step.control}
        name="insurance_type"
        isNullable
        label={t('contracts.fields.insurance_type')}
        placeholder={t('contracts.web.no_security')}
        options={INSURANCE_TYPES.map((v) => ({
          value: v,
          label: t(`contracts.insurance_types.${v}`),
        }))}
      />
      <NumberField
        control={step.control}
        name="insurance_amount"
        isNullable
        label={t('contracts.fields.insurance_amount')}
        hint={
          cap === null
            ? t('contracts.web.insurance_cap_rule')
            : t('contracts.web.insurance_cap', {
                cap: formatPrice(
                  cap,
                  typeof currency === 'string' && currency ? currency : 'ISK',
                  i18n.language,
                ),
              })
        }
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          control={step.control}
          name="pre_paid_rent_amount"
          isNullable
          label={t('contracts.fields.pre_paid_rent_amount')}
        />
        <NumberField
          control={step.control}
          name="pre_paid_rent_months"
          isNullable
          label={t('contracts.fields.pre_paid_rent_months')}
        />
      </div>
      {indexation.isAllowed || isIndexed ? (
        <>
          <CheckboxField
            control={step.control}
            name="is_indexed"
            label={t('contracts.fields.is_indexed')}
          />
          {isIndexed && (
            <TextField
              control={step.control}
              name="index_base_month"
              isNullable
              label={t('contracts.fields.index_base_month')}
              placeholder="2025M06"
              hint={t('contracts.web.index_month_hint')}
            />
          )}
          <IndexedRentPreview contractId={contract.id} domain={domain} />
        </>
      ) : (
        <p className="text-sm text-ink-muted" data-testid="indexation-not-allowed">
          {t(`contracts.validation.indexation_${indexation.reason}`)}
        </p>
      )}
    </StepFrame>
  );
}
