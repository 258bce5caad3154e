// The player site's layers (apps/web/README.md, "Layout"): shared code -> features -> app.
// Shared code imports no feature and not the app; a feature imports no other feature and not
// the app; only app/ (and main.tsx, which renders it) composes features. No import cycles.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const src = './apps/web/src';
const at = (...parts) => parts.map((part) => `${src}/${part}`);

/** Shared by everything: the site's UI kit, libraries, hooks, client state, config, texts, test helpers. */
const SHARED = at('components', 'lib', 'hooks', 'stores', 'config', 'i18n', 'testing');

const featureNames = fs
  .readdirSync(path.join(root, 'apps/web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zones = [
  {
    target: SHARED,
    from: at('features', 'app'),
    message: 'shared code (components, lib, hooks, stores, config, i18n, testing) imports no feature and not app/',
  },
  { target: at('features'), from: at('app'), message: 'a feature does not import app/: app/ composes features' },
  ...featureNames.map((name) => ({
    target: `${src}/features/${name}`,
    from: `${src}/features`,
    except: [`./${name}`],
    message: 'a feature never imports another feature: move what both need to shared code, or compose them in app/',
  })),
];

export const webZones = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    // TypeScript files are parsed for their imports (import-x reads only .js by default, and no-cycle would see nothing).
    'import-x/extensions': ['.ts', '.tsx'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
  },
  rules: {
    'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
  },
};
