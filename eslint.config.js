// Lint rules, including the import boundaries between layers (see docs/architecture.md):
// shared code flows into features, features into routes; features never import each other;
// the web app and the server meet only in shared/ and in the generated contract types.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import prettier from 'eslint-config-prettier';
import lingui from 'eslint-plugin-lingui';
import { LOCALIZED, UNLOCALIZED_OPTIONS } from './eslint.localized.js';
import { serverModules } from './eslint.server-modules.js';
import globals from 'globals';
import { readFileSync } from 'node:fs';

const restrict = (patterns) => ['error', { patterns }];

// The tenant tables (server/db/tenant-tables.ts, read as text: this file is plain JavaScript).
const TENANT_TABLES = [
  ...readFileSync(new URL('./server/db/tenant-tables.ts', import.meta.url), 'utf8')
    .split('TENANT_TABLES = [')[1]
    .split(']')[0]
    .matchAll(/'([a-z_]+)'/g),
].map((m) => m[1]);
const TENANT_SOURCE = `/^(?:${TENANT_TABLES.join('|')})(?: as \\w+)?$/`;
const STATEMENT = '/^(?:selectFrom|updateTable|deleteFrom|insertInto)$/';
const RAW_HANDLE = '/^(?:db|trx|tx|executor|handle)$/';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-fixtures',
      'dist-server',
      'public/mockServiceWorker.js',
      'generated',
      '.data',
      '.tmp',
      'coverage',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
      'no-restricted-imports': restrict([
        {
          group: ['**/server/**', 'server/*'],
          message: 'The web app talks to the server only through the generated client.',
        },
        { group: ['**/codegen/**'], message: 'codegen runs at build time only.' },
      ]),
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['@/features/*', '@/routes/*', '**/features/**', '**/routes/**'],
          message: 'Shared code must not depend on features or routes.',
        },
        { group: ['**/server/**'], message: 'The web app talks to the server only through the generated client.' },
      ]),
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['@/features/*', '@/routes/*'],
          message: 'Features never import each other or routes; share through src/lib or src/components.',
        },
        { group: ['**/server/**'], message: 'The web app talks to the server only through the generated client.' },
      ]),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['@/*', '**/src/**', 'react', 'react-dom', '@mantine/*'],
          message: 'The server does not import the web app.',
        },
      ]),
    },
  },
  {
    // The server's modules (eslint.server-modules.js): the base imports no domain, a domain is used
    // through its index.ts; and statements are built in repositories and the base only, so a
    // service may name Kysely's types but not import its builder or the sql tag.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/**/test/**', 'server/test/**'],
    plugins: { server: serverModules },
    rules: { 'server/domain-boundary': 'error' },
  },
  {
    files: ['server/**/*.ts'],
    ignores: [
      'server/**/*.test.ts',
      'server/**/test/**',
      'server/test/**',
      'server/**/*-repo.ts',
      'server/**/repo.ts',
      'server/**/*-repo/**',
      'server/**/repo/**',
      'server/**/repos/**',
      ...[...serverModules.base].map((folder) => `server/${folder}/**`),
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              allowTypeImports: true,
              message: 'Statements are built in repositories (*-repo.ts, repo/) and the base: move the query there.',
            },
          ],
        },
      ],
    },
  },
  {
    // A tenant's rows are reached through its scope (server/db/tenant-scope.ts, docs/server.md
    // "Tenant scope"): a statement on a tenant table started from a raw handle is refused. A
    // statement meant to span every board starts from `acrossTenants(db)`.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/**/test/**', 'server/test/**', 'server/db/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          `CallExpression[callee.property.name=${STATEMENT}][callee.object.name=${RAW_HANDLE}][arguments.0.value=${TENANT_SOURCE}]`,
          `CallExpression[callee.property.name=${STATEMENT}][callee.object.property.name='db'][arguments.0.value=${TENANT_SOURCE}]`,
        ].map((selector) => ({
          selector,
          message:
            "A tenant table is reached through the tenant's scope: scopedTo(db, clientId), or acrossTenants(db) for a statement meant to span every board (server/db/tenant-scope.ts).",
        })),
      ],
    },
  },
  {
    // The server logs through pino (server/log/logger.ts): structured, with secrets redacted. The
    // start-up banner and the stand-alone local tools print for a person at a terminal.
    files: ['server/**/*.ts'],
    ignores: [
      'server/**/*.test.ts',
      'server/test/**',
      'server/main.ts',
      'server/demo/**',
      'server/auth/linkedin/local-provider.ts',
    ],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['@/*', '**/src/**', '**/server/**', 'react'],
          message: 'shared/ is used by both the web app and the server and depends on neither.',
        },
      ]),
    },
  },
  {
    // Lingui's macros used as they work (docs/localization.md): `t` only where it runs per render
    // (a module-level text would keep the language of the first page the process rendered).
    // Values that are not plain variables (`${job.title}`) are allowed: Lingui names them {0}, {1}
    // and the catalogue shows each with its expression, which tells a translator what it is.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { lingui },
    rules: {
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-trans-inside-trans': 'error',
    },
  },
  {
    files: LOCALIZED,
    ignores: [
      'src/**/*.test.{ts,tsx}',
      'src/**/test/**',
      'src/**/test-utils.tsx',
      'src/**/*-mock.ts',
      'src/mocks/**',
      'src/test/**',
      'src/routeTree.gen.ts',
    ],
    plugins: { lingui },
    rules: { 'lingui/no-unlocalized-strings': ['error', UNLOCALIZED_OPTIONS] },
  },
  prettier,
);
