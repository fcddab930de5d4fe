import { eq, lt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { oauthStates } from '../db/schema';
import { accountForGoogle } from './google-accounts';
import type { OidcClient } from './oidc';

const STATE_TTL_MS = 10 * 60_000;
const WEB_CALLBACK = '/auth/oauth2/callback';

function toWeb(result: { token: string } | { error: string }): string {
  const params = new URLSearchParams(result);
  return `${WEB_CALLBACK}?${params.toString()}`;
}

/**
 * GET /api/oauth2/login → the provider → GET /api/oauth2/callback → the web app's
 * /auth/oauth2/callback?token=… or ?error=…. The round trip's state lives in the database (no cookie).
 */
const googleRoutes: FastifyPluginAsyncZod<{ oidc: OidcClient | undefined }> = async (
  app,
  { oidc },
) => {
  app.get(
    '/oauth2/login',
    {
      schema: { tags: ['accounts'], summary: 'Start Google sign-in (a redirect to the provider)' },
    },
    async (request, reply) => {
      if (!oidc) return reply.redirect(toWeb({ error: 'unavailable' }));
      try {
        const start = await oidc.start();
        await app.db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
        await app.db.insert(oauthStates).values({
          state: start.state,
          nonce: start.nonce,
          codeVerifier: start.codeVerifier,
          expiresAt: new Date(Date.now() + STATE_TTL_MS),
        });
        return await reply.redirect(start.url);
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in could not start');
        return reply.redirect(toWeb({ error: 'unavailable' }));
      }
    },
  );

  app.get(
    '/oauth2/callback',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Finish Google sign-in (the provider redirects here)',
        querystring: z.looseObject({
          state: z.string().max(512).optional(),
          code: z.string().max(4096).optional(),
          error: z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { state, error } = request.query;
      if (error)
        return reply.redirect(
          toWeb({ error: error.replace(/[^a-z_]/gi, '').slice(0, 50) || 'denied' }),
        );
      if (!oidc || !state) return reply.redirect(toWeb({ error: 'invalid_request' }));
      // Single use: the state row is taken before anything else happens.
      const [saved] = await app.db
        .delete(oauthStates)
        .where(eq(oauthStates.state, state))
        .returning();
      if (!saved || saved.expiresAt < new Date())
        return reply.redirect(toWeb({ error: 'expired' }));
      try {
        const callbackUrl = new URL(request.url, `${app.config.publicUrl.replace(/\/$/, '')}/`);
        const identity = await oidc.finish(callbackUrl, saved);
        const user = await accountForGoogle(app.db, identity);
        const token = await app.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion });
        return await reply.redirect(toWeb({ token }));
      } catch (failure) {
        request.log.warn({ err: failure }, 'Google sign-in failed');
        return reply.redirect(toWeb({ error: 'failed' }));
      }
    },
  );
};

export default googleRoutes;
