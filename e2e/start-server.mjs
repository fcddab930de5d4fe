// Starts the built server on a fresh data folder with the demo store, for the browser journeys.
// E2E_PORT picks the port (and its own data folder); `--data-from <folder>`, a data folder to
// start from; WEB_DIST_DIR may point at another web build, so that several runs can go side by side.
//
// Google sign-in runs for real against a local OpenID Connect provider (oauth2-mock-server) on
// E2E_PORT + 1000: every sign-in there is the Google account below (e2e/tests/accounts.spec.ts
// expects the same values), unless a journey names another one in e2e/.oidc/<E2E_PORT>.json
// (e2e/tests/helpers/google.ts writes and removes it), read at each sign-in.
//
// Account mail goes over SMTP to a local smtp-server on E2E_PORT + 2000, which saves each message
// as an .eml file under e2e/.mail/<E2E_PORT>/ (e2e/tests/recovery.spec.ts reads them).
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { OAuth2Server } from 'oauth2-mock-server';
import { SMTPServer } from 'smtp-server';

const GOOGLE_ACCOUNT = {
  sub: 'e2e-google-subject',
  email: 'google.journey@example.com',
  email_verified: true,
  name: 'Google Journey',
};

const port = process.env.E2E_PORT ?? '3100';
const dataDir = fileURLToPath(new URL(`./.data/${port}`, import.meta.url));
rmSync(dataDir, { recursive: true, force: true });
// A copy of a stopped server's data folder (start-servers.mjs): the demo store without seeding it.
const { values: options } = parseArgs({ options: { 'data-from': { type: 'string' } } });
if (options['data-from']) cpSync(options['data-from'], dataDir, { recursive: true });

const oidcPort = Number(port) + 1000;
const oidc = new OAuth2Server();
await oidc.issuer.keys.generate('RS256');
await oidc.start(oidcPort, '127.0.0.1');
// The address the server and the browser reach it at (the provider would say `localhost`).
oidc.issuer.url = `http://127.0.0.1:${oidcPort}`;
const identityFile = fileURLToPath(new URL(`./.oidc/${port}.json`, import.meta.url));
mkdirSync(fileURLToPath(new URL('./.oidc/', import.meta.url)), { recursive: true });
rmSync(identityFile, { force: true });
/** The Google account of the next sign-in: the journey's, else the default one. */
function googleAccount() {
  try {
    return JSON.parse(readFileSync(identityFile, 'utf8'));
  } catch {
    return GOOGLE_ACCOUNT;
  }
}
// Both tokens of a sign-in (access and ID token) are signed: `on`, not `once`.
oidc.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, googleAccount()));

const mailDir = fileURLToPath(new URL(`./.mail/${port}`, import.meta.url));
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
let mailCount = 0;
const smtpPort = Number(port) + 2000;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      mailCount += 1;
      const name = `${Date.now()}-${String(mailCount).padStart(5, '0')}.eml`;
      writeFileSync(`${mailDir}/${name}`, Buffer.concat(chunks));
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

const server = spawn(
  'node',
  [fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url))],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ADMIN_USERNAME: 'e2e-admin',
      ADMIN_EMAIL: 'e2e-admin@example.com',
      ADMIN_PASSWORD: 'E2eAdmin123',
      // Every journey signs in and up from this one address, one spec after another: the per-IP
      // limit of sign-in, sign-up and two-factor calls (10 a minute by default) would refuse them.
      AUTH_RATE_LIMIT: process.env.AUTH_RATE_LIMIT ?? '1000',
      OIDC_ISSUER: oidc.issuer.url,
      GOOGLE_CLIENT_ID: 'curio-e2e',
      GOOGLE_CLIENT_SECRET: 'curio-e2e-secret',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    },
  },
);

async function stop(code) {
  await oidc.stop().catch(() => {});
  await new Promise((resolve) => smtp.close(resolve));
  process.exit(code);
}
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => void stop(code ?? 0));
