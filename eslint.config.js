import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import { readdirSync } from 'node:fs';

/**
 * Import zones of the dashboard. Layers import downwards only: app -> features -> queries, components,
 * lib -> api. A feature never imports another feature (the app composes them); the shared server state
 * (query factories and mutations several features use) lives in src/queries.
 */
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
/** Relative imports name TypeScript files without their extension. */
const importSettings = {
  'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
  // Read imported TypeScript files with the TypeScript parser (no-cycle follows their imports).
  'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  // Never parse packages to follow their imports (no-cycle looks at our own files only): reading
  // maplibre-gl, recharts and the rest made the lint five times slower.
  'import/ignore': ['node_modules'],
};
const importZones = [
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message:
      'A feature never imports another feature: share it through src/queries, src/components or src/lib.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features do not import the app shell; the app composes features.',
  },
  ...['./src/queries', './src/components', './src/lib', './src/api'].map((target) => ({
    target,
    from: ['./src/features', './src/app'],
    message: 'Shared code never imports features or the app shell.',
  })),
  {
    target: './src/api',
    from: ['./src/queries', './src/components', './src/lib'],
    message: 'The HTTP client and the contract depend on nothing above them.',
  },
];

/**
 * Import zones of the sandbox's route folders (server/routes/<x>/, tests aside): a route folder imports
 * the contract (src/api/contract, see no-restricted-imports below), server/domain, server/db, server/http,
 * server/auth, server/routes/deps.ts and its own files, never another route folder: a rule two folders
 * need lives in server/domain.
 */
const routeFolders = readdirSync('server/routes', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const routeZones = routeFolders.flatMap((name) => [
  {
    target: `./server/routes/${name}`,
    from: './server/routes',
    except: [`./${name}`, './deps.ts'],
    message: 'A route folder never imports another route folder: move what both need into server/domain.',
  },
  {
    target: `./server/routes/${name}`,
    from: './server',
    except: ['./routes', './domain', './db', './http', './auth'],
    message:
      'A route folder imports only the contract, server/domain, server/db, server/http and server/auth.',
  },
]);

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.sandbox', '.e2e-tmp', 'coverage'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [jsxA11y.flatConfigs.recommended],
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: importSettings,
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': ['error', { zones: importZones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '../server/*'], message: 'The app never imports the sandbox.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['server/**/*.ts'],
    plugins: { import: importPlugin },
    settings: importSettings,
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server/domain',
              from: './server/routes',
              message: 'The domain never depends on routes: move what both need into server/domain.',
            },
            {
              target: './server/db',
              from: './server/routes',
              message: 'The database layer never depends on routes.',
            },
          ],
        },
      ],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+src/(?!api/contract/)',
              message: 'The sandbox may import only src/api/contract/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests and their kits (*-test-kit.ts) may start the whole sandbox (server/app.ts, server/sandbox.ts, test/support).
    files: ['server/routes/*/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*-test-kit.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: routeZones }] },
  },
);
