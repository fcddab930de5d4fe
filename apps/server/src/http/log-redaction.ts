import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Query parameters that carry secrets in a URL: the mailed links open
 * /auth/verify-email?token=… and /auth/reset-password?token=…, served by this server; Google
 * sign-in passes its one-time code, the OIDC state and the tab's binding (decision 015); a form
 * the browser sent itself, before the app ran, puts its password fields there.
 */
const SECRET_PARAMS =
  /([?&](?:token|code|secret|state|binding|password|currentPassword|newPassword|backupCode)=)[^&#]*/gi;

/** The URL as it may appear in a log line: secret query values replaced. */
function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** Fastify's request line, with the URL redacted (every level, every request); no headers. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/** Fields of a request body that hold a secret (passwords, mailed tokens, codes, challenges). */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'code',
  'backupCode',
  'backupCodes',
  'secret',
  'challenge',
];

/**
 * What pino blanks in any line, whoever logs it and at whatever level: request headers that carry
 * a session, and secret fields of a body or a reply logged as such. (Fastify itself logs neither
 * headers nor bodies: this guards the log calls of tomorrow.) Bare `code` is left alone, since
 * errors carry one that is no secret ('ECONNREFUSED').
 */
const REDACTED_PATHS = [
  ...['req', 'request', ''].flatMap((holder) =>
    ['authorization', 'cookie', 'proxy-authorization'].map(
      (header) => `${holder ? `${holder}.` : ''}headers["${header}"]`,
    ),
  ),
  ...['body', 'req.body', 'request.body', 'payload', 'reply', 'query', 'req.query'].flatMap(
    (holder) => SECRET_FIELDS.map((field) => `${holder}.${field}`),
  ),
  ...SECRET_FIELDS.filter((field) => field !== 'code').map((field) => `*.${field}`),
  // The bytes Node received, on the error of a request it could not parse (headers included).
  'err.rawPacket',
  '*.rawPacket',
  'password',
  'currentPassword',
];

/** The logger options with the redacting request serializer and redaction paths added. */
export function withLogRedaction(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object') return logger;
  const redact = (logger as { redact?: string[] | { paths: string[] } }).redact;
  const paths = Array.isArray(redact) ? redact : (redact?.paths ?? []);
  return {
    ...logger,
    serializers: { ...logger.serializers, req: serializeRequest },
    redact: { paths: [...paths, ...REDACTED_PATHS], censor: '[redacted]' },
  };
}
