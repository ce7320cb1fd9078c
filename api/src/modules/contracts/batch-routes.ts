import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, type AppContext } from '../../context.js';
import { idsQuery } from '../../http/pagination.js';
import { listContractSubjects } from './access.js';
import { submissionResponse } from './registration/submission-schemas.js';
import { loadSubmissionViews } from './registration/submission-view.js';
import { listLatestSubmissions } from './registration/submissions-repository.js';
import { eSignatureStatusResponse, toESignatureStatus } from './signing/signing-schemas.js';
import { listLatestProcesses, listSignersOf } from './signing/signing-repository.js';
import { listPrivateNotesOf, listSpecialTermsOf } from './terms/terms-repository.js';
import {
  privateNoteListResponse,
  specialTermListResponse,
  toPrivateNote,
  toSpecialTerm,
} from './terms/terms-schemas.js';

const tags = ['rental contracts'];
/** `?contracts=1,2,3`: at most a page of ids (MAX_PAGE_SIZE); anything else is a 400. */
const querystring = z.object({ contracts: idsQuery });

/**
 * The batch reads the graph uses for a page of contracts: what `contracts/{id}/e-signature/`,
 * `hms/`, `special-terms/` and `private-notes/` answer, for many contracts in one call. Each
 * contract is judged as its single read judges it (a contract the caller may not see is left
 * out, where the single read answers 404), so a batch never shows more than the singles.
 */
export async function contractBatchRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);
  const visibleRows = async (auth: ReturnType<typeof getAuth>, ids: readonly number[]) =>
    (await listContractSubjects(ctx, auth, ids)).map((s) => s.row);

  r.get(
    '/contracts/e-signatures/',
    {
      config: { access: { role: 'signed_in' } },
      schema: {
        tags,
        summary: 'The e-signature status of several contracts (?contracts=1,2,3)',
        querystring,
        response: { 200: z.object({ results: z.array(eSignatureStatusResponse) }) },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const rows = await visibleRows(auth, request.query.contracts);
      const processes = await listLatestProcesses(
        ctx.db,
        rows.map((row) => row.id),
      );
      const signers = await listSignersOf(
        ctx.db,
        [...processes.values()].map((p) => p.id),
      );
      return {
        results: rows.map((row) => {
          const process = processes.get(row.id);
          return toESignatureStatus(
            row,
            process,
            signers.filter((s) => s.processId === process?.id),
            auth.user.id,
          );
        }),
      };
    },
  );

  r.get(
    '/contracts/hms-submissions/',
    {
      config: { access: { role: 'signed_in' } },
      schema: {
        tags,
        summary: 'The HMS registration of several contracts (?contracts=1,2,3)',
        querystring,
        response: {
          200: z.object({
            results: z.array(
              z.object({
                contract_id: z.number().int(),
                submission: submissionResponse.nullable(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const rows = await visibleRows(getAuth(request), request.query.contracts);
      const latest = await listLatestSubmissions(
        ctx.db,
        rows.map((row) => row.id),
      );
      const views = await loadSubmissionViews(ctx.db, [...latest.values()]);
      return {
        results: rows.map((row) => ({
          contract_id: row.id,
          submission: views.find((v) => v.contract_id === row.id) ?? null,
        })),
      };
    },
  );

  r.get(
    '/contracts/special-terms/',
    {
      config: { access: { role: 'signed_in' } },
      schema: {
        tags,
        summary: 'The special terms of several contracts (?contracts=1,2,3), each in order',
        querystring,
        response: { 200: specialTermListResponse },
      },
    },
    async (request) => {
      const rows = await visibleRows(getAuth(request), request.query.contracts);
      const terms = await listSpecialTermsOf(
        ctx.db,
        rows.map((row) => row.id),
      );
      return { results: terms.map(toSpecialTerm) };
    },
  );

  r.get(
    '/contracts/private-notes/',
    {
      config: { access: { role: 'signed_in' } },
      schema: {
        tags,
        summary: 'My private notes on several contracts (?contracts=1,2,3); nobody else reads them',
        querystring,
        response: { 200: privateNoteListResponse },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const rows = await visibleRows(auth, request.query.contracts);
      const notes = await listPrivateNotesOf(
        ctx.db,
        rows.map((row) => row.id),
        auth.user.id,
      );
      return { results: notes.map(toPrivateNote) };
    },
  );
}
