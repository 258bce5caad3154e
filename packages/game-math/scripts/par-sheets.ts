/**
 * Writes docs/par-sheets/<code>.md for every variant of every registered engine, and the index
 * README.md; removes sheets of variants that no longer exist. Refuses (exit 1, nothing written)
 * when any variant's RTP is outside 94 % to 97 %: such a variant does not ship.
 *
 *   npm run par-sheets
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENGINE_MODULES } from '../src/registry.js';
import { renderParSheets } from './par-sheets-render.js';

export const PAR_SHEETS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/par-sheets');

const { files, outOfRange } = renderParSheets(ENGINE_MODULES);
if (outOfRange.length > 0) {
  for (const { code, rtp } of outOfRange)
    console.error(`${code}: RTP ${rtp} is outside [0.94, 0.97]; it does not ship`);
  process.exit(1);
}
fs.mkdirSync(PAR_SHEETS_DIR, { recursive: true });
for (const name of fs.readdirSync(PAR_SHEETS_DIR)) {
  if (name.endsWith('.md') && !files.has(name)) fs.rmSync(path.join(PAR_SHEETS_DIR, name));
}
for (const [name, content] of files) fs.writeFileSync(path.join(PAR_SHEETS_DIR, name), content);
process.stdout.write(`${files.size} files written to ${path.relative(process.cwd(), PAR_SHEETS_DIR)}\n`);
