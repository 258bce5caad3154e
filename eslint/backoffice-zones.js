// The back office's layers (docs/backoffice.md, "The app"): shared code -> resources -> app, as the
// player site's (web-zones.js). Shared code (auth, components, data, i18n) imports no area and not
// app/; an area (resources/<area>) imports no other area and not app/; only app/ (and main.tsx,
// which renders it) composes the areas: the registry, the data provider, the i18n provider, the
// layout and its menu. No import cycles, within a folder or across folders.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const src = './apps/backoffice/src';
const at = (...parts) => parts.map((part) => `${src}/${part}`);

const SHARED = at('auth', 'components', 'data', 'i18n');

const areaNames = fs
  .readdirSync(path.join(root, 'apps/backoffice/src/resources'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zones = [
  {
    target: SHARED,
    from: at('resources', 'app'),
    message: 'shared code (auth, components, data, i18n) imports no area (resources/) and not app/',
  },
  { target: at('resources'), from: at('app'), message: 'an area does not import app/: app/ composes the areas' },
  ...areaNames.map((name) => ({
    target: `${src}/resources/${name}`,
    from: `${src}/resources`,
    except: [`./${name}`, './types.ts'],
    message: 'an area never imports another area: move what both need to shared code, or compose them in app/',
  })),
];

export const backofficeZones = {
  files: ['apps/backoffice/src/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.tsx'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/backoffice/tsconfig.json' })],
  },
  rules: {
    'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
  },
};
