import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'bench',
    include: ['**/*.test.ts'],
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});
