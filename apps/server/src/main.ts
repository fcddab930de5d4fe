import { ConfigError, loadConfig } from './config';
import { startServer } from './server';

const SHUTDOWN_LIMIT_MS = 10_000;
/** Requests still running (or connections still half-open) this long after SIGTERM are cut. */
const IN_FLIGHT_LIMIT_MS = 8_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const server = await startServer(config);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal}: finishing in-flight requests, then stopping.`);
    const timer = setTimeout(() => {
      server.app.log.error('Shutdown took too long; exiting.');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    timer.unref();
    setTimeout(() => {
      server.app.log.warn('Closing the connections still open after 8 s.');
      server.app.server.closeAllConnections();
    }, IN_FLIGHT_LIMIT_MS).unref();
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'Shutdown failed.');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Start-up failed: ${error.message}` : error);
  process.exit(1);
});
