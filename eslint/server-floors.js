// The server read as floors (README, "Architecture"): a file imports only from its own floor or
// below, a module never imports another module, and the shared packages import no app.
// Checked by import-x/no-restricted-paths; apps/server/test/architecture.test.ts proves it bites.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const src = './apps/server/src';
const at = (...parts) => parts.map((part) => `${src}/${part}`);

/** The ground floor: what every module and surface may use. */
const GROUND = at('platform', 'db', 'auth', 'audit', 'mail', 'ledger', 'protection', 'config.ts', 'services.ts');
/**
 * The composition root: assembles everything, imported by nothing of the server (staff-panel/
 * assembles each back-office area's handlers from the modules that own its tables).
 */
const ROOT = at('app.ts', 'main.ts', 'server-modules.ts', 'staff-panel');
/** Surfaces: the ways in (HTTP plugins, operator commands). */
const SURFACES = at('http', 'ops');

const moduleNames = fs
  .readdirSync(path.join(root, 'apps/server/src/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zones = [
  {
    target: at('platform'),
    from: at('services.ts', 'auth', 'audit', 'mail', 'ledger', 'protection'),
    message: 'platform/ is the lowest floor beside db/ and config.ts: the services and auth/ build on it',
  },
  {
    target: GROUND,
    from: [...at('rpc', 'modules'), ...SURFACES, ...ROOT],
    message: 'the ground floor imports nothing above it',
  },
  {
    target: at('rpc'),
    from: [...at('modules'), ...SURFACES, ...ROOT],
    message: 'rpc/ imports no module and no surface',
  },
  {
    target: at('modules'),
    from: [...SURFACES, ...ROOT],
    message: 'a module imports no surface and not the composition root',
  },
  { target: SURFACES, from: ROOT, message: 'a surface does not import the composition root' },
  ...moduleNames.map((name) => ({
    target: `${src}/modules/${name}`,
    from: `${src}/modules`,
    except: [`./${name}`],
    message: 'a module never imports another module: share through platform/ or ledger/, talk through events',
  })),
  { target: './packages/contract', from: './apps', message: 'the contract imports no app' },
  { target: './packages/game-math', from: ['./apps', './packages/contract'], message: 'game-math stays pure' },
];

export const serverFloors = {
  files: ['apps/server/**/*.ts', 'packages/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    // Parse TypeScript files for their imports: import-x reads only .js by default, and no-cycle would see nothing.
    'import-x/extensions': ['.ts'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    'import-x/resolver-next': [
      createTypeScriptImportResolver({
        project: ['apps/server/tsconfig.json', 'packages/contract/tsconfig.json', 'packages/game-math/tsconfig.json'],
        noWarnOnMultipleProjects: true,
      }),
    ],
  },
  rules: {
    'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
  },
};
