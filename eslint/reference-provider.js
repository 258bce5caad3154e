// The reference provider (apps/reference-provider) is what an outside game studio would write:
// it talks to the casino only over HTTP, so it imports nothing from the other apps or the shared
// packages, and the casino never imports it. Its page script runs in the browser.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const provider = './apps/reference-provider';
const message =
  'the reference provider is an outside studio: it talks to the casino over HTTP only and imports no app or package of ours';

/** The provider imports nothing of ours but its own folder. */
const inward = [
  { target: provider, from: './apps', except: ['./reference-provider'], message },
  { target: provider, from: './packages', message },
];
/**
 * And nothing of ours imports it: the server starts it as a child process by its path. Only the
 * server's end-to-end test runs it in process, as the harness of both.
 */
const outward = [
  {
    target: ['./apps/server/src', './apps/web', './packages'],
    from: provider,
    message: 'nothing of ours imports the reference provider: it is started as its own process',
  },
];

export const referenceProvider = [
  {
    files: ['apps/reference-provider/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/reference-provider/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: inward }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Registered under its own name so that it adds to, and does not replace, the floors' zones of these files.
    files: ['apps/server/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'provider-boundary': importX },
    rules: { 'provider-boundary/no-restricted-paths': ['error', { basePath: root, zones: outward }] },
  },
  {
    // Belt and braces: a workspace name resolves through node_modules, so forbid the names too.
    files: ['apps/reference-provider/**/*.{ts,js}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@bnw/*'], message }] }],
    },
  },
  {
    files: ['apps/reference-provider/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'module' },
  },
];
