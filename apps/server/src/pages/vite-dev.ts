import type { FastifyInstance } from 'fastify';
import type { ViteDevServer } from 'vite';
import { isServerAddress } from '@curio/shared';

/**
 * Development: Vite in middleware mode inside this server (one port), serving the web app's
 * modules, styles and public files, and loading its route tree for rendering here. What the
 * server answers itself (the API, media, sitemaps) never reaches it.
 */
export async function startViteDevServer(
  app: FastifyInstance,
  root: string,
): Promise<ViteDevServer> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root,
    configFile: `${root}/vite.config.ts`,
    // Hot reloading over this server's own port.
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  });
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isServerAddress(path)) return done();
    // What Vite answers (modules, styles, public files) ends here; pages go on to the handler.
    vite.middlewares(request.raw, reply.raw, () => done());
  });
  app.addHook('onClose', async () => vite.close());
  return vite;
}
