import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../apps/server/test/support/server-process.js';

/** Writes a benchmark's figures to bench/results/<name>.json and prints them. */
export function writeResults(name: string, figures: Record<string, unknown>): string {
  const file = path.join(REPO_ROOT, 'bench', 'results', `${name}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const record = { benchmark: name, measuredAt: new Date().toISOString(), node: process.version, ...figures };
  fs.writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  console.log(JSON.stringify(record, null, 2));
  console.log(`written to ${path.relative(REPO_ROOT, file)}`);
  return file;
}
