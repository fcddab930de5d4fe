import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../http/errors';
import { emptyReply, errorReplies } from '../http/replies';
import { parseDsn } from './dsn';
import { sendEnvelope } from './error-reporter';

const MAX_ENVELOPE_BYTES = 200 * 1024;

const envelopeHeaderSchema = z.looseObject({ dsn: z.string().optional() });

function parseHeader(line: string): z.infer<typeof envelopeHeaderSchema> | undefined {
  try {
    return envelopeHeaderSchema.parse(JSON.parse(line));
  } catch {
    return undefined;
  }
}

/**
 * The web app's error reports come here (same origin, so the CSP stays `connect-src 'self'`) and
 * go on to WEB_SENTRY_DSN. Without it, the call does not exist and nothing leaves the machine.
 */
const monitoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const configured = app.config.webSentryDsn;
  const dsn = configured ? parseDsn(configured) : undefined;

  app.addContentTypeParser(
    ['application/x-sentry-envelope', 'text/plain'],
    { parseAs: 'string', bodyLimit: MAX_ENVELOPE_BYTES },
    (_request, body, done) => {
      done(null, body);
    },
  );

  app.post(
    '/monitoring',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        operationId: 'forwardErrorReport',
        tags: ['monitoring'],
        summary: "Forwards the web app's error reports to the configured error-reporting service",
        description: 'A Sentry envelope. Without WEB_SENTRY_DSN on the server the call is a 404.',
        consumes: ['application/x-sentry-envelope', 'text/plain'],
        body: z.string().max(MAX_ENVELOPE_BYTES),
        response: {
          202: emptyReply('Accepted: the report is on its way'),
          ...errorReplies(404),
        },
      },
    },
    async (request, reply) => {
      if (!dsn) throw notFound('notFound');
      const newline = request.body.indexOf('\n');
      const header = parseHeader(newline > 0 ? request.body.slice(0, newline) : '');
      // Only envelopes for our own web DSN are passed on (no open relay); the browser may leave the
      // DSN out, since it does not know it, and we address the envelope.
      if (!header || (header.dsn !== undefined && header.dsn !== dsn.raw)) {
        throw badRequest('validationFailed');
      }
      const envelope = `${JSON.stringify({ ...header, dsn: dsn.raw })}${request.body.slice(newline)}`;
      sendEnvelope(dsn, envelope).catch((error: unknown) =>
        request.log.warn({ err: error }, 'Error report not sent'),
      );
      return reply.code(202).send();
    },
  );
};

export default monitoringRoutes;
