/// <reference types="node" />
// Reads the committed sheets from disk: a Node-only test of the generator in scripts/.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RTP_CEILING, RTP_FLOOR, renderParSheets } from '../scripts/par-sheets-render.js';
import { renderSharedGameSheets, withSharedGameSheets } from '../scripts/shared-game-sheets.js';
import { ENGINE_MODULES, type EngineModule } from './registry.js';

const SHEETS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/par-sheets');

describe('PAR sheets', () => {
  it('are committed exactly as the data generates them (run `npm run par-sheets` after a change)', () => {
    const { files } = withSharedGameSheets(renderParSheets(ENGINE_MODULES).files);
    const committed = fs.readdirSync(SHEETS_DIR).filter((name) => name.endsWith('.md'));
    expect(committed.sort()).toEqual([...files.keys()].sort());
    for (const [name, content] of files) {
      expect(fs.readFileSync(path.join(SHEETS_DIR, name), 'utf8'), `docs/par-sheets/${name} is stale`).toBe(content);
    }
  });

  it('lists every registered variant in the index and ships none outside 94-97 %', () => {
    const { files, outOfRange } = renderParSheets(ENGINE_MODULES);
    expect(outOfRange).toEqual([]);
    const index = files.get('README.md')!;
    for (const module of ENGINE_MODULES)
      for (const variant of module.variants) expect(index).toContain(`\`${variant.code}\``);
  });

  it('names a variant outside the band so the script refuses it', () => {
    const source = ENGINE_MODULES[0]!;
    const tooGenerous: EngineModule = {
      ...source,
      variants: source.variants.slice(0, 2),
      rtpReport: (variant) => ({
        ...source.rtpReport(variant),
        rtp: variant === source.variants[0] ? RTP_CEILING + 0.001 : RTP_FLOOR,
      }),
    };
    expect(renderParSheets([tooGenerous]).outOfRange).toEqual([
      { code: source.variants[0]!.code, rtp: RTP_CEILING + 0.001 },
    ]);
  });

  it('add tombala and the draw games, listed in the index, with no draw market outside 90-96 %', () => {
    const shared = renderSharedGameSheets();
    expect([...shared.files.keys()].sort()).toEqual(['draw-dice-duel.md', 'draw-lucky-six.md', 'tombala.md']);
    expect(shared.outOfRange).toEqual([]);
    const { files } = withSharedGameSheets(renderParSheets(ENGINE_MODULES).files);
    for (const name of shared.files.keys()) expect(files.get('README.md')).toContain(`(${name})`);
    expect(files.get('tombala.md')).toContain('1 − house share, by construction');
  });
});
