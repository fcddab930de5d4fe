// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Features in layers, lowest first: a feature imports only features listed before it, so no
 * import between features forms a cycle. A new feature takes its place in the list.
 */
const featureLayers = {
  'apps/web/src/features': [
    'session',
    'site',
    'legal',
    'contact',
    'buy',
    'favorites',
    'accounts',
    'two-factor',
    'catalog',
    'profile',
    'seller-dashboard',
    'admin',
  ],
  'apps/server/src': [
    'accounts',
    'two-factor',
    'catalog',
    'buy',
    'contact',
    'favorites',
    'stats',
    'health',
    'seller-dashboard',
    'admin',
    'seo',
    'demo',
    'web',
  ],
};

const featureZones = Object.entries(featureLayers).flatMap(([root, layers]) =>
  layers.slice(0, -1).map((feature, index) => ({
    target: `${root}/${feature}`,
    from: layers.slice(index + 1).map((above) => `${root}/${above}`),
    message: `${feature} may import only the features listed before it in eslint.config.js.`,
  })),
);

/** Web imports flow one way: shared code (components, lib, hooks, config, utils) → features → app. */
const webSharedDirs = ['components', 'config', 'hooks', 'lib', 'types', 'utils', 'testing'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // Fastify plugins are async functions by convention, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through the config module only.',
        },
      ],
    },
  },
  {
    // The config module and tooling entry points are the places that may read process.env.
    files: [
      'apps/server/src/config.ts',
      'apps/server/test/**',
      'e2e/**',
      'bench/**',
      '**/*.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Plain JavaScript (build and test scripts, this file) runs in Node: the recommended rules
    // without type information, and it may read the environment like the other tooling.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    rules: { ...tseslint.configs.disableTypeChecked.rules, 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...webSharedDirs.map((dir) => ({
    files: [`apps/web/src/${dir}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '**/features/**'],
              message: 'Shared code must not import features.',
            },
            {
              group: ['@/app/*', '**/app/**'],
              message: 'Shared code must not import the app layer.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app/*', '**/app/**'], message: 'Features must not import the app layer.' },
          ],
        },
      ],
    },
  },
  {
    // No import cycles: between features (layers above), nor between any two modules.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
    },
  },
  {
    // The in-memory catalogue index indexes typed arrays in hot loops with indices that are in
    // range by construction; `?? 0` on every access would hide real bugs as zeros and cost time.
    files: ['apps/server/src/catalog/memory-index/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
);
