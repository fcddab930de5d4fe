import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Role, type MessageKey } from '@curio/shared';
import { users } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';
import type { TokenService } from './tokens';
import type { UserRow } from './user-view';

/**
 * Who may call a route, checked in its `onRequest` hook — before the body is parsed or validated,
 * so every protected route answers 401, then 403, then 400. `'signed-in'` is any account.
 */
type RouteAuth = Role | 'signed-in';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /**
     * With `auth`: a frozen account gets a 403 with this message, in the same hook (so before
     * validation too). Unset: frozen accounts pass (they may sign in, browse and read).
     */
    refuseFrozen?: MessageKey;
  }
  interface FastifyRequest {
    /** The caller, once a route's `auth` check (or `requireUser`) has run. */
    user: UserRow | null;
    /** When the caller's session signed in (seconds since the epoch), with `user`. */
    authTime: number | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
    /** The signed-in user, or a 401. Role, frozen and token version come from the database. */
    requireUser(request: FastifyRequest): Promise<UserRow>;
    /** The signed-in user holding this role (ADMIN passes every role), or a 401/403. */
    requireRole(request: FastifyRequest, role: Role): Promise<UserRow>;
    /** The signed-in user when a valid token came with the request; never throws. */
    optionalUser(request: FastifyRequest): Promise<UserRow | undefined>;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

/**
 * The caller of a route that declares `config.auth`: its hook has run, so the user is there. A
 * route without the declaration gets a 401 rather than someone else's rights.
 */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized('noToken');
  return request.user;
}

function hasRole(user: Pick<UserRow, 'role'>, role: Role): boolean {
  return user.role === 'ADMIN' || user.role === role || role === 'USER';
}

async function authPlugin(app: FastifyInstance, options: { tokens: TokenService }) {
  app.decorate('tokens', options.tokens);

  async function sessionOf(token: string) {
    const claims = await options.tokens.verify(token);
    if (!claims) return undefined;
    const [user] = await app.db.select().from(users).where(eq(users.id, claims.userId));
    // A deleted user, or a token issued before a password or role change, is refused.
    if (!user || user.tokenVersion !== claims.tokenVersion) return undefined;
    return { user, authTime: claims.authTime ?? null };
  }

  app.decorateRequest('user', null);
  app.decorateRequest('authTime', null);

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (request.user) return request.user;
    const token = bearerToken(request);
    if (!token) throw unauthorized('noToken');
    const session = await sessionOf(token);
    if (!session) throw unauthorized('sessionExpired');
    request.user = session.user;
    request.authTime = session.authTime;
    return session.user;
  });

  app.decorate('requireRole', async (request: FastifyRequest, role: Role) => {
    const user = await app.requireUser(request);
    if (!hasRole(user, role)) throw forbidden('forbidden');
    return user;
  });

  app.decorate('optionalUser', async (request: FastifyRequest) => {
    if (request.user) return request.user;
    const token = bearerToken(request);
    return token ? (await sessionOf(token))?.user : undefined;
  });

  // Routes declare `config: { auth }`; the check joins their onRequest hooks, ahead of validation.
  app.addHook('onRoute', (route) => {
    const auth = route.config?.auth;
    const refuseFrozen = route.config?.refuseFrozen;
    if (!auth) {
      if (refuseFrozen) throw new Error(`${route.url}: refuseFrozen needs config.auth`);
      return;
    }
    const check = async (request: FastifyRequest) => {
      const user =
        auth === 'signed-in'
          ? await app.requireUser(request)
          : await app.requireRole(request, auth);
      if (refuseFrozen && user.frozen) throw forbidden(refuseFrozen);
    };
    route.onRequest = [
      ...(Array.isArray(route.onRequest)
        ? route.onRequest
        : route.onRequest
          ? [route.onRequest]
          : []),
      check,
    ];
  });
}

export default fp(authPlugin, { name: 'auth' });
