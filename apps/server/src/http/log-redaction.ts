import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Query parameters that carry secrets in a URL: the mailed links open
 * /auth/verify-email?token=… and /auth/reset-password?token=…, served by this server.
 */
const SECRET_PARAMS = /([?&](?:token|code|secret)=)[^&#]*/gi;

/** The URL as it may appear in a log line: secret query values replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** Fastify's request line, with the URL redacted (every level, every request). */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/** The logger options with the redacting request serializer added (false stays false). */
export function withLogRedaction(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object') return logger;
  return { ...logger, serializers: { ...logger.serializers, req: serializeRequest } };
}
