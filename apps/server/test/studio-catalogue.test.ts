import type { MethodOutput } from '@bnw/contract';
import { ENGINE_MODULES } from '@bnw/game-math';
import { type MotifId, symbolArtShapes } from '@bnw/game-math/art';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncStudioCatalogue } from '../src/modules/studio/index.js';
import { computedRtpBp, readRtpTable, variantFingerprint } from '../src/modules/studio/figures.js';
import { studioVariants } from '../src/modules/studio/variants.js';
import { createPlayer, loginAs } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/** The studio's catalogue: every registered variant is a game of one of four labels, idempotently. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { PUBLIC_URL: 'https://casino.example.com' } });
}, 60_000);
afterAll(() => app.close());

async function studioGames() {
  return app.services.db
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .select(['games.id', 'games.code', 'games.rtp_bp', 'games.active', 'games.theme', 'game_providers.code as label'])
    .where('game_providers.code', 'like', 'bnw-%')
    .where('game_providers.code', '!=', 'bnw-reference')
    .execute();
}

/** The game's lobby tile, as casino.games_list answers it (the search finds it by its unique name). */
async function tileOf(gameId: number) {
  const game = await app.services.db
    .selectFrom('games')
    .select('name')
    .where('id', '=', gameId)
    .executeTakeFirstOrThrow();
  const page = await app.call<MethodOutput<'casino.games_list'>>('casino', 'games_list', {
    searchGameName: game.name,
  });
  const tile = page.data.games.find((one) => one.gameID === gameId);
  if (!tile) throw new Error(`no tile for game ${gameId}`);
  return tile;
}

describe('studio catalogue', () => {
  it('lists every variant under its label with its RTP, in categories 6-11, and stays the same on a second run', async () => {
    // No time limit here: a timed assertion failed under shared cores (6 s with other files beside
    // it). The committed RTP table that keeps the start fast is held equal to the computation
    // below ("keeps the committed RTP table…"); speed belongs in bench/.
    await syncStudioCatalogue(app.services);
    await syncStudioCatalogue(app.services);
    const games = await studioGames();
    const variants = ENGINE_MODULES.flatMap((module) => module.variants);
    expect(games).toHaveLength(variants.length);
    for (const variant of variants) {
      const game = games.find((one) => one.code === variant.code)!;
      expect(game).toMatchObject({ label: variant.listing.studio, active: 1 });
      expect(game.rtp_bp).toBeGreaterThanOrEqual(9400);
      expect(game.rtp_bp).toBeLessThanOrEqual(9700);
    }
    const categories = await app.call<MethodOutput<'casino.category_list'>>('casino', 'category_list', {});
    expect(categories.data.map((category) => category.name)).toEqual(
      expect.arrayContaining(['Klasik', 'Meyveli', 'Macera', 'Mitoloji', 'Tarih', 'Doğa']),
    );
  });

  it('switches off a game whose variant is no longer shipped', async () => {
    const [first] = await studioGames();
    await app.services.db.updateTable('games').set({ code: 'k-eski-oyun' }).where('id', '=', first!.id).execute();
    await syncStudioCatalogue(app.services);
    const old = await app.services.db
      .selectFrom('games')
      .select('active')
      .where('id', '=', first!.id)
      .executeTakeFirst();
    expect(old?.active).toBe(0);
  });

  it("draws a studio game's tile from its colours and symbols", async () => {
    const [game] = (await studioGames()).filter((one) => one.active === 1);
    const theme = JSON.parse(game!.theme!) as { background: string; symbols: Array<{ art: MotifId; colour: string }> };
    const response = await app.server.inject({ method: 'GET', url: `/casino/images/${game!.id}.svg` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(theme.background);
    // Each symbol is its picture's shapes, not an emoji as text (an empty box without an emoji font).
    for (const symbol of theme.symbols) expect(response.body).toContain(symbolArtShapes(symbol.art, symbol.colour));
    expect(response.body).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('gives a recoloured variant a new picture address and ETag, so no browser keeps the old tile', async () => {
    const [game] = (await studioGames()).filter((one) => one.active === 1);
    const shipped = JSON.parse(game!.theme!) as { accent: string };
    // As if the previous release had another accent: the sync writes the code's theme back.
    const previous = JSON.stringify({ ...JSON.parse(game!.theme!), accent: '#010203' });
    await app.services.db.updateTable('games').set({ theme: previous }).where('id', '=', game!.id).execute();
    const before = await tileOf(game!.id);
    const oldPicture = await app.server.inject({ method: 'GET', url: before.imageUrl });
    expect(oldPicture.body).toContain('#010203');

    await syncStudioCatalogue(app.services);
    const after = await tileOf(game!.id);
    expect(after.imageUrl).not.toBe(before.imageUrl);
    const newPicture = await app.server.inject({
      method: 'GET',
      url: after.imageUrl,
      headers: { 'if-none-match': String(oldPicture.headers.etag) },
    });
    expect(newPicture.statusCode).toBe(200);
    expect(newPicture.headers.etag).not.toBe(oldPicture.headers.etag);
    expect(newPicture.body).toContain(shipped.accent);
    expect(newPicture.body).not.toContain('#010203');
  });

  it('starts a studio game at its own page of our site', async () => {
    const [game] = (await studioGames()).filter((one) => one.active === 1);
    const { user } = await loginAs(app, await createPlayer(app));
    const launch = await app.call<MethodOutput<'casino.init_game'>>('casino', 'init_game', { gameID: game!.id }, user);
    const url = new URL(launch.data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`https://casino.example.com/studio/${game!.code}`);
    expect(url.searchParams.get('game_id')).toBe(game!.code);
    // The page calls studio.spin with our catalogue's id, so our own pages get it too.
    expect(url.searchParams.get('game')).toBe(String(game!.id));
    expect(url.searchParams.get('token')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps the committed RTP table equal to the computation (npm run studio:rtp-table rewrites it)', () => {
    const table = readRtpTable();
    for (const [code, entry] of studioVariants()) {
      expect(table[code], code).toEqual({ fingerprint: variantFingerprint(entry), rtpBp: computedRtpBp(entry) });
    }
  }, 180_000);
});
