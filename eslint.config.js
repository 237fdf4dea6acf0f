import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-e2e', 'node_modules', 'data', 'test-results', 'playwright-report', 'bench/.work', 'src/server/db/migrations'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The two rules of hooks (not the plugin's React Compiler rules: the admin is not compiled by it).
    files: ['src/admin/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    ignores: ['test/e2e/**'], // Playwright's fixtures call `use`, which is not React's
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@admin/*', '@server/*', 'react*', 'node:*', '../admin/*', '../server/*'] }],
    },
  },
  {
    files: ['src/admin/**'],
    ignores: ['src/admin/ui/AppList.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['@server/*', '../server/*', '../../server/*'],
          paths: [{ name: 'react-admin', importNames: ['List'], message: 'Use AppList (src/admin/ui/AppList.tsx): what every list does.' }],
        },
      ],
    },
  },
  {
    files: ['src/admin/ui/AppList.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@server/*', '../server/*', '../../server/*'] }] },
  },
  {
    files: ['src/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@admin/*', '../admin/*', '../../admin/*'] }] },
  },
);
