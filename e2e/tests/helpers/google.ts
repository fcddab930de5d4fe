import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { workerServerPort } from '../../servers';

/** The claims the local OpenID provider signs for a Google sign-in (see e2e/start-server.mjs). */
export interface GoogleIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

const identityFile = () =>
  fileURLToPath(new URL(`../../.oidc/${String(workerServerPort())}.json`, import.meta.url));

/** The Google account of the next sign-ins, until `resetGoogleIdentity`. */
export function setGoogleIdentity(identity: GoogleIdentity): void {
  writeFileSync(identityFile(), JSON.stringify(identity));
}

/** Back to the default Google account of e2e/start-server.mjs. */
export function resetGoogleIdentity(): void {
  rmSync(identityFile(), { force: true });
}
