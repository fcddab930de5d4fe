import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { MemoryAttemptLimiter, RedisAttemptLimiter } from './accounts/attempt-limiter';
import authPlugin from './accounts/auth-plugin';
import emailVerificationRoutes from './accounts/email-verification-routes';
import passwordResetRoutes from './accounts/password-reset-routes';
import pictureRoutes from './accounts/picture-routes';
import profileRoutes from './accounts/profile-routes';
import signInRoutes from './accounts/sign-in-routes';
import signOutRoutes from './accounts/sign-out-routes';
import { TokenService } from './accounts/tokens';
import agentAdminRoutes from './admin/agent-admin-routes';
import auditRoutes from './admin/audit-routes';
import currencyRateAdminRoutes from './admin/currency-rate-admin-routes';
import lookupAdminRoutes from './admin/lookup-admin-routes';
import statsRoutes from './admin/stats-routes';
import synonymAdminRoutes from './admin/synonym-admin-routes';
import userAdminRoutes from './admin/user-admin-routes';
import buyRoutes from './buy/buy-routes';
import catalogPlugin from './catalog/catalog-plugin';
import lookupRoutes from './catalog/lookup-routes';
import { Captcha } from './contact/captcha';
import contactRoutes from './contact/contact-routes';
import currencyRateRoutes from './currency/currency-rate-routes';
import { SmtpContactMailer, type ContactMailer } from './contact/mailer';
import productRoutes from './catalog/product-routes';
import searchSuggestionRoutes from './catalog/search-suggestion-routes';
import sellerRoutes from './catalog/seller-routes';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import favoriteRoutes from './favorites/favorite-routes';
import googleRoutes from './accounts/google-routes';
import { OidcClient } from './accounts/oidc';
import type { AccountMailer } from './mail/account-mailer';
import accountMailPlugin from './accounts/account-mails';
import healthRoutes from './health/health-routes';
import siteRoutes from './site/site-routes';
import clientAddress from './http/client-address';
import { clientErrorHandler } from './http/client-errors';
import errorHandler, { sendError } from './http/error-handler';
import { errorBody } from './http/errors';
import { withLogRedaction } from './http/log-redaction';
import publicCache from './http/public-cache';
import { fastifyTrustProxy } from './http/trust-proxy';
import storableText from './http/storable-text';
import shutdown from './http/shutdown';
import { BasicImageModerator, type ImageModerator } from './media/image-moderation';
import mediaRoutes from './media/media-routes';
import { EnvelopeReporter, silentReporter, type ErrorReporter } from './monitoring/error-reporter';
import monitoringRoutes from './monitoring/monitoring-routes';
import { createMediaStorage } from './media/media-storage';
import type { MediaStorage } from './media/storage';
import { defaultWebDistDir, webSourceDir } from './paths';
import openapi from './http/openapi';
import bulkProductRoutes from './seller-dashboard/bulk-product-routes';
import dashboardRoutes from './seller-dashboard/dashboard-routes';
import imageUploadRoutes from './seller-dashboard/image-upload-routes';
import importRoutes from './seller-dashboard/import/import-routes';
import productWriteRoutes from './seller-dashboard/product-write-routes';
import { ShortLinkResolver } from './seller-dashboard/short-links';
import securityHeaders, { securityHeaderList } from './http/security-headers';
import seoRoutes from './seo/seo-routes';
import type { Secrets } from './secrets';
import { connectRedis } from './shared-state/redis';
import eventRoutes from './stats/event-routes';
import { secondFactor } from './two-factor/second-factor';
import { SecretBox } from './two-factor/secret-box';
import twoFactorRoutes from './two-factor/two-factor-routes';
import webApp from './pages/web-app';
import stepUpPlugin from './accounts/step-up';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    /** Where uploaded and demo media live: the S3 bucket when configured, else DATA_DIR/media. */
    media: MediaStorage;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  secrets: Secrets;
  logger?: FastifyServerOptions['logger'];
  storage?: MediaStorage;
  moderator?: ImageModerator;
  mailer?: ContactMailer;
  /** Account mail; by default SMTP_URL, or .eml files in DATA_DIR/outbox/. */
  accountMailer?: AccountMailer;
  reporter?: ErrorReporter;
  /** Follows share links to items; by default the platforms' hosts under config.shortLinks. */
  shortLinks?: ShortLinkResolver;
}

const SECURITY_HEADERS = Object.fromEntries(securityHeaderList());

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, secrets, logger } = deps;
  const storage = deps.storage ?? (await createMediaStorage(config));
  const moderator = deps.moderator ?? new BasicImageModerator();
  const shortLinks = deps.shortLinks ?? new ShortLinkResolver(config.shortLinks);
  // Several instances share counters through Redis; one instance keeps them in memory.
  const redis = config.redis
    ? await connectRedis(config.redis.url, config.redis.keyPrefix)
    : undefined;
  const limiter = redis ? new RedisAttemptLimiter(redis) : new MemoryAttemptLimiter();
  const reporter =
    deps.reporter ??
    (config.sentryDsn ? new EnvelopeReporter(config.sentryDsn, config.env) : silentReporter);
  const mailer =
    deps.mailer ??
    (config.mail
      ? new SmtpContactMailer(config.mail.smtpUrl, config.mail.recipient, config.mail.sender)
      : undefined);
  const oidc = config.google
    ? new OidcClient({
        ...config.google,
        redirectUri: `${config.publicUrl.replace(/\/$/, '')}/api/oauth2/callback`,
      })
    : undefined;

  const app = Fastify({
    // Mailed links carry their token in the query: never in a log line.
    logger: withLogRedaction(logger ?? { level: config.logLevel }),
    genReqId: () => randomUUID(),
    // The client address of rate limits, lockouts and logs: X-Forwarded-For only from trusted hops.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    bodyLimit: 1024 * 1024,
    // http/shutdown.ts answers during shutdown, with the standard error body.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    // Requests Node refuses before Fastify sees them (431, 408, 400): the same body and headers.
    clientErrorHandler: clientErrorHandler(),
    // URLs the router refuses before any route runs (broken percent-encoding, an over-long path
    // parameter): the API's error shape, without the URL echoed back. No hook runs for them,
    // helmet's neither: the security headers are set here.
    frameworkErrors: (error, _request, reply) => {
      void sendError(
        reply.headers(SECURITY_HEADERS),
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? errorBody(404, 'notFound')
          : errorBody(400, 'validationFailed'),
      );
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('media', storage);
  // Registered before any route: runs after the HTTP server has closed and in-flight requests ended.
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }

  // 1. External plugins.
  await app.register(clientAddress);
  await app.register(securityHeaders);
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    // By client as the limits count them: an IPv6 client's /64, an IPv4-mapped address's IPv4.
    keyGenerator: (request) => request.client,
    // A Redis outage lifts the limits rather than failing every limited route.
    ...(redis ? { redis, nameSpace: 'rate-limit:', skipOnError: true } : {}),
  });
  await app.register(multipart, {
    limits: { fileSize: 5 * 1024 * 1024, files: 4, fields: 20, parts: 30, fieldSize: 64 * 1024 },
  });
  await app.register(openapi);

  // 2. Application plugins.
  await app.register(errorHandler, { reporter });
  await app.register(storableText);
  await app.register(shutdown);
  await app.register(publicCache);
  await app.register(catalogPlugin);
  await app.register(authPlugin, {
    tokens: new TokenService(secrets.jwtSecret, config.tokenTtlHours),
  });
  await app.register(accountMailPlugin, deps.accountMailer ? { mailer: deps.accountMailer } : {});
  const factors = secondFactor(database.db, new SecretBox(secrets.totpKey), secrets.totpKey);
  await app.register(stepUpPlugin, { limiter, secondFactor: factors });

  // 3. Routes.
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(siteRoutes);
      await api.register(productRoutes);
      await api.register(searchSuggestionRoutes);
      await api.register(sellerRoutes);
      await api.register(lookupRoutes);
      await api.register(currencyRateRoutes);
      await api.register(eventRoutes, { visitorSecret: secrets.jwtSecret });
      await api.register(signInRoutes, { limiter });
      await api.register(profileRoutes);
      await api.register(emailVerificationRoutes);
      await api.register(passwordResetRoutes);
      await api.register(signOutRoutes);
      await api.register(pictureRoutes, { storage, moderator });
      await api.register(googleRoutes, { oidc, limiter, secondFactor: factors });
      await api.register(favoriteRoutes);
      await api.register(buyRoutes);
      await api.register(imageUploadRoutes, { storage });
      await api.register(productWriteRoutes, { storage, shortLinks });
      await api.register(importRoutes, { storage, shortLinks });
      await api.register(dashboardRoutes);
      await api.register(bulkProductRoutes, { storage });
      await api.register(userAdminRoutes, { storage });
      await api.register(lookupAdminRoutes);
      await api.register(agentAdminRoutes);
      await api.register(synonymAdminRoutes);
      await api.register(currencyRateAdminRoutes);
      await api.register(statsRoutes);
      await api.register(auditRoutes);
      await api.register(monitoringRoutes);
      await api.register(contactRoutes, {
        captcha: new Captcha(database.db, secrets.jwtSecret),
        mailer,
      });
    },
    { prefix: '/api' },
  );
  // Spec paths that already begin with /api/.
  await app.register(twoFactorRoutes, {
    box: new SecretBox(secrets.totpKey),
    backupCodeKey: secrets.totpKey,
    limiter,
  });
  await app.register(seoRoutes);
  await app.register(mediaRoutes, { storage });
  await app.register(webApp, {
    distDir: config.webDistDir ?? defaultWebDistDir,
    devRoot: config.webDev ? webSourceDir : undefined,
  });

  return app;
}
