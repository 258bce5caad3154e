import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repositoryRoot });

/** The rules that broke when `code` is linted as if it lived at `file` (relative to the repository). */
async function brokenRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repositoryRoot, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? 'parse error');
}

describe('the server floors are enforced by lint', () => {
  it('refuses a module that imports another module', async () => {
    const code = "import { login } from '../user/login.js';\nexport const x = login;\n";
    expect(await brokenRules('apps/server/src/modules/finance/cross-module.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses a ground-floor file that imports a module, and rpc/ importing a module', async () => {
    const code = "import { userHandlers } from '../modules/user/handlers.js';\nexport const x = userHandlers;\n";
    expect(await brokenRules('apps/server/src/platform/upward.ts', code)).toContain('import-x/no-restricted-paths');
    expect(await brokenRules('apps/server/src/rpc/upward.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('lets a module import the ground floor and rpc/', async () => {
    const code = [
      "import { playerOf } from '../../platform/actor.js';",
      "import { ok } from '../../rpc/outcome.js';",
      'export const x = [playerOf, ok];',
      '',
    ].join('\n');
    expect(await brokenRules('apps/server/src/modules/finance/allowed.ts', code)).toEqual([]);
  });
});

/**
 * docs/architecture.md is the map a new engineer reads first: it must name every module and every
 * event type the code has (it once listed 7 of 18 modules and 3 of 6 events).
 */
describe('docs/architecture.md names what the code has', () => {
  const read = (relative: string) => fs.readFileSync(path.join(repositoryRoot, relative), 'utf8');
  const architecture = read('docs/architecture.md');

  it('names every module folder', () => {
    const modules = fs
      .readdirSync(path.join(repositoryRoot, 'apps/server/src/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(modules.length).toBeGreaterThan(10);
    expect(modules.filter((name) => !architecture.includes(`\`modules/${name}\``))).toEqual([]);
  });

  it('names every event type, with who records it', () => {
    const declared = read('apps/server/src/platform/event-types.ts');
    const body = declared.slice(declared.indexOf('export interface DomainEvents'));
    const events = [...body.matchAll(/^ {2}([a-z_]+): /gm)].map((match) => match[1]!);
    expect(events.length).toBeGreaterThan(5);
    expect(events.filter((name) => !architecture.includes(`| \`${name}\` |`))).toEqual([]);
  });
});
