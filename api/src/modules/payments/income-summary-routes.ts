import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  incomeSummaryPdfQuerySchema,
  incomeSummaryQuerySchema,
  LOCALES,
  type Locale,
} from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { findIncomeSummary } from './income-summary-repository.js';
import { renderIncomeSummaryPdf } from './income-summary-pdf.js';
import { incomeSummaryCsv, incomeSummaryView, toIncomeSummaryView } from './income-summary-view.js';

const tags = ['finances'];
const landlordOnly = { role: ['landlord', 'staff'] as const };
const attachment = (type: string, name: string) => ({
  'content-type': type,
  'content-disposition': `attachment; filename="${name}"`,
  'cache-control': 'private, no-store',
});

/**
 * The landlord's yearly income summary for the tax return (issue #16): what the tenants of the
 * contracts paid out to the caller paid in a year, per property and month, with the fees kept
 * back and the payouts, as JSON, CSV and PDF. A caller only ever sees their own.
 */
export async function incomeSummaryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.get(
    '/landlords/finances/income-summary/',
    {
      config: { access: landlordOnly },
      schema: {
        tags,
        summary: 'My rent received in a year per property and month, fees and payouts (whole ISK)',
        querystring: incomeSummaryQuerySchema,
        response: { 200: incomeSummaryView },
      },
    },
    async (request) => {
      const summary = await findIncomeSummary(ctx.db, getAuth(request).user.id, request.query.year);
      return toIncomeSummaryView(summary);
    },
  );

  r.get(
    '/landlords/finances/income-summary/csv/',
    {
      config: { access: landlordOnly },
      schema: {
        tags,
        summary: 'The income summary as CSV: a row per property and month, totals after',
        querystring: incomeSummaryQuerySchema,
      },
    },
    async (request, reply) => {
      const { year } = request.query;
      const summary = await findIncomeSummary(ctx.db, getAuth(request).user.id, year);
      return reply
        .headers(attachment('text/csv; charset=utf-8', `income-summary-${year}.csv`))
        .send(incomeSummaryCsv(toIncomeSummaryView(summary)));
    },
  );

  r.get(
    '/landlords/finances/income-summary/pdf/',
    {
      config: { access: landlordOnly },
      schema: {
        tags,
        summary: 'The income summary as a PDF in one of the five languages (default the caller’s)',
        querystring: incomeSummaryPdfQuerySchema,
      },
    },
    async (request, reply) => {
      const auth = getAuth(request);
      const { year, lang } = request.query;
      const [user] = await ctx.db
        .select({ fullName: users.fullName, icelandicId: users.icelandicId })
        .from(users)
        .where(eq(users.id, auth.user.id));
      const language: Locale =
        lang ??
        ((LOCALES as readonly string[]).includes(auth.user.primaryLanguage)
          ? (auth.user.primaryLanguage as Locale)
          : 'is');
      const summary = await findIncomeSummary(ctx.db, auth.user.id, year);
      const pdf = await renderIncomeSummaryPdf({
        summary: toIncomeSummaryView(summary),
        lang: language,
        landlordName: user?.fullName ?? '',
        landlordKennitala: user?.icelandicId ?? null,
        madeAt: new Date(),
      });
      return reply
        .headers(attachment('application/pdf', `income-summary-${year}-${language}.pdf`))
        .send(pdf);
    },
  );
}
