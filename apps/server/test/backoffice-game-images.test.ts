import { createHash } from 'node:crypto';
import { type GameTile, type RpcResponse } from '@bnw/contract';
import { type StaffGame, type StaffMessageKey, staffMessage, staffMessageText } from '@bnw/contract/backoffice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCasino } from '../src/db/seed/casino.js';
import { settableClock } from './content-fixtures.js';
import { type TestStaff, asStaff, readyStaff, staffCall } from './backoffice-support.js';
import { gifHeader, jpegHeader, pngImage, webpHeader } from './game-image-fixtures.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/**
 * A game's uploaded picture (bo_catalogue.game_image_set / game_image_clear): the player's lobby
 * names the uploaded picture, versioned by its hash, and the address answers exactly its bytes
 * with its type; anything but a PNG, JPEG or WebP of at most 150 KB and 120–1200 px a side is
 * refused in Turkish and changes nothing; clearing brings the drawn picture back; a burst of
 * parallel uploads leaves one row.
 */
const clock = settableClock(new Date('2026-11-25T09:00:00.000Z'));
let app: TestApp;
let content: TestStaff;
let admin: TestStaff;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  await seedCasino(app.services.db, clock.now());
  content = await readyStaff(app, clock, 'resim.icerik', 'content');
  admin = await readyStaff(app, clock, 'resim.yonetici', 'administrator');
}, 60_000);
afterAll(() => app.close());

const bo = <T>(staff: TestStaff, method: string, data: Record<string, unknown>) =>
  staffCall<T>(app, `bo_catalogue.${method}`, data, asStaff(staff));

function ok<T>(answer: RpcResponse<T>): T {
  expect(answer.result, `${answer.code} ${answer.message}`).toBe(true);
  return answer.data;
}

function refusal(key: StaffMessageKey) {
  return { result: false, code: staffMessage(key).code, message: staffMessageText(key, 'tr', {}), data: null };
}

const sha12 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 12);

async function gameByName(name: string): Promise<StaffGame> {
  const page = ok(await bo<{ games: StaffGame[] }>(content, 'games_list', { search: name, limit: 5 }));
  return page.games.find((game) => game.name === name)!;
}

/** The game's tile as the player's lobby answers it. */
async function lobbyTile(name: string): Promise<GameTile> {
  const answer = ok(await app.call<{ games: GameTile[] }>('casino', 'games_list', { searchGameName: name, limit: 5 }));
  return answer.games.find((game) => game.name === name)!;
}

const upload = (staff: TestStaff, gameID: number, bytes: Buffer) =>
  bo<StaffGame>(staff, 'game_image_set', { gameID, image: bytes.toString('base64') });

const fetchImage = (url: string, headers: Record<string, string> = {}) =>
  app.server.inject({ method: 'GET', url, headers });

/** Every stored picture, to prove a refused upload changed none. */
async function storedPictures(): Promise<string> {
  const rows = await app.services.db
    .selectFrom('game_images')
    .select(['game_id', 'sha256', 'mime_type', 'width', 'height', 'uploaded_at'])
    .orderBy('game_id')
    .execute();
  return JSON.stringify(rows);
}

describe('uploading a game picture', () => {
  it('shows the uploaded picture in the lobby, served as its own bytes and type, cached for good', async () => {
    const game = await gameByName('Kapadokya Zarı');
    expect(game.imageUrl).toMatch(new RegExp(`^/casino/images/${game.id}\\.svg\\?v=`));
    expect(game.uploadedImage).toBeNull();
    const png = pngImage(300, 400);
    const answer = await upload(content, game.id, png);
    expect(answer).toMatchObject({ result: true, code: staffMessage('catalogueGameImageSet').code });
    expect(answer.message).toBe('Oyunun resmi yüklendi.');
    const url = `/casino/images/${game.id}.png?v=${sha12(png)}`;
    expect(answer.data).toMatchObject({
      imageUrl: url,
      uploadedImage: { type: 'image/png', bytes: png.length, width: 300, height: 400, uploadedBy: content.username },
    });
    expect((await lobbyTile('Kapadokya Zarı')).imageUrl).toBe(url);

    const served = await fetchImage(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.rawPayload, png)).toBe(0);
    expect((await fetchImage(url, { 'if-none-match': `"${sha12(png)}"` })).statusCode).toBe(304);
    // Another type's ending never answers these bytes.
    expect((await fetchImage(`/casino/images/${game.id}.jpg`)).statusCode).toBe(404);

    const audit = await app.services.db
      .selectFrom('staff_audit')
      .select(['username', 'target', 'outcome', 'code'])
      .where('method', '=', 'bo_catalogue.game_image_set')
      .execute();
    expect(audit).toEqual([{ username: content.username, target: `game:${game.id}`, outcome: 'ok', code: 6225 }]);
  });

  it('replaces the picture with a JPEG or a WebP, each under its own ending', async () => {
    const game = await gameByName('Kapadokya Zarı');
    const jpeg = jpegHeader(600, 800);
    const jpegGame = ok(await upload(admin, game.id, jpeg));
    expect(jpegGame.imageUrl).toBe(`/casino/images/${game.id}.jpg?v=${sha12(jpeg)}`);
    expect(jpegGame.uploadedImage).toMatchObject({ type: 'image/jpeg', width: 600, height: 800 });
    const served = await fetchImage(jpegGame.imageUrl);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(served.rawPayload, jpeg)).toBe(0);
    expect((await fetchImage(`/casino/images/${game.id}.png`)).statusCode).toBe(404);

    const webp = webpHeader(1200, 120);
    const webpGame = ok(await upload(admin, game.id, webp));
    expect(webpGame.imageUrl).toBe(`/casino/images/${game.id}.webp?v=${sha12(webp)}`);
    expect(webpGame.uploadedImage).toMatchObject({ type: 'image/webp', width: 1200, height: 120 });
    expect((await fetchImage(webpGame.imageUrl)).headers['content-type']).toBe('image/webp');
    expect((await lobbyTile('Kapadokya Zarı')).imageUrl).toBe(webpGame.imageUrl);
  });

  it('refuses anything but a PNG, JPEG or WebP of at most 150 KB and 120–1200 px, changing nothing', async () => {
    const game = await gameByName('İstanbul Zarları');
    ok(await upload(content, game.id, pngImage(150, 200)));
    const before = await storedPictures();
    const lobbyBefore = (await lobbyTile('İstanbul Zarları')).imageUrl;

    const textRenamed = Buffer.from('Bu bir resim değil, resim.png adıyla gönderildi.\n');
    const big = pngImage(300, 400, [1, 2, 3], 151 * 1024);
    expect(big.length).toBeGreaterThanOrEqual(151 * 1024);
    const cases: Array<[unknown, StaffMessageKey]> = [
      [gifHeader(300, 400).toString('base64'), 'catalogueImageInvalid'],
      [textRenamed.toString('base64'), 'catalogueImageInvalid'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64'), 'catalogueImageInvalid'],
      [pngImage(300, 400).subarray(0, 60).toString('base64'), 'catalogueImageInvalid'],
      ['data:image/png;base64,AAAA', 'catalogueImageInvalid'],
      ['', 'catalogueImageInvalid'],
      [42, 'catalogueImageInvalid'],
      [big.toString('base64'), 'catalogueImageTooLarge'],
      [pngImage(100, 133).toString('base64'), 'catalogueImageSizeInvalid'],
      [jpegHeader(1300, 1600).toString('base64'), 'catalogueImageSizeInvalid'],
    ];
    for (const [image, key] of cases) {
      expect(await bo(content, 'game_image_set', { gameID: game.id, image }), key).toMatchObject(refusal(key));
    }
    const png = pngImage(150, 200, [9, 9, 9]).toString('base64');
    expect(await bo(content, 'game_image_set', { gameID: 987_654, image: png })).toMatchObject(
      refusal('catalogueGameNotFound'),
    );
    expect(refusal('catalogueImageTooLarge').message).toBe('Resim en fazla 150 KB olabilir.');
    expect(await storedPictures()).toBe(before);
    expect((await lobbyTile('İstanbul Zarları')).imageUrl).toBe(lobbyBefore);
    expect(
      await app.services.db.selectFrom('game_images').select('game_id').where('game_id', '=', 987_654).execute(),
    ).toEqual([]);
  });

  it('goes back to the drawn picture when cleared; clearing again answers the same', async () => {
    const game = await gameByName('İstanbul Zarları');
    const uploaded = ok(await upload(content, game.id, pngImage(240, 320)));
    const cleared = await bo<StaffGame>(content, 'game_image_clear', { gameID: game.id });
    expect(cleared).toMatchObject({ result: true, code: staffMessage('catalogueGameImageCleared').code });
    expect(cleared.data.uploadedImage).toBeNull();
    expect(cleared.data.imageUrl).toMatch(new RegExp(`^/casino/images/${game.id}\\.svg\\?v=[0-9a-f]{12}$`));
    expect((await lobbyTile('İstanbul Zarları')).imageUrl).toBe(cleared.data.imageUrl);
    expect((await fetchImage(uploaded.imageUrl)).statusCode).toBe(404);
    expect((await fetchImage(cleared.data.imageUrl)).headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(ok(await bo<StaffGame>(content, 'game_image_clear', { gameID: game.id })).imageUrl).toBe(
      cleared.data.imageUrl,
    );
    expect(await bo(content, 'game_image_clear', { gameID: 987_654 })).toMatchObject(refusal('catalogueGameNotFound'));
  });

  it('leaves exactly one row after a burst of parallel uploads, the one the lobby names', async () => {
    const game = await gameByName('Boğaz Gecesi Zarı');
    const pictures = Array.from({ length: 16 }, (_, index) => pngImage(120 + index, 160, [index * 10, 80, 160]));
    const answers = await Promise.all(pictures.map((png, index) => upload(index % 2 ? admin : content, game.id, png)));
    for (const answer of answers) expect(answer.result, answer.message).toBe(true);
    const rows = await app.services.db
      .selectFrom('game_images')
      .select(['sha256', 'width'])
      .where('game_id', '=', game.id)
      .execute();
    expect(rows).toHaveLength(1);
    const kept = pictures.find((png) => sha12(png) === rows[0]!.sha256.slice(0, 12))!;
    expect(kept).toBeDefined();
    const tile = await lobbyTile('Boğaz Gecesi Zarı');
    expect(tile.imageUrl).toBe(`/casino/images/${game.id}.png?v=${sha12(kept)}`);
    expect(Buffer.compare((await fetchImage(tile.imageUrl)).rawPayload, kept)).toBe(0);
  });
});
