import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SubjectRow } from '../SubjectRow';
import { unitLabel, type ReportDetail } from '../model';

/** Furniture and appliances, room by room: each needs a condition (SPEC 5). */
export function FurnitureStep({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const rooms = report.units
    .map((unit) => ({
      unit,
      items: unit.subjects.filter((s) => s.kind === 'FURNITURE' || s.kind === 'APPLIANCE'),
    }))
    .filter((r) => r.items.length > 0);
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h1 id={`${id}-title`} className="text-xl font-semibold text-ink">
        {t('inspection-steps.furniture.title')}
      </h1>
      <p className="text-sm text-ink-muted">{t('inspection-steps.furniture.intro')}</p>
      {rooms.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('inspection-steps.furniture.empty')}</p>
      ) : (
        rooms.map(({ unit, items }) => (
          <div key={unit.id} className="flex flex-col gap-2">
            <h3 className="font-semibold text-ink">{unitLabel(t, unit, report.units)}</h3>
            <ul className="flex flex-col gap-2">
              {items.map((subject) => (
                <SubjectRow
                  key={subject.id}
                  reportId={report.id}
                  subject={subject}
                  isEditable={report.viewerCanEdit}
                />
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
