// Starts the built server on a fresh data folder with the demo store, for the browser journeys.
// E2E_PORT picks the port (and its own data folder); WEB_DIST_DIR may point at another web build,
// so that several runs can go side by side.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = fileURLToPath(new URL(`./.data/${port}`, import.meta.url));
rmSync(dataDir, { recursive: true, force: true });
const server = spawn('node', [fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url))], {
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
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
