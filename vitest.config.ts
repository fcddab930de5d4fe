import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { projectsByIsolation } from './vitest.isolation.ts';

export default defineConfig({
  test: {
    // Vitest's default leaves a core free: one worker on a 2-core machine. Most files wait on
    // databases, processes and sockets as much as they compute.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/shared',
      ...projectsByIsolation('apps/server', 'vitest.config.ts', 'server'),
      ...projectsByIsolation('apps/web', 'vite.config.ts', 'web'),
      'bench',
    ],
  },
});
