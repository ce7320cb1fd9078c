import helmet from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type SecurityHeadersOptions = {
  /** The public origin (APP_URL): an https one adds Strict-Transport-Security. */
  appUrl: string;
  /**
   * CSP sources (`'sha256-…'`) of the inline scripts the served pages carry (the web app's
   * theme script); read on every page, so a rebuilt index.html is covered without a restart.
   */
  inlineScriptHashes?: () => readonly string[];
};

/** Browser features the product uses none of (or only on its own origin). */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'fullscreen=(self)',
  'clipboard-write=(self)',
].join(', ');

/**
 * Personal answers: everything the api tells a signed-in caller, the auth routes (they hand out
 * tokens), and every GraphQL answer.
 */
function isPersonal(request: FastifyRequest): boolean {
  const url = request.url;
  if (url === '/graphql' || url.startsWith('/graphql?') || url.startsWith('/api/auth/')) {
    return true;
  }
  return url.startsWith('/api/') && Boolean(request.headers.authorization);
}

/**
 * Security headers on every response (helmet): a CSP without inline script (hashes for the
 * inline scripts the pages must carry), no framing, nosniff, Referrer-Policy, Permissions-Policy,
 * COOP, HSTS on an https origin; and `Cache-Control: no-store` on personal answers. helmet's
 * middleware is built once here (@fastify/helmet builds it again on every request).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeadersOptions,
): Promise<void> {
  const isHttps = /^https:\/\//i.test(options.appUrl);
  const hashes = options.inlineScriptHashes ?? (() => []);
  const setHelmetHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", () => hashes().join(' ')],
        // React Aria, MapLibre and the API reference set style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // MapLibre runs its worker from the bundle, or from a blob: URL.
        workerSrc: ["'self'", 'blob:'],
        childSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Link previews (og:image) and the mobile app load images from other origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
  });
  app.addHook('onRequest', (request, reply: FastifyReply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    setHelmetHeaders(request.raw, reply.raw, (error) =>
      done(error instanceof Error ? error : undefined),
    );
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (isPersonal(request)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
