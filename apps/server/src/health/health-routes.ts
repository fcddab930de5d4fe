import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { healthSchema } from '@curio/shared';
import { serviceUnavailable } from '../http/errors';
import { errorReplies, reply } from '../http/replies';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness without touching the database: also the "hello world" baseline of the benchmarks.
  app.get(
    '/health/live',
    {
      schema: {
        operationId: 'checkLiveness',
        tags: ['health'],
        summary: 'Liveness: the process answers (the database is not asked)',
        response: { 200: reply('Alive', z.object({ status: z.literal('ok') })) },
      },
    },
    () => ({ status: 'ok' as const }),
  );

  // Readiness: a load balancer sends traffic once the catalogue index answers (it loads after the
  // port opens: docs/decisions/017) and the database does.
  app.get(
    '/health/ready',
    {
      schema: {
        operationId: 'checkReadiness',
        tags: ['health'],
        summary: 'Readiness: the catalogue index is loaded and the database answers',
        response: {
          200: reply('Ready', z.object({ status: z.literal('ok') })),
          ...errorReplies(503),
        },
      },
    },
    async (_request, reply) => {
      // A first load that failed (the database was away) is tried again.
      app.catalog.startLoading();
      if (!app.catalog.ready || !(await app.database.ping())) {
        throw serviceUnavailable('serviceUnavailable');
      }
      void reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/health',
    {
      schema: {
        operationId: 'checkHealth',
        tags: ['health'],
        summary: 'Liveness with a database check',
        response: {
          200: reply('Alive, with the database answering', healthSchema),
          ...errorReplies(503),
        },
      },
    },
    async (_request, reply) => {
      if (!(await app.database.ping())) throw serviceUnavailable('serviceUnavailable');
      void reply.header('cache-control', 'no-store');
      return {
        status: 'ok' as const,
        database: app.database.kind,
        google: Boolean(app.config.google),
      };
    },
  );
};

export default healthRoutes;
