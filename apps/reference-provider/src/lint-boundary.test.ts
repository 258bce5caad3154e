import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repositoryRoot });

async function brokenRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repositoryRoot, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? 'parse error');
}

describe('the reference provider stays an outside studio (eslint/reference-provider.js)', () => {
  it('refuses an import of the server, the contract by path or by workspace name', async () => {
    const file = 'apps/reference-provider/src/sneaky.ts';
    const byPath = "import { signBody } from '../../server/src/platform/hmac.js';\nexport const x = signBody;\n";
    expect(await brokenRules(file, byPath)).toContain('import-x/no-restricted-paths');
    const contract =
      "import { WALLET_PATH } from '../../../packages/contract/src/wallet.js';\nexport const x = WALLET_PATH;\n";
    expect(await brokenRules(file, contract)).toContain('import-x/no-restricted-paths');
    const byName = "import { WALLET_PATH } from '@bnw/contract';\nexport const x = WALLET_PATH;\n";
    expect(await brokenRules(file, byName)).toContain('no-restricted-imports');
  });

  it('refuses the server importing the provider, but keeps the server floors checked', async () => {
    const code =
      "import { buildProviderServer } from '../../../reference-provider/src/server.js';\nexport const x = buildProviderServer;\n";
    expect(await brokenRules('apps/server/src/demo/sneaky.ts', code)).toContain(
      'provider-boundary/no-restricted-paths',
    );
    const crossModule = "import { login } from '../user/login.js';\nexport const x = login;\n";
    expect(await brokenRules('apps/server/src/modules/finance/cross.ts', crossModule)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('lets the provider import its own files', async () => {
    const code = "import { signBody } from './wallet/signature.js';\nexport const x = signBody;\n";
    expect(await brokenRules('apps/reference-provider/src/allowed.ts', code)).toEqual([]);
  });
});
