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
  // The 8 line's behaviour now, so that moving to React Router 8 is a version change.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_passThroughRequests: true,
  },
} satisfies Config;
