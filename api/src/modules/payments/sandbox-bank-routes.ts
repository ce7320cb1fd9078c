import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sandboxClaimPaySchema } from '@leiga/domain';
import type { AppContext } from '../../context.js';
import { conflict, notFound } from '../../http/errors.js';
import { ClaimNotFoundError } from '../../providers/claims/claims-provider.js';
import {
  ClaimPaymentRefusedError,
  type SandboxClaimView,
} from '../../providers/claims/sandbox-claims-bank.js';

const tags = ['sandbox'];
const claimView = z.object({
  claim_id: z.string(),
  status: z.enum(['Unpaid', 'Paid', 'Cancelled']),
  amount: z.number(),
  paid_amount: z.number(),
  due_date: z.string(),
  final_due_date: z.string(),
  payor_id: z.string(),
  claimant_id: z.string(),
  reference: z.string().nullable(),
  created_at: z.string(),
});

const toView = (c: SandboxClaimView): z.infer<typeof claimView> => ({
  claim_id: c.claimId,
  status: c.status,
  amount: c.amount,
  paid_amount: c.paidAmount,
  due_date: c.dueDate,
  final_due_date: c.finalDueDate,
  payor_id: c.payorId,
  claimant_id: c.claimantId,
  reference: c.reference,
  created_at: c.createdAt,
});

/**
 * The sandbox bank's own pages (not Leiga's api, the way a real bank's online bank is its own):
 * its claims, and paying one in full, late or partly. Served only outside production
 * (SANDBOX_BANK), where a tester plays the tenant's bank.
 */
export async function sandboxBankRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const bank = ctx.providers.claimsSandbox;

  r.get(
    '/sandbox/bank/claims/',
    {
      schema: {
        tags,
        summary: "The sandbox bank's claims, newest first (not in production)",
        querystring: z.object({
          payor: z
            .string()
            .regex(/^\d{10}$/, { error: 'validation.kennitala' })
            .optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: z.object({ results: z.array(claimView) }) },
      },
    },
    async (request) => ({
      results: (
        await bank.listClaims({ payorId: request.query.payor, limit: request.query.limit })
      ).map(toView),
    }),
  );

  r.post(
    '/sandbox/bank/claims/:claimId/pay/',
    {
      schema: {
        tags,
        summary: 'Pays a sandbox claim: in full, partly (amount) or late (paid_at after eindagi)',
        params: z.object({ claimId: z.string().min(1).max(64) }),
        body: sandboxClaimPaySchema,
        response: {
          200: z.object({
            claim: claimView.pick({
              claim_id: true,
              status: true,
              amount: true,
              paid_amount: true,
            }),
            transaction: z.object({
              transaction_id: z.string(),
              amount: z.number(),
              interest_amount: z.number(),
              booked_at: z.string(),
            }),
          }),
        },
      },
    },
    async (request) => {
      try {
        const { claim, transaction } = await bank.pay(request.params.claimId, {
          amount: request.body.amount,
          paidAt: request.body.paid_at ? new Date(request.body.paid_at) : undefined,
        });
        return {
          claim: {
            claim_id: claim.claimId,
            status: claim.status,
            amount: claim.amount,
            paid_amount: claim.paidAmount,
          },
          transaction: {
            transaction_id: transaction.transactionId,
            amount: transaction.amount,
            interest_amount: transaction.interestAmount,
            booked_at: transaction.bookedAt,
          },
        };
      } catch (error) {
        if (error instanceof ClaimNotFoundError) throw notFound('The bank has no such claim.');
        if (error instanceof ClaimPaymentRefusedError) throw conflict(error.message, error.code);
        throw error;
      }
    },
  );
}
