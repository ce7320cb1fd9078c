import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  paymentScheduleItemCreateSchema,
  paymentScheduleItemPatchSchema,
  getIcelandicToday,
} from '@leiga/domain';
import type { AppContext } from '../../context.js';
import { subjectOf } from '../../http/access.js';
import { dbIdParam } from '../../http/ids.js';
import { noContent } from '../../http/responses.js';
import { contractSubject } from '../contracts/access.js';
import { listScheduleItems } from './schedule-repository.js';
import { scheduleItemResponse, scheduleListResponse } from './schedule-schemas.js';
import {
  addScheduleItem,
  assertCanEditSchedule,
  assertCommitted,
  canEditSchedule,
  changeScheduleItem,
  getScheduleItem,
  removeScheduleItem,
} from './schedule-service.js';
import { toScheduleItemView, toScheduleListView } from './schedule-view.js';

const tags = ['payment schedule'];
const params = z.object({ id: dbIdParam });
const itemParams = z.object({
  id: dbIdParam,
  date: z.iso.date({ error: 'validation.date' }),
});
const access = { subject: contractSubject };

/**
 * SPEC 7 payment schedule: list, get, PATCH, POST and DELETE by date. The contract's parties,
 * collaborators and staff read it; the landlord side (not read-only collaborators) and staff
 * change it; a paid or invoiced item refuses (409 item_paid / item_invoiced).
 */
export async function paymentScheduleRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.get(
    '/contracts/:id/payment-schedule/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The payment schedule of a committed contract, with its totals',
        params,
        response: { 200: scheduleListResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, contractSubject);
      assertCommitted(subject.row);
      const rows = await listScheduleItems(ctx.db, subject.row.id);
      return toScheduleListView(
        rows,
        subject.row.currency ?? 'ISK',
        canEditSchedule(subject),
        getIcelandicToday(),
      );
    },
  );

  r.post(
    '/contracts/:id/payment-schedule/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Add an item by hand (landlord side and staff)',
        params,
        body: paymentScheduleItemCreateSchema,
        response: { 201: scheduleItemResponse },
      },
    },
    async (request, reply) => {
      const subject = subjectOf(request, contractSubject);
      const item = await addScheduleItem(ctx, subject, request.body);
      return reply.code(201).send(toScheduleItemView(item, getIcelandicToday()));
    },
  );

  r.get(
    '/contracts/:id/payment-schedule/:date/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The item due on a date',
        params: itemParams,
        response: { 200: scheduleItemResponse },
      },
    },
    async (request) => {
      const { row } = subjectOf(request, contractSubject);
      assertCommitted(row);
      return toScheduleItemView(
        await getScheduleItem(ctx, row.id, request.params.date),
        getIcelandicToday(),
      );
    },
  );

  r.patch(
    '/contracts/:id/payment-schedule/:date/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Change an unpaid, uninvoiced item: its amount or dates',
        params: itemParams,
        body: paymentScheduleItemPatchSchema,
        response: { 200: scheduleItemResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, contractSubject);
      assertCanEditSchedule(subject);
      const item = await getScheduleItem(ctx, subject.row.id, request.params.date);
      return toScheduleItemView(
        await changeScheduleItem(ctx, subject, item, request.body),
        getIcelandicToday(),
      );
    },
  );

  r.delete(
    '/contracts/:id/payment-schedule/:date/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Delete an unpaid, uninvoiced item',
        params: itemParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const subject = subjectOf(request, contractSubject);
      assertCanEditSchedule(subject);
      const item = await getScheduleItem(ctx, subject.row.id, request.params.date);
      await removeScheduleItem(ctx, subject, item);
      return reply.code(204).send();
    },
  );
}
