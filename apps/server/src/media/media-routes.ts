import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Uploaded and generated media: content-addressed, so cached forever. */
async function mediaRoutes(app: FastifyInstance, options: { mediaDir: string }) {
  mkdirSync(options.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    setHeaders: (reply) => {
      void reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}

export default fp(mediaRoutes, { name: 'media-routes' });
