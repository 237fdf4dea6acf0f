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
