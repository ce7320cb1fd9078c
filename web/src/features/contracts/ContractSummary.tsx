import { SEX_ALLOWED, FIRE_HAZARD_FIELDS } from '@leiga/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { enumKey } from '../../lib/enums';
import { formatDate } from '../../lib/format';
import { formatKennitala } from '../../lib/format-kennitala';
import { formatPrice } from './format';
import type { ContractDetail } from './model';

const SEX_ALLOWED_KEYS: Record<number, string> = Object.fromEntries(
  Object.entries(SEX_ALLOWED).map(([key, value]) => [value, key]),
);

const FIRE_HAZARD_VALUES = {
  fire_hazard_smoke_detectors: (c: ContractDetail) => c.fireHazardSmokeDetectors,
  fire_hazard_hand_fire_extinguishers: (c: ContractDetail) => c.fireHazardHandFireExtinguishers,
  fire_hazard_escape_routes: (c: ContractDetail) => c.fireHazardEscapeRoutes,
  fire_hazard_comply_declaration: (c: ContractDetail) => c.fireHazardComplyDeclaration,
};

/** One titled part of the summary: label and value pairs. */
export function SummarySection({
  title,
  rows,
  children,
}: {
  title: string;
  rows: readonly [string, ReactNode][];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm sm:p-5">
      <h3 className="mb-3 font-semibold text-ink">{title}</h3>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="text-ink">
              {value === null || value === undefined || value === ''
                ? t('common.status.none')
                : value}
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}

/** The parties, landlords then tenants, each with kennitala and contacts. */
export function PartiesSummary({ contract: c }: { contract: ContractDetail }) {
  const { t } = useTranslation();
  const row = (p: ContractDetail['landlords'][number]): [string, ReactNode] => [
    t(enumKey('contracts.party_roles', p.role)),
    <span key={p.name}>
      <span className="font-medium">{p.name}</span>
      {p.identifier && ` · ${formatKennitala(p.identifier)}`}
      {p.emails.length > 0 && ` · ${p.emails.map((e) => e.email).join(', ')}`}
      {p.phones.length > 0 &&
        ` · ${p.phones.map((x) => `+${x.countryCode} ${x.number}`).join(', ')}`}
    </span>,
  ];
  const rows = [...c.landlords, ...c.tenants].map(row);
  return (
    <SummarySection
      title={t('contracts.steps.parties')}
      rows={rows.length > 0 ? rows : [[t('contracts.fields.landlords'), null]]}
    />
  );
}

/**
 * Every section of the contract, read-only (the contract page and the wizard's preview);
 * `children` are further sections (amenities, maintenance) laid out in the same grid.
 */
export function ContractSummary({
  contract: c,
  children,
}: {
  contract: ContractDetail;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const yesNo = (v: boolean | null | undefined) =>
    v === null || v === undefined ? null : v ? t('common.status.yes') : t('common.status.no');
  const money = (v: number | null | undefined) =>
    v === null || v === undefined ? null : formatPrice(v, c.currency ?? 'ISK', i18n.language);
  const address = c.realEstate?.address;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <PartiesSummary contract={c} />
      <SummarySection
        title={t('contracts.steps.property')}
        rows={[
          [
            t('contracts.fields.street'),
            address ? `${address.street}, ${address.postalCode}` : null,
          ],
          [t('contracts.fields.landreg_id'), c.realEstate?.landregId],
          [
            t('contracts.fields.listing_type'),
            c.listingType ? t(enumKey('listings.types', c.listingType)) : null,
          ],
          [
            t('contracts.fields.special_group_usage'),
            c.specialGroupUsage
              ? t(enumKey('contracts.special_groups', c.specialGroupUsage))
              : null,
          ],
          [t('contracts.fields.rooms'), c.rooms],
          ...(c.realEstate?.units ?? []).map((u): [string, ReactNode] => [
            `${t('contracts.fields.unit_code')} ${u.unitCode}`,
            `${u.propertyCode} · ${u.changedSize ?? u.size} m²`,
          ]),
        ]}
      />
      <SummarySection
        title={t('contracts.steps.period')}
        rows={[
          [t('contracts.fields.start_date'), formatDate(c.startDate)],
          [t('contracts.fields.is_definite'), yesNo(c.isDefinite)],
          [t('contracts.fields.end_date'), formatDate(c.endDate)],
          [t('contracts.fields.termination_term_length'), c.terminationTermLength],
        ]}
      />
      <SummarySection
        title={t('contracts.steps.rent-and-securities')}
        rows={[
          [t('contracts.fields.price'), money(c.price)],
          [
            t('contracts.fields.insurance_type'),
            c.insuranceType ? t(enumKey('contracts.insurance_types', c.insuranceType)) : null,
          ],
          [t('contracts.fields.insurance_amount'), money(c.insuranceAmount)],
          [t('contracts.fields.pre_paid_rent_amount'), money(c.prePaidRentAmount)],
          [t('contracts.fields.pre_paid_rent_months'), c.prePaidRentMonths],
          [t('contracts.fields.is_indexed'), yesNo(c.isIndexed)],
          ...(c.isIndexed
            ? [[t('contracts.fields.index_base_month'), c.indexBaseMonth] as [string, ReactNode]]
            : []),
        ]}
      />
      <SummarySection
        title={t('contracts.steps.utilities')}
        rows={
          c.utilities.length > 0
            ? c.utilities.map((u): [string, ReactNode] => [
                u.name ?? t(enumKey('contracts.utilities', u.tag)),
                [
                  u.paidByTenant ? t('contracts.fields.paid_by_tenant') : null,
                  u.price !== null && u.price !== undefined ? money(u.price) : null,
                  ...u.meterReadings.map(
                    (m) => `${m.meterNumber}: ${m.value} (${formatDate(m.readAt)})`,
                  ),
                ]
                  .filter(Boolean)
                  .join(' · '),
              ])
            : [[t('contracts.steps.utilities'), null]]
        }
      />
      <SummarySection
        title={t('contracts.steps.payments')}
        rows={[
          [t('contracts.fields.paid_with_cash'), yesNo(c.paidWithCash)],
          [t('contracts.fields.payee'), c.payee?.name],
          [t('contracts.fields.iban'), c.payoutMethod?.bankAccount.iban],
        ]}
      />
      <SummarySection
        title={t('contracts.steps.house-rules')}
        rows={[
          [
            t('contracts.fields.sex_allowed'),
            t(`contracts.sex_allowed.${SEX_ALLOWED_KEYS[c.restrictions.sexAllowed] ?? 'anyone'}`),
          ],
          [t('contracts.fields.sex_allowed_reason'), c.restrictions.sexAllowedReason],
        ]}
      />
      <SummarySection
        title={t('contracts.steps.reports-and-documents')}
        rows={[
          ...FIRE_HAZARD_FIELDS.map((f): [string, ReactNode] => [
            t(`contracts.fields.${f}`),
            yesNo(FIRE_HAZARD_VALUES[f](c)),
          ]),
          [t('contracts.fields.smoke_detector_count'), c.smokeDetectorCount],
        ]}
      />
      {children}
    </div>
  );
}
