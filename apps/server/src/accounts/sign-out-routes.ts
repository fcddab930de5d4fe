import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@curio/shared';
import { signedInUser } from './auth-plugin';
import { endSessions } from './sessions';

/**
 * Sign-out on the server: tokens are self-contained, so forgetting one in the browser would leave
 * a copy working until it expires. Every token of the account stops working instead (a token is
 * not tracked on its own), so signing out anywhere signs out everywhere.
 */
const signOutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/accounts/signout',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags: ['accounts'],
        summary: 'Sign out: every session of the account ends (all of its tokens stop working)',
        security: [{ bearer: [] }],
        response: { 204: z.null(), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await endSessions(app.db, user.id);
      return reply.code(204).send(null);
    },
  );
};

export default signOutRoutes;
