import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testConfig } from '@leiga/api';
import { inlineScriptHashes } from '../src/inline-scripts.js';
import { useTestServer, writeIndexHtml } from './test-server.js';

const THEME = "document.documentElement.lang = 'is';";
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const server = useTestServer(
  (dist) =>
    writeIndexHtml(
      dist,
      `<!doctype html><html><head><title>Leiga</title><script>${THEME}</script></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`,
    ),
  { appUrl: 'https://leiga.example' },
);

function directives(csp: unknown): Map<string, string[]> {
  return new Map(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

describe('security headers', () => {
  it.each(['/', '/listings', '/api/listings/', '/api/no-such-thing/', '/sitemap.xml'])(
    'are on %s',
    async (url) => {
      const reply = await server.app.inject({ method: 'GET', url });
      const h = reply.headers;
      const csp = directives(h['content-security-policy']);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['x-frame-options']).toBe('DENY');
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(h['permissions-policy']).toContain('camera=()');
      expect(h['cross-origin-opener-policy']).toBe('same-origin');
      expect(h['strict-transport-security']).toMatch(/^max-age=31536000/);
    },
  );

  it("allow the page's own inline script by its hash, and no other", async () => {
    const page = await server.app.inject({ method: 'GET', url: '/login' });
    const scriptSrc = directives(page.headers['content-security-policy']).get('script-src');
    expect(scriptSrc).toEqual(["'self'", hashOf(THEME)]);
  });

  it('mark personal answers no-store: the signed-in api and GraphQL', async () => {
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'anna@leiga.is', password: testConfig().demoPassword },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const { access } = login.json<{ access: string }>();
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/auth/user/',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const graph = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      payload: { query: '{ __typename }' },
    });
    expect(graph.headers['cache-control']).toBe('no-store');
  });
});

describe('inline script hashes', () => {
  it('cover inline scripts only, byte for byte', () => {
    const html = `<script>a()</script><script type="module" src="/x.js"></script><script >\n b() </script>`;
    expect(inlineScriptHashes(html)).toEqual([hashOf('a()'), hashOf('\n b() ')]);
  });
});
