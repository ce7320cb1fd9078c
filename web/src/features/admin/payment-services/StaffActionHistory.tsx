import { formatMoney } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { EmptyText } from '../../../ui/EmptyState';

/** A staff action as the bill query reads it. */
type HistoryAction = {
  id: string;
  action: string;
  reason: string;
  createdAt: string;
  changes: { field: string; before?: string | null; after?: string | null }[];
};

const DATE_FIELDS = new Set(['due_date', 'final_due_date']);
const AMOUNT_FIELDS = new Set(['amount']);

/** The staff actions on one rent period, newest first, each with its reason and changes. */
export function StaffActionHistory({ actions }: { actions: HistoryAction[] }) {
  const { t, i18n } = useTranslation();
  const show = (field: string, value: string | null | undefined): string => {
    if (value === null || value === undefined) return t('staff-finance.none');
    if (DATE_FIELDS.has(field)) return formatDate(value);
    if (AMOUNT_FIELDS.has(field)) return formatMoney(Number(value), 'ISK', i18n.language);
    if (field === 'is_on_hold')
      return t(value === 'true' ? 'staff-finance.held' : 'staff-finance.not_held');
    return value;
  };
  if (actions.length === 0) return <EmptyText>{t('staff-finance.no_history')}</EmptyText>;
  return (
    <ol className="flex flex-col gap-2 text-sm" data-testid="staff-period-history">
      {actions.map((a) => (
        <li key={a.id} className="rounded-lg border border-line p-2">
          <p className="font-medium">
            {formatDate(a.createdAt)} ·{' '}
            {t([`staff-finance.action.${a.action}`, `finances.admin.action.${a.action}`, a.action])}
          </p>
          <p className="text-ink-muted">{a.reason}</p>
          {a.changes.length > 0 && (
            <ul className="mt-1">
              {a.changes.map((c) => (
                <li key={c.field}>
                  {t('staff-finance.change', {
                    field: t([`staff-finance.field.${c.field}`, c.field]),
                    before: show(c.field, c.before),
                    after: show(c.field, c.after),
                  })}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
