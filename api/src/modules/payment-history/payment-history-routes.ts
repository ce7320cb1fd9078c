import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paymentHistorySharingSchema } from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { getProfileOfUser } from '../profiles/profile-access.js';
import { setPaymentHistoryShown } from './payment-history-repository.js';
import { paymentHistoryResponse } from './payment-history-schemas.js';
import { loadPaymentHistoryViews, type PaymentHistoryView } from './payment-history-view.js';

const tags = ['payment history'];

/**
 * The tenant's own on-time payment history and the choice to show it on the rental profile.
 * Landlords read it inside the applicant's rental profile (profile-view), when shown.
 */
export async function paymentHistoryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  const ownHistory = async (userId: number): Promise<PaymentHistoryView> => {
    const profile = await getProfileOfUser(ctx.db, userId);
    const views = await loadPaymentHistoryViews(ctx.db, [profile], new Map([[userId, 'owner']]));
    return views.get(profile.id)!;
  };

  r.get(
    '/tenants/payment-history/',
    {
      config: { access: { role: 'tenant' } },
      schema: {
        tags,
        summary: "The tenant's own on-time payment history, and how it counts in pre-approval",
        response: { 200: paymentHistoryResponse },
      },
    },
    async (request) => ownHistory(getAuth(request).user.id),
  );

  r.put(
    '/tenants/payment-history/sharing/',
    {
      config: { access: { role: 'tenant' } },
      schema: {
        tags,
        summary: 'Show the payment history to the landlords the tenant applies to, or hide it',
        body: paymentHistorySharingSchema,
        response: { 200: paymentHistoryResponse },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const profile = await getProfileOfUser(ctx.db, auth.user.id);
      await setPaymentHistoryShown(ctx.db, profile.id, request.body.is_payment_history_shown);
      return ownHistory(auth.user.id);
    },
  );
}
