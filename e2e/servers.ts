import { test } from '@playwright/test';

/**
 * The journeys' servers: one per Playwright worker, each with its own port, data folder, mail
 * folder and OpenID provider (e2e/start-server.mjs), so that two workers never share state.
 * E2E_PORT is the first worker's port; worker n's is E2E_PORT + 10 n.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);

/** The server port of the worker with this parallel index. */
export function serverPort(parallelIndex: number): number {
  return FIRST_PORT + 10 * parallelIndex;
}

/** The port of the running journey's worker's server. */
export function workerServerPort(): number {
  return serverPort(test.info().parallelIndex);
}

export function serverOrigin(port: number): string {
  return `http://127.0.0.1:${String(port)}`;
}
