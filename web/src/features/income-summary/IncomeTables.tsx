import { formatMoney, MONTHS, RESIDENTIAL_RENT_FORM } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../__generated__';
import {
  IncomeFiguresFieldsFragmentDoc,
  type MyIncomeSummaryQuery,
} from '../../__generated__/graphql';
import { Card } from '../../ui/Card';
import { cellClass, DataTable } from '../../ui/DataTable';
import { FIGURE_COLUMNS } from './model';

type Summary = MyIncomeSummaryQuery['myIncomeSummary'];
type Group = Summary['groups'][number];
type Property = Group['properties'][number];
type FiguresRef = Property['totals'];

/** Columns a phone leaves out (the page is wide enough for all of them from md up). */
const NARROW_HIDDEN = new Set(['utilities', 'defaultInterest', 'fees']);
const hideOnPhone = (field: string) => (NARROW_HIDDEN.has(field) ? 'hidden md:table-cell' : '');

function FigureCells({ figures, currency }: { figures: FiguresRef; currency: string }) {
  const { i18n } = useTranslation();
  const values = getFragmentData(IncomeFiguresFieldsFragmentDoc, figures);
  return (
    <>
      {FIGURE_COLUMNS.map(([field]) => (
        <td key={field} className={`${cellClass} text-right tabular-nums ${hideOnPhone(field)}`}>
          {formatMoney(values[field], currency, i18n.language)}
        </td>
      ))}
    </>
  );
}

function PropertyTable({ property, currency }: { property: Property; currency: string }) {
  const { t } = useTranslation();
  const code = property.propertyCode ? ` · F${property.propertyCode}` : '';
  return (
    <section className="mb-6" aria-label={property.street} data-testid="income-property">
      <h3 className="mb-2 font-semibold text-ink">
        {property.street}, {property.postalCode}
        <span className="font-normal text-ink-muted">{code}</span>
      </h3>
      <DataTable
        columns={[
          { label: t('income-summary.columns.month') },
          ...FIGURE_COLUMNS.map(([field, key]) => ({
            label: t(`income-summary.columns.${key}`),
            className: `text-right ${hideOnPhone(field)}`,
          })),
        ]}
      >
        {property.months.map((month) => (
          <tr key={month.month} className="border-t border-line" data-testid="income-month">
            <th scope="row" className={`${cellClass} font-medium capitalize`}>
              {t(`common.date_picker.months.${MONTHS[month.month - 1]}`)}
            </th>
            <FigureCells figures={month.figures} currency={currency} />
          </tr>
        ))}
        <tr className="border-t-2 border-line font-semibold" data-testid="income-property-total">
          <th scope="row" className={cellClass}>
            {t('income-summary.property_total')}
          </th>
          <FigureCells figures={property.totals} currency={currency} />
        </tr>
      </DataTable>
    </section>
  );
}

/** One group of the summary: its properties' tables, its total and the tax return's box. */
export function IncomeGroupSection({ group, summary }: { group: Group; summary: Summary }) {
  const { t, i18n } = useTranslation();
  const kind = t(`income-summary.kind.${group.kind.toLowerCase()}`);
  const totals = getFragmentData(IncomeFiguresFieldsFragmentDoc, group.totals);
  return (
    <section className="mb-8" aria-labelledby={`income-group-${group.kind}`}>
      <h2 id={`income-group-${group.kind}`} className="text-xl font-semibold text-ink">
        {kind}
      </h2>
      <p className="mb-4 text-sm text-ink-muted">
        {group.formBox
          ? t('income-summary.form_box', { box: group.formBox, form: RESIDENTIAL_RENT_FORM })
          : t('income-summary.commercial_note')}
      </p>
      {group.properties.map((property) => (
        <PropertyTable key={property.key} property={property} currency={summary.currency} />
      ))}
      <Card>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3" data-testid="income-group-totals">
          <div>
            <dt className="text-xs text-ink-muted">
              {group.formBox
                ? t('income-summary.figure_for_form', { box: group.formBox })
                : t('income-summary.columns.rent')}
            </dt>
            <dd className="text-lg font-semibold tabular-nums text-ink">
              {formatMoney(totals.rent, summary.currency, i18n.language)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-ink-muted">{t('income-summary.columns.fees')}</dt>
            <dd className="font-semibold tabular-nums text-ink">
              {formatMoney(totals.fees, summary.currency, i18n.language)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-ink-muted">{t('income-summary.columns.paid_out')}</dt>
            <dd className="font-semibold tabular-nums text-ink">
              {formatMoney(totals.paidOut, summary.currency, i18n.language)}
            </dd>
          </div>
        </dl>
      </Card>
    </section>
  );
}
