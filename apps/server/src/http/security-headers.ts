import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmetHeaders, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The web app's theme script (apps/web src/app/theme-script.ts: dark mode before the first paint),
 * allowed by its hash; test/web-app-pwa.test.ts fails when the script and this drift apart. Each
 * page's other inline scripts are allowed by their hashes too (`pagePolicy`, pages/web-app.ts).
 */
const THEME_SCRIPT_HASH = "'sha256-Yny/374FiQeIAMPH4fkaM+GXElRxHCz+Og6rG3V09BA='";

/** A CSP that the web app itself passes (no other inline script, no third-party origins). */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", THEME_SCRIPT_HASH],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  // No <base> element anywhere (ASVS 3.4.3 asks for base-uri 'none').
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * The policy of a page: the site's, with the page's inline scripts allowed by their hashes. Built
 * from the directives, as helmet builds the site's (a test holds the two equal), never by editing
 * a policy's text.
 */
export function pagePolicy(scriptSources: readonly string[]): string {
  const directives: Record<string, readonly string[]> = {
    ...CONTENT_SECURITY_POLICY,
    scriptSrc: [...new Set([...CONTENT_SECURITY_POLICY.scriptSrc, ...scriptSources])],
  };
  return Object.entries(directives)
    .map(([name, values]) => [directiveName(name), ...values].join(' '))
    .join(';');
}

/** `scriptSrc` → `script-src`. */
function directiveName(camelCase: string): string {
  let name = '';
  for (const letter of camelCase)
    name += letter === letter.toUpperCase() ? `-${letter.toLowerCase()}` : letter;
  return name;
}

const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  // Product images may be shown by share previews on other sites.
  crossOriginResourcePolicy: { policy: 'same-site' },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
} satisfies HelmetOptions;

/**
 * The same headers as a list, for replies written without Fastify (http/client-errors.ts: a
 * request too broken to become a request). Helmet itself fills it, so the two cannot drift.
 */
export function securityHeaderList(): [string, string][] {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmetHeaders(HELMET_OPTIONS)(request, response, (error?: unknown) => {
    if (error !== undefined) throw error instanceof Error ? error : new Error('helmet failed');
  });
  return Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]);
}

/**
 * Helmet's headers on every reply. They never change, so they are computed once: @fastify/helmet
 * built a new helmet middleware (parsing the policy again) for every request.
 */
async function securityHeaders(app: FastifyInstance) {
  const headers = securityHeaderList();
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
