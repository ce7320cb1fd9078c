import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { ApiError, badRequest, conflict } from '../../../http/errors.js';
import { ESignatureError } from '../../../providers/e-signature/e-signature-provider.js';
import type { SandboxSignerView } from '../../../providers/e-signature/sandbox-e-signature.js';
import { sandboxSignerResponse } from './signing-schemas.js';

const tags = ['sandbox'];
const params = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, { error: 'validation.invalid' }),
});

/** The sandbox service's refusals in the api's error shape. */
async function answer(work: () => Promise<SandboxSignerView>): Promise<SandboxSignerView> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ESignatureError)) throw error;
    if (error.code === 'not_found')
      throw new ApiError(404, 'signing_link_not_found', 'This signing link is not valid.');
    if (error.code === 'wrong_state') throw conflict(error.message, 'signing_ended');
    if (error.code === 'no_eid')
      throw badRequest(error.message, { token: 'errors.no_eid' }, 'no_eid');
    throw badRequest(error.message);
  }
}

/**
 * The e-signature sandbox's own pages, as a signer reaches them from the link in the SMS or
 * e-mail: see the document, start signing (the electronic-ID sandbox asks the phone), then poll
 * until the phone has confirmed; the signature is then recorded and reported by webhook.
 */
export async function eSignatureSandboxRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sandbox = ctx.providers.eSignatureSandbox;
  const options = (summary: string) => ({
    config: { access: { role: 'anonymous' as const } },
    schema: { tags, summary, params, response: { 200: sandboxSignerResponse } },
  });

  r.get('/sandbox/e-sign/:token/', options('What the signing link shows'), (request) =>
    answer(() => sandbox.getSignerView(request.params.token)),
  );
  r.post(
    '/sandbox/e-sign/:token/',
    options('Sign: starts the electronic-ID confirmation on the signer’s phone'),
    (request) => answer(() => sandbox.startSignature(request.params.token)),
  );
  r.post(
    '/sandbox/e-sign/:token/status/',
    options('Poll the confirmation; once the phone confirms, the signature is recorded'),
    (request) => answer(() => sandbox.checkSignature(request.params.token)),
  );
}
