import { useTranslation } from 'react-i18next';
import { fromGraphEnum } from '../../../lib/enums';
import { SummarySection } from '../ContractSummary';
import type { ContractDetail } from '../model';

const M = 'contracts.maintenance';

/** The amenities step's answer, read-only (a committed contract, or read access). */
export function AmenitiesSummary({ contract: c }: { contract: ContractDetail }) {
  const { t } = useTranslation();
  const names = c.amenities?.map((a) => t(`listings.amenities.${fromGraphEnum(a)}`));
  return (
    <SummarySection
      title={t('contracts.steps.amenities')}
      rows={[
        [
          t('contracts.amenities.amenities_label'),
          names ? names.join(', ') || t('contracts.amenities.none') : null,
        ],
        [t('contracts.amenities.fixtures_label'), c.fixturesDescription ?? null],
      ]}
    />
  );
}

/** The maintenance-and-inspection step's answer, read-only. */
export function MaintenanceSummary({ contract: c }: { contract: ContractDetail }) {
  const { t } = useTranslation();
  const m = c.maintenance;
  const duties = m?.tenantDuties.map((d) => t(`${M}.duties.${fromGraphEnum(d)}`)).join(', ');
  const isIndependent = m?.inspection === 'INDEPENDENT';
  return (
    <SummarySection
      title={t('contracts.steps.maintenance-and-inspection')}
      rows={[
        [t(`${M}.duties_label`), m ? duties || t(`${M}.no_duties`) : null],
        [t(`${M}.notes_label`), m?.maintenanceNotes ?? null],
        [
          t(`${M}.inspection_label`),
          m ? t(`${M}.inspection.${fromGraphEnum(m.inspection)}`) : null,
        ],
        ...(isIndependent
          ? ([
              [
                t(`${M}.paid_by_label`),
                m.inspectionPaidBy ? t(`${M}.paid_by.${fromGraphEnum(m.inspectionPaidBy)}`) : null,
              ],
              [t(`${M}.inspector_label`), m.inspectorName ?? null],
            ] as [string, string | null][])
          : []),
      ]}
    />
  );
}
