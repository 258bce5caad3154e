import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { backofficeZones } from './eslint/backoffice-zones.js';
import { referenceProvider } from './eslint/reference-provider.js';
import { serverFloors } from './eslint/server-floors.js';
import { webZones } from './eslint/web-zones.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // The player site and the back office: browser code with React's hook rules.
    files: ['apps/web/**/*.{ts,tsx}', 'apps/backoffice/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  serverFloors,
  webZones,
  backofficeZones,
  ...referenceProvider,
  {
    // Operator commands, benchmarks and scripts talk to a terminal.
    files: ['apps/server/src/ops/**', 'bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
