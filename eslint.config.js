import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import local from './eslint-rules/boundaries.js';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        // Type information for every linted file comes from tsconfig.json (src, e2e, bench, scripts
        // with their .mjs through allowJs, and the root *.ts configs). The two plain .js files of the
        // lint setup itself lie outside it and use TypeScript's default project.
        projectService: { allowDefaultProject: ['eslint.config.js', 'eslint-rules/*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { local },
    rules: {
      'local/boundaries': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Async code: an unawaited promise is a bug waiting for load. A promise is awaited, returned,
      // or handed to `void` where fire-and-forget is meant and its rejection is handled on the way. no-misused-promises keeps its default options, JSX attributes included:
      // React drops whatever an event handler returns, so a rejected promise from an async onClick
      // would go unhandled; a handler calls `mutate` (with onError) or `void`s an async function
      // that catches its own failure.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // Transactions go through inTransaction, which repeats one that failed for a transient reason.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/db/transaction.ts', 'src/server/**/*.test.ts', 'src/server/**/*.pg-test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Use inTransaction(db, work) from src/server/db/transaction.ts: it retries transient failures once.',
        },
      ],
    },
  },
  {
    files: ['src/client/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
