import type { Config } from '@react-router/dev/config';

/**
 * React Router in framework mode (decision 020): route modules under src/app, rendered on the
 * server by Curio's Fastify server (apps/server src/web), which loads the server build from
 * dist/server and serves dist/client.
 */
export default {
  appDirectory: 'src/app',
  buildDirectory: 'dist',
  ssr: true,
  // Every route is known from the start (one cached manifest file of ≈ 6 KiB gzip): no request
  // per page for the routes its links lead to, and no re-render of the page when they arrive.
  routeDiscovery: { mode: 'initial' },
  // The 8 line's behaviour now, so that moving to React Router 8 is a version change.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_passThroughRequests: true,
  },
} satisfies Config;
