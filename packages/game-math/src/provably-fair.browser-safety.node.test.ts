/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));

/** Every file the package's entry reaches through relative imports: what a browser bundle holds. */
function reachableFiles(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/from ['"](\.{1,2}\/[^'"]+)\.js['"]/g)) {
      visit(path.resolve(path.dirname(file), `${match[1]}.ts`));
    }
  };
  visit(entry);
  return [...seen];
}

/**
 * The tests of this package load Node's types (they compare with Node's crypto and read the
 * committed documents), so the typecheck alone would not catch a Node built-in in the code the
 * browser runs to verify rounds. This test does.
 */
describe('the code the browser runs (everything src/index.ts reaches)', () => {
  it('uses no Node built-in module or Node-only global', () => {
    const files = reachableFiles(path.join(SRC, 'index.ts'));
    expect(files).toContain(path.join(SRC, 'provably-fair.ts'));
    const nodeOnly = /from ['"]node:|require\(|\bBuffer\b|\bprocess\.|__dirname/;
    const offenders = files.filter((file) => nodeOnly.test(fs.readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(SRC, file))).toEqual([]);
  });
});
