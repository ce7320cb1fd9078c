import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '@leiga/domain';
import type { Db } from '../../db/client.js';
import { unauthorized } from '../../http/errors.js';
import {
  findRefreshToken,
  findSessionOfLiveRefreshToken,
  insertRefreshToken,
  insertSession,
  listOpenSessionIds,
  lockRefreshToken,
  markRefreshTokenRotated,
  revokeSessionRow,
} from './auth-repository.js';
import { createOpaqueToken, hashToken } from './secrets.js';

export type TokenPair = { access: string; refresh: string };
export type AccessClaims = { userId: number; sessionId: string };

const ISSUER = 'leiga';

/**
 * Access tokens whose signature and claims were checked, by their text, until they expire: a
 * caller's requests then cost one HMAC per token instead of one per request. Bounded (least
 * recently used goes first); only tokens this server signed get in. The session row is still
 * read on every request (see plugins/authenticate.ts), so sign-out and revocation act at once.
 */
const VERIFIED_ACCESS_TOKENS_MAX = 10_000;

type VerifiedAccess = AccessClaims & { expiresAtMs: number };

/**
 * Short-lived JWT access tokens and opaque refresh tokens, rotated on every use. A session is the
 * family of refresh tokens descending from one sign-in; presenting a rotated token revokes it.
 */
export class TokenService {
  private readonly key: Uint8Array;
  private readonly successorKey: Buffer;
  private readonly verifiedAccess = new Map<string, VerifiedAccess>();

  constructor(
    private readonly db: Db,
    secret: string,
    /**
     * A rotated token presented again within this many seconds is a race, not a theft: two tabs
     * loading at once, or a reload that cut off the response carrying the new cookie. It gets
     * the successor already issued (one chain per session); later reuse ends the session.
     */
    private readonly reuseGraceSeconds = 0,
  ) {
    this.key = new TextEncoder().encode(secret);
    this.successorKey = createHmac('sha256', secret).update('refresh-successor').digest();
  }

  async createSession(
    userId: number,
    meta: { userAgent?: string; ip?: string },
  ): Promise<TokenPair> {
    const sessionId = await insertSession(this.db, {
      userId,
      userAgent: meta.userAgent?.slice(0, 300),
      ip: meta.ip,
    });
    return this.issue(userId, sessionId);
  }

  async rotate(refresh: string): Promise<TokenPair> {
    const tokenHash = hashToken(refresh);
    return this.db
      .transaction(async (tx) => {
        const row = await lockRefreshToken(tx, tokenHash);
        if (!row) throw unauthorized('The refresh token is not valid.', 'token_invalid');
        if (row.session.revokedAt)
          throw unauthorized('The session has ended. Sign in again.', 'token_invalid');
        const { userId, id: sessionId } = row.session;
        const sinceRotation = row.token.rotatedAt
          ? Date.now() - row.token.rotatedAt.getTime()
          : null;
        if (sinceRotation !== null && sinceRotation <= this.reuseGraceSeconds * 1000) {
          // The pair the first request got, not a second chain of the session.
          const newest = await this.newestSuccessor(tx, refresh, sessionId);
          if (!newest) throw unauthorized('The refresh token is not valid.', 'token_invalid');
          return { access: await this.signAccess(userId, sessionId), refresh: newest };
        }
        if (row.token.rotatedAt) {
          // A rotated token came back: someone holds a copy. End the whole family.
          await revokeSessionRow(tx, sessionId, 'refresh_token_reused', { onlyOpen: false });
          return null;
        }
        if (row.token.expiresAt.getTime() <= Date.now()) {
          throw unauthorized('The refresh token has expired. Sign in again.', 'token_invalid');
        }
        await markRefreshTokenRotated(tx, row.token.id);
        return this.issue(userId, sessionId, tx, this.successorOf(refresh));
      })
      .then((pair) => {
        // Thrown outside the transaction so the revocation above is committed.
        if (!pair)
          throw unauthorized(
            'This refresh token was already used; the session has been ended.',
            'refresh_token_reused',
          );
        return pair;
      });
  }

  /**
   * The successor of a refresh token is derived from it with the server's key, so the token a
   * rotation handed out can be handed out again to a racing request without being stored.
   */
  private successorOf(refresh: string): string {
    return createHmac('sha256', this.successorKey).update(refresh).digest('base64url');
  }

  /** Follows a rotated token's successors to the one not yet rotated (a tab may have moved on). */
  private async newestSuccessor(
    tx: Pick<Db, 'select'>,
    refresh: string,
    sessionId: string,
  ): Promise<string | null> {
    let current = refresh;
    for (let step = 0; step < 10; step++) {
      const next = this.successorOf(current);
      const row = await findRefreshToken(tx, hashToken(next));
      if (!row || row.sessionId !== sessionId) return null;
      if (!row.rotatedAt) return next;
      current = next;
    }
    return null;
  }

  async verifyAccess(token: string): Promise<AccessClaims> {
    const known = this.verifiedAccess.get(token);
    if (known) {
      this.verifiedAccess.delete(token);
      // jose's own rule: a token is good while now is before exp (no clock tolerance).
      if (Date.now() < known.expiresAtMs) {
        this.verifiedAccess.set(token, known);
        return { userId: known.userId, sessionId: known.sessionId };
      }
    }
    const verified = await this.verifySignedAccess(token);
    if (this.verifiedAccess.size >= VERIFIED_ACCESS_TOKENS_MAX) {
      const oldest = this.verifiedAccess.keys().next().value;
      if (oldest !== undefined) this.verifiedAccess.delete(oldest);
    }
    this.verifiedAccess.set(token, verified);
    return { userId: verified.userId, sessionId: verified.sessionId };
  }

  private async verifySignedAccess(token: string): Promise<VerifiedAccess> {
    try {
      // A token without an expiry would work for ever: exp is required, like sub and sid.
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub', 'sid'],
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload['sid'] !== 'string')
        throw new Error('claims');
      return { userId, sessionId: payload['sid'], expiresAtMs: Number(payload.exp) * 1000 };
    } catch {
      throw unauthorized('The access token is invalid or has expired.', 'token_invalid');
    }
  }

  async revokeSession(sessionId: string, reason: string): Promise<void> {
    await revokeSessionRow(this.db, sessionId, reason, { onlyOpen: true });
  }

  /** Ends every session of a user, except one when given (change password keeps the current). */
  async revokeUserSessions(
    userId: number,
    reason: string,
    exceptSessionId?: string,
  ): Promise<void> {
    for (const id of await listOpenSessionIds(this.db, userId)) {
      if (id !== exceptSessionId) await this.revokeSession(id, reason);
    }
  }

  /**
   * Ends the session a refresh token belongs to (sign-out without an access token, the cookie's
   * refresh token). An unknown or expired token changes nothing and says nothing.
   */
  async revokeByRefresh(refresh: string, reason: string): Promise<void> {
    const sessionId = await findSessionOfLiveRefreshToken(this.db, hashToken(refresh));
    if (sessionId) await this.revokeSession(sessionId, reason);
  }

  private async issue(
    userId: number,
    sessionId: string,
    db: Pick<Db, 'insert'> = this.db,
    refresh: string = createOpaqueToken(),
  ): Promise<TokenPair> {
    await insertRefreshToken(db, {
      sessionId,
      tokenHash: hashToken(refresh),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
    });
    return { access: await this.signAccess(userId, sessionId), refresh };
  }

  private signAccess(userId: number, sessionId: string): Promise<string> {
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
  }
}
