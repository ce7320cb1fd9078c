import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  canReadPrivateNote,
  keyTransactionInputSchema,
  LOCALES,
  privateNoteInputSchema,
  specialTermInputSchema,
  specialTermTemplateInputSchema,
  useSpecialTermTemplateSchema,
} from '@leiga/domain';
import { getAuth, type AppContext } from '../../../context.js';
import { subjectOf } from '../../../http/access.js';
import { dbIdParam } from '../../../http/ids.js';
import { noContent } from '../../../http/responses.js';
import { contractSubject, defineContractPartSubject } from '../access.js';
import {
  deletePrivateNote,
  findKeyTransaction,
  findPrivateNote,
  findSpecialTerm,
  insertPrivateNote,
  listKeyTransactions,
  listPrivateNotes,
  listSpecialTerms,
  listTemplates,
  updatePrivateNote,
} from './terms-repository.js';
import {
  keyTransactionListResponse,
  keyTransactionResponse,
  privateNoteListResponse,
  privateNoteResponse,
  specialTermListResponse,
  specialTermResponse,
  specialTermTemplateListResponse,
  specialTermTemplateResponse,
  toKeyTransaction,
  toPrivateNote,
  toSpecialTerm,
  toTemplate,
} from './terms-schemas.js';
import {
  addSpecialTerm,
  changeSpecialTerm,
  changeTemplate,
  createTemplate,
  recordKeyTransaction,
  removeKeyTransaction,
  removeSpecialTerm,
  retireTemplate,
  useTemplate,
} from './terms-service.js';

const tags = ['rental contracts'];
const params = z.object({ id: dbIdParam });
const onContract = { subject: contractSubject };

const specialTermSubject = defineContractPartSubject('special term', (ctx, _auth, id) =>
  findSpecialTerm(ctx.db, id),
);
const keyTransactionSubject = defineContractPartSubject('key handover', (ctx, _auth, id) =>
  findKeyTransaction(ctx.db, id),
);
/** Someone else's note does not exist for the caller. */
const privateNoteSubject = defineContractPartSubject('private note', async (ctx, auth, id) => {
  const note = await findPrivateNote(ctx.db, id);
  return note && canReadPrivateNote(note, auth.user.id) ? note : undefined;
});

/**
 * SPEC 7 "Other": special terms with templates (`special-term-templates/{id}/use`), private
 * notes and key transactions of a contract.
 */
export async function contractTermsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.get(
    '/contracts/:id/special-terms/',
    {
      config: { access: onContract },
      schema: {
        tags,
        summary: 'The special terms of a contract, in order',
        params,
        response: { 200: specialTermListResponse },
      },
    },
    async (request) => {
      const { row } = subjectOf(request, contractSubject);
      return { results: (await listSpecialTerms(ctx.db, row.id)).map(toSpecialTerm) };
    },
  );

  r.post(
    '/contracts/:id/special-terms/',
    {
      config: { access: onContract },
      schema: {
        tags,
        summary: 'Add a special term to a draft',
        params,
        body: specialTermInputSchema,
        response: { 201: specialTermResponse },
      },
    },
    async (request, reply) => {
      const subject = subjectOf(request, contractSubject);
      const term = await addSpecialTerm(ctx, getAuth(request), subject, request.body);
      return reply.code(201).send(toSpecialTerm(term));
    },
  );

  r.patch(
    '/special-terms/:id/',
    {
      config: { access: { subject: specialTermSubject } },
      schema: {
        tags,
        summary: 'Change a special term of a draft',
        params,
        body: specialTermInputSchema,
        response: { 200: specialTermResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, specialTermSubject);
      return toSpecialTerm(await changeSpecialTerm(ctx, getAuth(request), subject, request.body));
    },
  );

  r.delete(
    '/special-terms/:id/',
    {
      config: { access: { subject: specialTermSubject } },
      schema: { tags, summary: 'Remove a special term', params, response: { 204: noContent } },
    },
    async (request, reply) => {
      await removeSpecialTerm(ctx, getAuth(request), subjectOf(request, specialTermSubject));
      return reply.code(204).send();
    },
  );

  r.get(
    '/special-term-templates/',
    {
      config: { access: { role: 'signed_in' } },
      schema: {
        tags,
        summary: 'Special-term templates, for one language or all',
        querystring: z.object({ language: z.enum(LOCALES).optional() }),
        response: { 200: specialTermTemplateListResponse },
      },
    },
    async (request) => ({
      results: (await listTemplates(ctx.db, request.query.language)).map(toTemplate),
    }),
  );

  r.post(
    '/special-term-templates/',
    {
      config: { access: { role: 'staff' } },
      schema: {
        tags,
        summary: 'Offer a new special-term template (staff)',
        body: specialTermTemplateInputSchema,
        response: { 201: specialTermTemplateResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send(toTemplate(await createTemplate(ctx, getAuth(request), request.body))),
  );

  r.patch(
    '/special-term-templates/:id/',
    {
      config: { access: { role: 'staff' } },
      schema: {
        tags,
        summary: 'Change a special-term template (staff)',
        params,
        body: specialTermTemplateInputSchema.partial(),
        response: { 200: specialTermTemplateResponse },
      },
    },
    async (request) => toTemplate(await changeTemplate(ctx, request.params.id, request.body)),
  );

  r.delete(
    '/special-term-templates/:id/',
    {
      config: { access: { role: 'staff' } },
      schema: {
        tags,
        summary: 'Retire a special-term template (staff)',
        params,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await retireTemplate(ctx, request.params.id);
      return reply.code(204).send();
    },
  );

  r.post(
    '/special-term-templates/:id/use/',
    {
      config: { access: { role: 'signed_in' } },
      schema: {
        tags,
        summary: 'Add the template’s text as a special term of a draft',
        params,
        body: useSpecialTermTemplateSchema,
        response: { 201: specialTermResponse },
      },
    },
    async (request, reply) => {
      const auth = getAuth(request);
      const term = await useTemplate(ctx, auth, request.params.id, request.body.contract_id);
      return reply.code(201).send(toSpecialTerm(term));
    },
  );

  r.get(
    '/contracts/:id/private-notes/',
    {
      config: { access: onContract },
      schema: {
        tags,
        summary: 'My private notes on a contract (nobody else reads them)',
        params,
        response: { 200: privateNoteListResponse },
      },
    },
    async (request) => {
      const { row } = subjectOf(request, contractSubject);
      const notes = await listPrivateNotes(ctx.db, row.id, getAuth(request).user.id);
      return { results: notes.map(toPrivateNote) };
    },
  );

  r.post(
    '/contracts/:id/private-notes/',
    {
      config: { access: onContract },
      schema: {
        tags,
        summary: 'Write a private note on a contract I can see',
        params,
        body: privateNoteInputSchema,
        response: { 201: privateNoteResponse },
      },
    },
    async (request, reply) => {
      const { row } = subjectOf(request, contractSubject);
      const note = await insertPrivateNote(ctx.db, {
        contractId: row.id,
        authorId: getAuth(request).user.id,
        text: request.body.text,
      });
      return reply.code(201).send(toPrivateNote(note));
    },
  );

  r.patch(
    '/private-notes/:id/',
    {
      config: { access: { subject: privateNoteSubject } },
      schema: {
        tags,
        summary: 'Change my private note',
        params,
        body: privateNoteInputSchema,
        response: { 200: privateNoteResponse },
      },
    },
    async (request) => {
      const { part } = subjectOf(request, privateNoteSubject);
      return toPrivateNote(await updatePrivateNote(ctx.db, part.id, request.body.text));
    },
  );

  r.delete(
    '/private-notes/:id/',
    {
      config: { access: { subject: privateNoteSubject } },
      schema: { tags, summary: 'Delete my private note', params, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deletePrivateNote(ctx.db, subjectOf(request, privateNoteSubject).part.id);
      return reply.code(204).send();
    },
  );

  r.get(
    '/contracts/:id/key-transactions/',
    {
      config: { access: onContract },
      schema: {
        tags,
        summary: 'Keys handed over and returned',
        params,
        response: { 200: keyTransactionListResponse },
      },
    },
    async (request) => {
      const { row } = subjectOf(request, contractSubject);
      return { results: (await listKeyTransactions(ctx.db, row.id)).map(toKeyTransaction) };
    },
  );

  r.post(
    '/contracts/:id/key-transactions/',
    {
      config: { access: onContract },
      schema: {
        tags,
        summary: 'Record keys handed to the tenant or returned to the landlord',
        params,
        body: keyTransactionInputSchema,
        response: { 201: keyTransactionResponse },
      },
    },
    async (request, reply) => {
      const subject = subjectOf(request, contractSubject);
      const record = await recordKeyTransaction(ctx, getAuth(request), subject, request.body);
      return reply.code(201).send(toKeyTransaction(record));
    },
  );

  r.delete(
    '/key-transactions/:id/',
    {
      config: { access: { subject: keyTransactionSubject } },
      schema: {
        tags,
        summary: 'Remove a key handover recorded by mistake',
        params,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await removeKeyTransaction(ctx, getAuth(request), subjectOf(request, keyTransactionSubject));
      return reply.code(204).send();
    },
  );
}
