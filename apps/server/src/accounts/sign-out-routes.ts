import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from './auth-plugin';
import { endSessions } from './sessions';
import { emptyReply, errorReplies } from '../http/replies';

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
        operationId: 'signOut',
        tags: ['accounts'],
        summary: 'Sign out: every session of the account ends (all of its tokens stop working)',
        security: [{ bearer: [] }],
        response: { 204: emptyReply('Signed out everywhere'), ...errorReplies(401) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await endSessions(app.db, user.id);
      return reply.code(204).send();
    },
  );
};

export default signOutRoutes;
