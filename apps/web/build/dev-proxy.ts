import { fileURLToPath, URL } from 'node:url';
import { loadEnv } from 'vite';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The dev server's proxy to the API server: the server's PORT (default 3000), read from the
 * environment or the repository's .env as the server reads it.
 */
export function devProxy(mode: string): Record<string, string> {
  const { PORT = '' } = loadEnv(mode, repoRoot, 'PORT');
  const apiServer = `http://localhost:${PORT || '3000'}`;
  return { '/api': apiServer, '/media': apiServer };
}
