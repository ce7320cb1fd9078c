import { PDF_EMPTY, orEmpty, type PdfTranslate } from './pdf-text.js';
import type { Contract } from './schemas.js';

/**
 * The lease PDF's amenities and maintenance-and-inspection sections: what comes with the
 * dwelling, the upkeep the tenant takes on beyond the law, and how the move-in inspection
 * (úttekt) is made and paid for.
 */

/** pdf-model's PdfSection, written out so the two files do not import each other. */
type PdfSection = {
  heading: string;
  blocks: { title: string | null; rows: { label: string; value: string }[] }[];
};

type Details = Pick<Contract, 'amenities' | 'fixtures_description' | 'maintenance'>;

const A = 'contracts.amenities';
const M = 'contracts.maintenance';

export function amenitiesSection(contract: Details, t: PdfTranslate): PdfSection {
  const names = (contract.amenities ?? []).map((a) => t(`listings.amenities.${a}`));
  const rows = [
    {
      label: t(`${A}.amenities_label`),
      value: contract.amenities === null ? PDF_EMPTY : names.join(', ') || t(`${A}.none`),
    },
    { label: t(`${A}.fixtures_label`), value: orEmpty(contract.fixtures_description) },
  ];
  return { heading: t('contracts.steps.amenities'), blocks: [{ title: null, rows }] };
}

export function maintenanceSection(contract: Details, t: PdfTranslate): PdfSection {
  const m = contract.maintenance;
  const duties = m?.tenant_duties.map((d) => t(`${M}.duties.${d}`)).join(', ');
  const isIndependent = m?.inspection === 'independent';
  const rows = [
    { label: t(`${M}.duties_label`), value: m ? duties || t(`${M}.no_duties`) : PDF_EMPTY },
    { label: t(`${M}.notes_label`), value: orEmpty(m?.maintenance_notes) },
    {
      label: t(`${M}.inspection_label`),
      value: m ? t(`${M}.inspection.${m.inspection}`) : PDF_EMPTY,
    },
    ...(isIndependent
      ? [
          {
            label: t(`${M}.paid_by_label`),
            value: m.inspection_paid_by ? t(`${M}.paid_by.${m.inspection_paid_by}`) : PDF_EMPTY,
          },
          { label: t(`${M}.inspector_label`), value: orEmpty(m.inspector_name) },
        ]
      : []),
  ];
  return {
    heading: t('contracts.steps.maintenance-and-inspection'),
    blocks: [{ title: null, rows }],
  };
}
