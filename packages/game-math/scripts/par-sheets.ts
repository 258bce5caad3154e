/**
 * Writes docs/par-sheets/<code>.md for every variant of every registered engine, the shared-round
 * games' sheets (tombala.md, draw-*.md) and the index README.md; removes sheets of variants that
 * no longer exist. Refuses (exit 1, nothing written) when any variant's RTP is outside 94 % to
 * 97 %, or any draw market's outside 90 % to 96 %: such a game does not ship.
 *
 *   npm run par-sheets
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENGINE_MODULES } from '../src/registry.js';
import { renderParSheets } from './par-sheets-render.js';
import { withSharedGameSheets } from './shared-game-sheets.js';

export const PAR_SHEETS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/par-sheets');

const slots = renderParSheets(ENGINE_MODULES);
const { files, outOfRange: drawsOutOfRange } = withSharedGameSheets(slots.files);
if (slots.outOfRange.length > 0 || drawsOutOfRange.length > 0) {
  for (const { code, rtp } of slots.outOfRange)
    console.error(`${code}: RTP ${rtp} is outside [0.94, 0.97]; it does not ship`);
  for (const { code, rtp } of drawsOutOfRange)
    console.error(`${code}: RTP ${rtp} is outside [0.90, 0.96]; it does not ship`);
  process.exit(1);
}
fs.mkdirSync(PAR_SHEETS_DIR, { recursive: true });
for (const name of fs.readdirSync(PAR_SHEETS_DIR)) {
  if (name.endsWith('.md') && !files.has(name)) fs.rmSync(path.join(PAR_SHEETS_DIR, name));
}
for (const [name, content] of files) fs.writeFileSync(path.join(PAR_SHEETS_DIR, name), content);
process.stdout.write(`${files.size} files written to ${path.relative(process.cwd(), PAR_SHEETS_DIR)}\n`);
