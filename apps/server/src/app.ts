import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import lookupRoutes from './catalog/lookup-routes';
import productRoutes from './catalog/product-routes';
import sellerRoutes from './catalog/seller-routes';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import healthRoutes from './health/health-routes';
import siteRoutes from './health/site-routes';
import errorHandler from './http/error-handler';
import publicCache from './http/public-cache';
import mediaRoutes from './media/media-routes';
import { defaultWebDistDir } from './paths';
import openapi from './plugins/openapi';
import securityHeaders from './plugins/security-headers';
import seoRoutes from './seo/seo-routes';
import eventRoutes from './stats/event-routes';
import webApp from './web/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ config, database, logger }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    genReqId: () => randomUUID(),
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);

  // 1. External plugins.
  await app.register(securityHeaders);
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, { global: false });
  await app.register(openapi);

  // 2. Application plugins.
  await app.register(errorHandler);
  await app.register(publicCache);

  // 3. Routes.
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(siteRoutes);
      await api.register(productRoutes);
      await api.register(sellerRoutes);
      await api.register(lookupRoutes);
      await api.register(eventRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(seoRoutes);
  await app.register(mediaRoutes, { mediaDir: join(config.dataDir, 'media') });
  await app.register(webApp, { distDir: config.webDistDir ?? defaultWebDistDir });

  return app;
}
