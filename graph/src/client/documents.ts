/**
 * Operations the kit sends itself. The graph trusts them like the codegen manifest, so a web
 * client can refresh its session before it has a valid token, even in production.
 */
export const REFRESH_SESSION_DOCUMENT = `mutation RefreshSession($input: RefreshSessionInput) {
  refreshSession(input: $input) { accessToken refreshToken }
}`;

export const KIT_DOCUMENTS = [REFRESH_SESSION_DOCUMENT] as const;
