import { sql, type SQL } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Db } from '../api/src/db/client.js';

/** Runs one SQL statement with positional parameters and answers its rows. */
export type Query = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * The api's user read in SQL: the session joined to its user (plugins/authenticate.ts), then the
 * user's e-mails, phones and profile in one query (modules/users/user-view.ts).
 */
const SESSION_USER = `select u.*, s.revoked_at from sessions s join users u on u.id = s.user_id
  where s.id = $1 and u.id = $2 limit 1`;
const CONTACTS = `select u.id,
  coalesce((select json_agg(json_build_object('id', e.id, 'email', e.email, 'verified', e.verified)
    order by e.id) from user_emails e where e.user_id = u.id), '[]') as emails,
  coalesce((select json_agg(json_build_object('id', p.id, 'country_code', p.country_code,
    'number', p.number, 'verified', p.verified) order by p.id)
    from phones p where p.user_id = u.id), '[]') as phones,
  (select json_build_object('id', r.id, 'profile_username', r.profile_username)
    from rental_profiles r where r.user_id = u.id) as profile
  from users u where u.id = $1`;

type Json = Record<string, unknown>;

export function postgresQuery(url: string): { query: Query; close(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return {
    query: async (text, params) => (await pool.query(text, params)).rows,
    close: () => pool.end(),
  };
}

/** `$1`-style text onto drizzle's bound SQL, for the api's own (embedded) database. */
function bind(text: string, params: unknown[]): SQL {
  const chunks = text
    .split(/\$(\d+)/)
    .map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`));
  return sql.join(chunks);
}

/** Runs the SQL on the api's PGlite: the embedded database lives in one process only. */
export function drizzleQuery(db: Db): Query {
  return async (text, params) => {
    const result = (await db.execute(bind(text, params))) as { rows: Record<string, unknown>[] };
    return result.rows;
  };
}

/**
 * The minimal baseline of the signed-in user read: bare Fastify running the same SQL as the api,
 * with no token check, validation, schemas or hooks. api/baseline is then the api's own overhead.
 */
export async function startBaseline(
  query: Query,
  session: { sessionId: string; userId: number },
): Promise<{ url: string; app: FastifyInstance }> {
  const app = Fastify({ logger: false });
  app.get('/user/', async () => {
    const [user] = await query(SESSION_USER, [session.sessionId, session.userId]);
    if (!user) throw new Error('no session');
    const [contacts] = await query(CONTACTS, [user['id']]);
    const emails = (contacts?.['emails'] ?? []) as Json[];
    const phones = (contacts?.['phones'] ?? []) as Json[];
    const profile = contacts?.['profile'] as Json | null | undefined;
    return {
      id: user['id'],
      email: user['email'],
      email_addresses: emails.map((e) => ({
        id: e['id'],
        email: e['email'],
        verified: e['verified'],
        primary: e['email'] === user['email'],
      })),
      phones: phones.map((p) => ({
        id: p['id'],
        verified: p['verified'] ? 'y' : 'n',
        number: p['number'],
        country_code: { code: p['country_code'] },
      })),
      primary_phone_id: user['primary_phone_id'],
      full_name: user['full_name'],
      birth_date: user['birth_date'],
      icelandic_id: user['icelandic_id'],
      personal_id: user['personal_id'],
      personal_id_country: user['personal_id_country'],
      is_staff: user['is_staff'],
      user_type: user['user_type'],
      primary_language: user['primary_language'],
      rentalprofile: profile
        ? { id: profile['id'], profile_username: profile['profile_username'] }
        : null,
      date_joined: user['date_joined'],
    };
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, app };
}
