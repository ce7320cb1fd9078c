import {
  createPdfTranslator,
  formatMoney,
  getSigningDocumentLanguage,
  type ContractPdfLanguage,
  type ContractPdfModel,
  type PdfTranslate,
} from '@leiga/domain';
import lifecycleEn from '@leiga/domain/locales/en/guarantee-lifecycle.json' with { type: 'json' };
import lifecycleIs from '@leiga/domain/locales/is/guarantee-lifecycle.json' with { type: 'json' };
import type { AppContext } from '../../../context.js';
import { renderContractPdf } from '../../contracts/pdf/pdf-renderer.js';
import { sha256Of } from '../../contracts/pdf/contract-pdf-service.js';
import type { GuaranteeWithTenant } from '../guarantees-repository.js';
import {
  findLatestProcess,
  findLease,
  findStatement,
  insertStatement,
  listLandlords,
  type GuaranteeProcessRow,
} from './lifecycle-repository.js';

/**
 * The two documents of a guarantee, laid out by the lease PDF's renderer: the terms the tenant
 * signs, and the statement (ábyrgðaryfirlýsing) the landlord is issued once they have.
 */

const translators: Record<ContractPdfLanguage, PdfTranslate> = {
  is: createPdfTranslator({ 'guarantee-lifecycle': lifecycleIs }, 'is'),
  en: createPdfTranslator({ 'guarantee-lifecycle': lifecycleEn }, 'en'),
};

const K = 'guarantee-lifecycle.pdf';
const stamp = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export type StatementPdfInput = {
  kind: 'terms' | 'statement';
  guarantee: GuaranteeWithTenant;
  tenantKennitala: string | null;
  landlords: readonly { name: string; kennitala: string | null }[];
  lease: { start: string | null; end: string | null; address: string | null };
  process: Pick<GuaranteeProcessRow, 'signedAt' | 'documentHash'> | null;
  lang: ContractPdfLanguage;
  now: Date;
};

export function buildStatementPdfModel(input: StatementPdfInput): ContractPdfModel {
  const t = translators[input.lang];
  const { row, tenantName } = input.guarantee;
  const money = (n: number) => formatMoney(n, 'ISK', input.lang);
  const signed = input.process?.signedAt ?? null;
  const isStatement = input.kind === 'statement';
  const lease = input.lease.start
    ? t(`${K}.lease_value`, {
        start: input.lease.start,
        end: input.lease.end ?? t(`${K}.indefinite`),
      })
    : t(`${K}.no_address`);
  return {
    title: t(isStatement ? `${K}.statement_title` : `${K}.terms_title`),
    subtitle: t(`${K}.subtitle`, { id: row.id }),
    intro: t(isStatement ? `${K}.statement_intro` : `${K}.terms_intro`),
    meta: [
      { label: t(`${K}.principal`), value: tenantName },
      ...input.landlords.map((l) => ({ label: t(`${K}.obligee`), value: l.name })),
      { label: t(`${K}.address`), value: input.lease.address ?? t(`${K}.no_address`) },
      { label: t(`${K}.lease`), value: lease },
      ...(isStatement ? [{ label: t(`${K}.issued_at`), value: stamp(input.now) }] : []),
      ...(isStatement && input.process
        ? [{ label: t(`${K}.document_hash`), value: input.process.documentHash }]
        : []),
    ],
    sections: [
      {
        heading: t(`${K}.terms_heading`),
        blocks: [
          {
            title: null,
            rows: [
              { label: t(`${K}.amount`), value: money(row.amount) },
              { label: t(`${K}.monthly_rent`), value: money(row.monthlyRent) },
              ...(!isStatement && row.cashThresholdAmount !== null
                ? [{ label: t(`${K}.cash_share`), value: money(row.cashThresholdAmount) }]
                : []),
              ...(!isStatement && row.yearlyPremium !== null
                ? [{ label: t(`${K}.premium`), value: money(row.yearlyPremium) }]
                : []),
              { label: t(`${K}.claim_window`), value: '' },
            ],
          },
        ],
      },
    ],
    signaturesHeading: t(`${K}.signatures_heading`),
    signatureLine: t(`${K}.signature_line`),
    signatures: [
      {
        role: t(`${K}.principal`),
        name: tenantName,
        identifier: input.tenantKennitala ?? '',
        signedAt: signed ? t(`${K}.signed_at`, { date: stamp(signed) }) : t(`${K}.pending`),
      },
    ],
    pageLabel: (page, total) => t(`${K}.page`, { page, total }),
  };
}

/** Reads what a guarantee's document shows and renders it. */
export async function renderGuaranteePdf(
  ctx: Pick<AppContext, 'db'>,
  guarantee: GuaranteeWithTenant,
  extra: {
    kind: StatementPdfInput['kind'];
    tenantKennitala: string | null;
    signerLanguage: string;
    process: StatementPdfInput['process'];
    now?: Date;
  },
): Promise<Buffer> {
  const contractId = guarantee.row.contractId;
  const [lease, landlords] = contractId
    ? await Promise.all([findLease(ctx.db, contractId), listLandlords(ctx.db, contractId)])
    : [null, []];
  const now = extra.now ?? new Date();
  const lang = getSigningDocumentLanguage([extra.signerLanguage]);
  const model = buildStatementPdfModel({
    kind: extra.kind,
    guarantee,
    tenantKennitala: extra.tenantKennitala,
    landlords,
    lease: {
      start: lease?.start ?? null,
      end: lease?.end ?? null,
      address: lease?.street ? `${lease.street}, ${lease.postalCode ?? ''}`.trim() : null,
    },
    process: extra.process,
    lang,
    now,
  });
  return renderContractPdf(model, {
    title: `${model.title} (${model.subtitle})`,
    lang,
    createdAt: now,
  });
}

/**
 * The statement, rendered once when the guarantee is issued and served from storage ever after.
 * The file is written before its row; when two deliveries race, the unique row decides.
 */
export async function storeStatementPdf(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  guarantee: GuaranteeWithTenant,
): Promise<Buffer> {
  const stored = await findStatement(ctx.db, guarantee.row.id);
  if (stored) return readStored(ctx, stored.storageKey);
  const process = await findLatestProcess(ctx.db, guarantee.row.id);
  const bytes = await renderGuaranteePdf(ctx, guarantee, {
    kind: 'statement',
    tenantKennitala: process?.signerKennitala ?? null,
    signerLanguage: process?.signerLanguage ?? 'is',
    process: process ?? null,
  });
  const sha256 = sha256Of(bytes);
  const storageKey = `rental-guarantees/${guarantee.row.id}/statement-${sha256.slice(0, 16)}.pdf`;
  await ctx.storage.put(storageKey, bytes, 'application/pdf');
  if (await insertStatement(ctx.db, { guaranteeId: guarantee.row.id, storageKey, sha256 }))
    return bytes;
  const winner = await findStatement(ctx.db, guarantee.row.id);
  if (!winner) throw new Error(`Guarantee ${guarantee.row.id}: the stored statement vanished`);
  if (winner.storageKey !== storageKey) await ctx.storage.delete(storageKey);
  return readStored(ctx, winner.storageKey);
}

async function readStored(ctx: Pick<AppContext, 'storage'>, key: string): Promise<Buffer> {
  const bytes = await ctx.storage.get(key);
  if (!bytes) throw new Error(`The stored guarantee statement ${key} is missing`);
  return bytes;
}
