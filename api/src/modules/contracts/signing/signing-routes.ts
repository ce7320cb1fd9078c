import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, type AppContext } from '../../../context.js';
import { subjectOf } from '../../../http/access.js';
import { badRequest } from '../../../http/errors.js';
import { dbIdParam } from '../../../http/ids.js';
import { contractSubject } from '../access.js';
import { contractResponse } from '../contract-schemas.js';
import { loadContract } from '../contract-view.js';
import { findContract, type ContractRow } from '../contracts-repository.js';
import {
  eSignatureStatusResponse,
  reminderResponse,
  toESignatureStatus,
} from './signing-schemas.js';
import { findLatestProcess, listSigners } from './signing-repository.js';
import { sendReminder } from './signing-reminders.js';
import { getMySigningUrl } from './signer-link.js';
import { cancelSigning, markFullySigned, startSigning } from './signing-service.js';

const tags = ['rental contracts'];
const params = z.object({ id: dbIdParam });
const access = { subject: contractSubject };
const idempotencyKey = z.string().trim().min(8).max(100).optional();

/** The Idempotency-Key header, when sent: 8 to 100 characters. */
function readIdempotencyKey(value: unknown): string | undefined {
  const parsed = idempotencyKey.safeParse(value);
  if (!parsed.success)
    throw badRequest('The Idempotency-Key header must be 8 to 100 characters.', {
      'idempotency-key': 'validation.invalid',
    });
  return parsed.data;
}

/** The status page data of a contract's newest signing process, read after the change. */
async function getStatus(ctx: AppContext, contractId: number, viewerId: number) {
  const contract = (await findContract(ctx.db, contractId)) as ContractRow;
  const process = await findLatestProcess(ctx.db, contractId);
  const signers = process ? await listSigners(ctx.db, process.id) : [];
  return toESignatureStatus(contract, process, signers, viewerId);
}

/**
 * E-signing of a contract (issue #14): start, status, the signer's own link, reminders, cancel; paper leases marked
 * signed by staff. Who may do what is domain's machine's answer, as for the other contract calls.
 */
export async function signingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.post(
    '/contracts/:id/signing/',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Start electronic signing of a committed contract (one process per contract; an Idempotency-Key header makes a retry answer with the same process)',
        params,
        response: { 200: eSignatureStatusResponse, 201: eSignatureStatusResponse },
      },
    },
    async (request, reply) => {
      const subject = subjectOf(request, contractSubject);
      const key = readIdempotencyKey(request.headers['idempotency-key']);
      const { isNew } = await startSigning(ctx, getAuth(request), subject, key);
      const status = await getStatus(ctx, subject.row.id, getAuth(request).user.id);
      return reply.code(isNew ? 201 : 200).send(status);
    },
  );

  r.get(
    '/contracts/:id/e-signature/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The e-signature status: the process and each signer',
        params,
        response: { 200: eSignatureStatusResponse },
      },
    },
    async (request) =>
      getStatus(ctx, subjectOf(request, contractSubject).row.id, getAuth(request).user.id),
  );

  r.get(
    '/contracts/:id/signing-url/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The signed-in signer’s own signing link at the e-signature service',
        params,
        response: { 200: z.object({ url: z.string() }) },
      },
    },
    async (request) => getMySigningUrl(ctx, getAuth(request), subjectOf(request, contractSubject)),
  );

  r.post(
    '/contracts/:id/send-reminder/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Send the signing link again to those who have not signed (once an hour each)',
        params,
        response: { 200: reminderResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, contractSubject);
      const auth = getAuth(request);
      const reminded = await sendReminder(ctx, auth, subject);
      return {
        ...(await getStatus(ctx, subject.row.id, auth.user.id)),
        reminded_signer_ids: reminded,
      };
    },
  );

  r.post(
    '/contracts/:id/cancel-signing/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Cancel electronic signing; the contract is committed again',
        params,
        response: { 200: contractResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, contractSubject);
      return loadContract(ctx.db, await cancelSigning(ctx, getAuth(request), subject));
    },
  );

  r.post(
    '/contracts/:id/fully-sign/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Staff: mark a paper contract fully signed',
        params,
        response: { 200: contractResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, contractSubject);
      return loadContract(ctx.db, await markFullySigned(ctx, getAuth(request), subject));
    },
  );
}
