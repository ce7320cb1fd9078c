import { describe, expect, it } from 'vitest';
import { useTestServer, writeIndexHtml } from './test-server.js';

const server = useTestServer(
  (dist) =>
    writeIndexHtml(
      dist,
      '<!doctype html><html><head><title>Leiga</title><meta name="description" content="Leiga"></head><body><div id="root"></div></body></html>',
    ),
  { appUrl: 'https://leiga.example' },
);

describe('one origin', () => {
  it('serves client routes through index.html and keeps JSON 404s for the api', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/tenants/home' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    const api = await server.app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'not_found' });
    expect((await server.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(
      404,
    );
  });

  it('fills in a public listing’s title and preview image for crawlers, in every locale prefix', async () => {
    const search = await server.app.inject({ method: 'GET', url: '/api/listings/?page_size=1' });
    const [listing] = (
      search.json() as { results: { id: number; title: string; cover_photo: { key: string } }[] }
    ).results;
    for (const prefix of ['', '/en']) {
      const page = await server.app.inject({
        method: 'GET',
        url: `${prefix}/listings/${listing!.id}`,
      });
      expect(page.body).toContain(`<title>${listing!.title} · Leiga</title>`);
      expect(page.body).toContain(
        `<meta property="og:image" content="https://leiga.example/_ipx/f_jpeg,s_1200x630,q_80/${listing!.cover_photo.key}">`,
      );
      expect(page.body.match(/name="description"/g)).toHaveLength(1);
    }
    const draftOrMissing = await server.app.inject({ method: 'GET', url: '/listings/999999' });
    expect(draftOrMissing.body).toContain('<title>Leiga</title>');
  });

  it('serves a rebuilt index.html without a restart', async () => {
    const before = await server.app.inject({ method: 'GET', url: '/login' });
    expect(before.body).toContain('<title>Leiga</title>');
    await new Promise((r) => setTimeout(r, 20));
    writeIndexHtml(
      server.dist,
      '<!doctype html><html><head><title>Leiga 2</title></head><body></body></html>',
    );
    const after = await server.app.inject({ method: 'GET', url: '/login' });
    expect(after.body).toContain('<title>Leiga 2</title>');
  });

  it('lists published listings in the sitemap', async () => {
    const sitemap = await server.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const search = await server.app.inject({ method: 'GET', url: '/api/listings/?page_size=100' });
    const { count } = search.json() as { count: number };
    const residential = await server.app.inject({
      method: 'GET',
      url: '/api/listings/?page_size=100&commercial=true',
    });
    const total = count + (residential.json() as { count: number }).count;
    expect(sitemap.body.match(/<loc>https:\/\/leiga\.example\/listings\/\d+<\/loc>/g)).toHaveLength(
      total,
    );
    expect(sitemap.body).toContain('<loc>https://leiga.example/en/listings</loc>');
  });

  it('answers GraphQL at /graphql on the same port', async () => {
    const reply = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      payload: { query: '{ __typename }' },
    });
    expect(reply.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
