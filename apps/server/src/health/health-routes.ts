import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, healthSchema } from '@curio/shared';
import { serviceUnavailable } from '../http/errors';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness without touching the database: also the "hello world" baseline of the benchmarks.
  app.get(
    '/health/live',
    { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness with a database check',
        response: { 200: healthSchema, 503: errorBodySchema },
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
