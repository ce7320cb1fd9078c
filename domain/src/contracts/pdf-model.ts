import { formatMoney, formatNumber } from '../format/numbers.js';
import { SEX_ALLOWED } from './constants.js';
import { amenitiesSection, maintenanceSection } from './pdf-lease-details.js';
import {
  PDF_EMPTY,
  formatPdfDate,
  formatPdfDateTime,
  orEmpty,
  type ContractPdfLanguage,
  type PdfTranslate,
} from './pdf-text.js';
import type { Contract, ContractAgent, ContractEntity, ContractPayee } from './schemas.js';

/**
 * The lease as text, section by section in the order of the government's lease form
 * (Leigusamningur um íbúðarhúsnæði): what the api's PDF renderer lays out. Every value is
 * already written for the language, so the renderer only places words.
 */

export type PdfRow = { label: string; value: string };
export type PdfBlock = { title: string | null; rows: PdfRow[] };
export type PdfSection = { heading: string; blocks: PdfBlock[] };
export type PdfSignature = { role: string; name: string; identifier: string; signedAt: string };

export type ContractPdfModel = {
  title: string;
  subtitle: string;
  intro: string;
  meta: PdfRow[];
  sections: PdfSection[];
  signaturesHeading: string;
  signatureLine: string;
  signatures: PdfSignature[];
  /** "Page 2 of 3", written for the language. */
  pageLabel: (page: number, total: number) => string;
};

export type ContractPdfInput = {
  contract: Contract;
  lang: ContractPdfLanguage;
  t: PdfTranslate;
  /** When each party signed, by party id; a party not in it has not signed. */
  signedAt: ReadonlyMap<number, Date>;
  generatedAt: Date;
};

type Context = Omit<ContractPdfInput, 'signedAt' | 'generatedAt'>;

const P = 'contract-pdf';
const F = 'contracts.fields';

function yesNo(c: Context, value: boolean | null): string {
  if (value === null) return PDF_EMPTY;
  return c.t(`${P}.values.${value ? 'yes' : 'no'}`);
}

function money(c: Context, amount: number | null): string {
  if (amount === null) return PDF_EMPTY;
  return formatMoney(amount, c.contract.currency ?? 'ISK', c.lang);
}

/** A count or a measure as the language writes it: 92,4 (is), 92.4 (en). */
function num(c: Context, value: number | null | undefined): string {
  if (value === null || value === undefined) return PDF_EMPTY;
  return formatNumber(value, c.lang);
}

const row = (c: Context, field: string, value: string): PdfRow => ({
  label: c.t(`${F}.${field}`),
  value,
});

function contactsOf(party: Pick<ContractAgent, 'phones' | 'emails'>) {
  return {
    phones: orEmpty(party.phones.map((p) => `+${p.country_code} ${p.number}`).join(', ')),
    emails: orEmpty(party.emails.map((e) => e.email).join(', ')),
  };
}

/** kt. 1203942319, or the number and its country when it is not Icelandic. */
function identifierOf(party: { identifier: string; identifier_country: string }): string {
  return party.identifier_country === 'IS'
    ? party.identifier
    : `${party.identifier} (${party.identifier_country})`;
}

function agentText(c: Context, agent: ContractAgent): string {
  const { phones, emails } = contactsOf(agent);
  return c.t(`${P}.agent_line`, {
    name: agent.name,
    identifier: identifierOf(agent),
    phones,
    emails,
  });
}

function partyBlock(c: Context, party: ContractEntity, index: number): PdfBlock {
  const { phones, emails } = contactsOf(party);
  const rows = [
    row(c, 'name', orEmpty(party.name)),
    row(c, 'identifier', identifierOf(party)),
    {
      label: c.t(`${P}.labels.party_kind`),
      value: c.t(`${P}.values.${party.is_individual ? 'individual' : 'company'}`),
    },
    row(c, 'phones', phones),
    row(c, 'emails', emails),
    ...party.agents.map((agent) => ({
      label: c.t(`${P}.labels.agent`),
      value: agentText(c, agent),
    })),
  ];
  return {
    title: c.t(`${P}.party_title`, {
      role: c.t(`contracts.party_roles.${party.role}`),
      n: index + 1,
    }),
    rows,
  };
}

function partiesSection(c: Context): PdfSection {
  const { landlords, tenants } = c.contract;
  const blocks = [...landlords, ...tenants].map((party) =>
    partyBlock(c, party, (party.role === 'landlord' ? landlords : tenants).indexOf(party)),
  );
  if (landlords.length === 0)
    blocks.unshift({ title: null, rows: [row(c, 'landlords', PDF_EMPTY)] });
  if (tenants.length === 0) blocks.push({ title: null, rows: [row(c, 'tenants', PDF_EMPTY)] });
  return { heading: c.t(`${P}.sections.parties`), blocks };
}

const payeeText = (payee: ContractPayee | null) =>
  payee ? `${payee.name}, ${identifierOf(payee)}` : PDF_EMPTY;

function paymentsSection(c: Context): PdfSection {
  const { payee, payor, payout_method: payout, paid_with_cash: cash } = c.contract;
  const holder = payout?.bank_account.icelandic_format?.kt;
  const rows = [
    row(c, 'payee', payeeText(payee)),
    row(c, 'payor', payeeText(payor)),
    row(c, 'paid_with_cash', yesNo(c, cash)),
    row(c, 'payout_method', payout ? payout.bank_account.iban : PDF_EMPTY),
    { label: c.t(`${P}.labels.account_holder`), value: orEmpty(holder) },
  ];
  return { heading: c.t(`${P}.sections.payments`), blocks: [{ title: null, rows }] };
}

function propertySection(c: Context): PdfSection {
  const estate = c.contract.real_estate;
  const type = c.contract.listing_type?.tag;
  const group = c.contract.special_group_usage;
  const main: PdfBlock = {
    title: null,
    rows: [
      row(c, 'street', orEmpty(estate?.address.street)),
      row(c, 'postal_code', orEmpty(estate?.address.postal_code)),
      row(c, 'landreg_id', orEmpty(estate?.landreg_id)),
      row(c, 'listing_type', type ? c.t(`listings.types.${type}`) : PDF_EMPTY),
      row(c, 'special_group_usage', group ? c.t(`contracts.special_groups.${group}`) : PDF_EMPTY),
      row(c, 'rooms', num(c, c.contract.rooms)),
    ],
  };
  const units = (estate?.units ?? []).map((unit, i) => ({
    title: c.t(`${P}.unit_title`, { n: i + 1 }),
    rows: [
      row(c, 'property_code', unit.property_code),
      row(c, 'unit_code', unit.unit_code),
      row(c, 'size', num(c, unit.size)),
      row(c, 'changed_size', num(c, unit.changed_size)),
      row(c, 'rooms', num(c, unit.rooms)),
      row(c, 'fire_insurance_value', money(c, unit.fire_insurance_value)),
    ],
  }));
  return { heading: c.t(`${P}.sections.property`), blocks: [main, ...units] };
}

function periodSection(c: Context): PdfSection {
  const { is_definite: definite, termination_term_length: notice } = c.contract;
  const term =
    definite === null ? PDF_EMPTY : c.t(`${P}.values.${definite ? 'definite' : 'indefinite'}`);
  const end =
    definite === false ? c.t(`${P}.values.indefinite`) : formatPdfDate(c.contract.end_date);
  const rows = [
    row(c, 'start_date', formatPdfDate(c.contract.start_date)),
    { label: c.t(`${P}.labels.term`), value: term },
    row(c, 'end_date', end),
    {
      label: c.t(`${P}.labels.notice`),
      value: notice === null ? PDF_EMPTY : c.t(`${P}.values.months`, { count: notice }),
    },
  ];
  return { heading: c.t(`${P}.sections.period`), blocks: [{ title: null, rows }] };
}

function rentSection(c: Context): PdfSection {
  const k = c.contract;
  const rows = [
    row(c, 'price', money(c, k.price)),
    row(c, 'currency', orEmpty(k.currency)),
    row(c, 'is_indexed', yesNo(c, k.is_indexed)),
    row(c, 'index_base_month', k.is_indexed ? orEmpty(k.index_base_month) : PDF_EMPTY),
    row(c, 'index_base_value', k.is_indexed ? num(c, k.index_base_value) : PDF_EMPTY),
  ];
  return { heading: c.t(`${P}.sections.rent`), blocks: [{ title: null, rows }] };
}

function securitySection(c: Context): PdfSection {
  const k = c.contract;
  const rows = [
    row(
      c,
      'insurance_type',
      k.insurance_type ? c.t(`contracts.insurance_types.${k.insurance_type}`) : PDF_EMPTY,
    ),
    row(c, 'insurance_amount', money(c, k.insurance_amount)),
    row(c, 'pre_paid_rent_amount', money(c, k.pre_paid_rent_amount)),
    row(c, 'pre_paid_rent_months', num(c, k.pre_paid_rent_months)),
  ];
  return { heading: c.t(`${P}.sections.security`), blocks: [{ title: null, rows }] };
}

function utilitiesSection(c: Context): PdfSection {
  const blocks = c.contract.utilities.map((u): PdfBlock => ({
    title:
      u.utility.tag === 'other' && u.name ? u.name : c.t(`contracts.utilities.${u.utility.tag}`),
    rows: [
      {
        label: c.t(`${P}.labels.paid_by`),
        value: c.t(`contracts.party_roles.${u.paid_by_tenant ? 'tenant' : 'landlord'}`),
      },
      row(c, 'price', money(c, u.price)),
      ...u.meter_readings.map((m) => ({
        label: c.t(`${P}.labels.meter`, { number: m.meter_number }),
        value: c.t(`${P}.meter_reading`, {
          value: num(c, m.value),
          date: formatPdfDate(m.read_at),
        }),
      })),
    ],
  }));
  if (blocks.length === 0)
    blocks.push({ title: null, rows: [{ label: c.t(`${P}.labels.utilities`), value: PDF_EMPTY }] });
  return { heading: c.t(`${P}.sections.utilities`), blocks };
}

function restrictionsSection(c: Context): PdfSection {
  const { sex_allowed: sex, sex_allowed_reason: reason } = c.contract.restrictions;
  const name = Object.entries(SEX_ALLOWED).find(([, value]) => value === sex)?.[0];
  const rows = [
    row(c, 'sex_allowed', name ? c.t(`contracts.sex_allowed.${name}`) : PDF_EMPTY),
    row(c, 'sex_allowed_reason', orEmpty(reason)),
  ];
  return { heading: c.t(`${P}.sections.house_rules`), blocks: [{ title: null, rows }] };
}

function fireSafetySection(c: Context): PdfSection {
  const k = c.contract;
  const rows = [
    row(c, 'fire_hazard_smoke_detectors', yesNo(c, k.fire_hazard_smoke_detectors)),
    row(c, 'fire_hazard_hand_fire_extinguishers', yesNo(c, k.fire_hazard_hand_fire_extinguishers)),
    row(c, 'fire_hazard_escape_routes', yesNo(c, k.fire_hazard_escape_routes)),
    row(c, 'fire_hazard_comply_declaration', yesNo(c, k.fire_hazard_comply_declaration)),
    row(c, 'smoke_detector_count', num(c, k.smoke_detector_count)),
  ];
  return { heading: c.t(`${P}.sections.fire_safety`), blocks: [{ title: null, rows }] };
}

function terminationSection(c: Context): PdfSection {
  const reasons = c.contract.termination_reasons;
  const rows =
    reasons.length === 0
      ? [{ label: c.t(`${P}.labels.termination_reason`), value: PDF_EMPTY }]
      : reasons.map((r, i) => ({ label: `${i + 1}.`, value: r.text }));
  return { heading: c.t(`${P}.sections.termination`), blocks: [{ title: null, rows }] };
}

export function buildContractPdfModel(input: ContractPdfInput): ContractPdfModel {
  const c: Context = { contract: input.contract, lang: input.lang, t: input.t };
  const { contract, t } = input;
  const sections = [
    partiesSection(c),
    paymentsSection(c),
    propertySection(c),
    amenitiesSection(c.contract, c.t),
    periodSection(c),
    rentSection(c),
    securitySection(c),
    utilitiesSection(c),
    restrictionsSection(c),
    fireSafetySection(c),
    maintenanceSection(c.contract, c.t),
    terminationSection(c),
  ].map((s, i) => ({ ...s, heading: `${i + 1}. ${s.heading}` }));
  const signatures = [...contract.landlords, ...contract.tenants].map((party) => {
    const at = party.id === undefined ? undefined : input.signedAt.get(party.id);
    return {
      role: t(`contracts.party_roles.${party.role}`),
      name: party.name,
      identifier: identifierOf(party),
      signedAt: at ? t(`${P}.signed_at`, { date: formatPdfDateTime(at) }) : t(`${P}.not_signed`),
    };
  });
  return {
    title: t(`${P}.title`),
    subtitle: t(`${P}.subtitle`, { id: contract.id }),
    intro: t(`${P}.intro`),
    meta: [
      { label: t(`${P}.labels.status`), value: t(`contracts.status.${contract.status}`) },
      {
        label: t(`${F}.sign_type`),
        value: contract.sign_type ? t(`contracts.sign_types.${contract.sign_type}`) : PDF_EMPTY,
      },
      { label: t(`${P}.labels.generated_at`), value: formatPdfDateTime(input.generatedAt) },
    ],
    sections,
    signaturesHeading: `${sections.length + 1}. ${t(`${P}.sections.signatures`)}`,
    signatureLine: t(`${P}.signature_line`),
    signatures,
    pageLabel: (page, total) => t(`${P}.page`, { page, total }),
  };
}
