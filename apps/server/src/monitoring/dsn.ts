/** A Sentry DSN (https://<key>@<host>/<project>) and where its envelopes go. */
export interface Dsn {
  publicKey: string;
  envelopeUrl: string;
  raw: string;
}

export function parseDsn(raw: string): Dsn {
  const url = new URL(raw);
  const projectId = url.pathname
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .pop();
  if (!url.username || !projectId) throw new Error('A DSN needs a public key and a project id');
  const path = url.pathname.replace(/\/?[^/]+\/?$/, '');
  return {
    publicKey: url.username,
    envelopeUrl: `${url.protocol}//${url.host}${path}/api/${projectId}/envelope/?sentry_version=7&sentry_key=${url.username}`,
    raw,
  };
}
