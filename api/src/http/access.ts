import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext, Auth } from '../context.js';
import { forbidden, unauthorized } from './errors.js';

/**
 * Who may act on a route, declared in its options (`config: { access }`) and decided in one
 * preValidation hook, so a caller who may not act hears 401/403/404 whatever the body holds:
 * the body is judged only afterwards, by the route's validator.
 *
 * - `role`: who may call the route at all.
 * - `subject`: the object the path names, loaded and checked by the rule of every guard:
 *   404 to anyone who may not see it, 403 to one who may see it but not change it.
 */
export type Role = 'anonymous' | 'signed_in' | 'landlord' | 'tenant' | 'staff';

/** `role` may list several: any one of them lets the caller in. */
export type Access = { role?: Role | readonly Role[]; subject?: Subject<unknown> };

/** An object named by a path parameter, loaded for a caller or refused (the loader throws). */
export type Subject<T> = {
  readonly name: string;
  /** Reads the path parameter; an unreadable one is left for validation to answer 400. */
  readonly key: (params: unknown) => unknown;
  readonly load: (ctx: AppContext, auth: Auth, key: never) => Promise<T>;
};

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    access?: Access;
  }
}

const NO_KEY = Symbol('no key');

/**
 * A subject named by `param` (read with `schema`, the same as the route's params) and loaded by
 * `load`, which throws notFound/forbidden the way the object's own rules say.
 */
export function defineSubject<T, S extends z.ZodType>(
  name: string,
  param: string,
  schema: S,
  load: (ctx: AppContext, auth: Auth, key: z.output<S>) => Promise<T>,
): Subject<T> {
  return {
    name,
    key: (params) => {
      const raw = (params as Record<string, unknown> | undefined)?.[param];
      const parsed = schema.safeParse(raw);
      return parsed.success ? parsed.data : NO_KEY;
    },
    load: load as Subject<T>['load'],
  };
}

const ROLE_TEXT: Record<Role, string> = {
  anonymous: '',
  signed_in: '',
  landlord: 'This is for landlords.',
  tenant: 'This is for tenants.',
  staff: 'Only staff may do this.',
};

function holdsRole(auth: Auth, role: Role): boolean {
  if (role === 'landlord') return auth.user.userType === 'LL';
  if (role === 'tenant') return auth.user.userType === 'TN';
  if (role === 'staff') return auth.user.isStaff;
  return true;
}

/** 401 to the anonymous where a role is needed, 403 to a caller who holds none of the roles. */
export function assertRole(auth: Auth | null, role: Role | readonly Role[]): void {
  const roles: readonly Role[] = typeof role === 'string' ? [role] : role;
  if (roles.includes('anonymous')) return;
  if (!auth) throw unauthorized();
  if (!roles.some((r) => holdsRole(auth, r))) throw forbidden(ROLE_TEXT[roles[0] ?? 'signed_in']);
}

const loadedSubjects = new WeakMap<FastifyRequest, Map<Subject<unknown>, unknown>>();

/** The object the route's guard loaded for this request. */
export function subjectOf<T>(request: FastifyRequest, subject: Subject<T>): T {
  const found = loadedSubjects.get(request);
  if (!found?.has(subject as Subject<unknown>))
    throw new Error(`subjectOf(${subject.name}) used on a route that does not guard it`);
  return found.get(subject as Subject<unknown>) as T;
}

/** The one hook that decides every route's `access`, before any input is validated. */
export function registerAccessGuards(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    assertRole(request.auth, access.role ?? (access.subject ? 'signed_in' : 'anonymous'));
    const { subject } = access;
    if (!subject) return;
    const key = subject.key(request.params);
    if (key === NO_KEY) return;
    const row = await subject.load(ctx, request.auth!, key as never);
    loadedSubjects.set(request, new Map([[subject, row]]));
  });
}

/**
 * Every route of a module declared with `access` (a route's own declaration adds to it): for
 * modules that are one role's, such as the landlord's applications or the back office.
 */
export function requireForAll(app: FastifyInstance, access: Access): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: { ...access, ...route.config?.access } };
  });
}
