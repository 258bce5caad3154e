import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type GameTile, MESSAGES } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkProviders, httpProbe } from '../src/modules/casino/provider-health.js';
import { createPlayer, loginAs } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import { type TestGame, createGame, createProvider } from './support/wallet.js';

/**
 * No dead tiles: the slot lobby lists only what a player can open there. A provider whose launch
 * address stops answering leaves it (and comes back); virtual games are started elsewhere.
 */
let app: TestApp;
let game: TestGame;
let status = 200;
let delayMs = 0;
let site: http.Server;
let siteUrl: string;

beforeAll(async () => {
  app = await createTestApp();
  game = await createGame(app, await createProvider(app));
  site = http.createServer((_request, response) => {
    setTimeout(() => response.writeHead(status).end(), delayMs);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/play`;
});
afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
  await app.close();
});

async function listed(): Promise<boolean> {
  const page = await app.call<{ games: GameTile[] }>('casino', 'games_list', { limit: 250 });
  return page.data.games.some((tile) => tile.gameID === game.id);
}

describe('the launch-address probe', () => {
  it('counts any answer below 500 as up, and a 5xx, a closed port or a slow answer as down', async () => {
    status = 200;
    expect(await httpProbe(siteUrl, 1_000)).toBe(true);
    status = 401; // asked without a game session, a provider may well refuse: it is still up
    expect(await httpProbe(siteUrl, 1_000)).toBe(true);
    status = 503;
    expect(await httpProbe(siteUrl, 1_000)).toBe(false);
    status = 200;
    delayMs = 500;
    expect(await httpProbe(siteUrl, 100)).toBe(false);
    delayMs = 0;
    expect(await httpProbe('http://127.0.0.1:9/play', 1_000)).toBe(false);
  });
});

describe('provider health in the lobby', () => {
  it('hides a provider after two failed checks in a row and lists it again after one answer', async () => {
    const onlyOurs = (up: boolean) => async (url: string) => (url === 'https://games.example.com/launch' ? up : true);
    expect(await listed()).toBe(true);
    await checkProviders(app.services, onlyOurs(false));
    expect(await listed()).toBe(true); // one failure could be a blip
    await checkProviders(app.services, onlyOurs(false));
    expect(await listed()).toBe(false);
    await checkProviders(app.services, onlyOurs(true));
    expect(await listed()).toBe(true);
  });
});

describe('virtual games', () => {
  it('are not tiles of the slot lobby', async () => {
    const virtual = await createGame(app, game.provider);
    await app.services.db.updateTable('games').set({ lobby: 'virtual' }).where('id', '=', virtual.id).execute();
    const page = await app.call<{ games: GameTile[] }>('casino', 'games_list', { limit: 250 });
    expect(page.data.games.map((tile) => tile.gameID)).not.toContain(virtual.id);
    expect(page.data.games.map((tile) => tile.gameID)).toContain(game.id);
  });
});

describe('favourites', () => {
  it('refuses a virtual game, in Turkish, and keeps the list as it was', async () => {
    const { user } = await loginAs(app, await createPlayer(app));
    const virtual = await createGame(app, game.provider);
    await app.services.db.updateTable('games').set({ lobby: 'virtual' }).where('id', '=', virtual.id).execute();
    const refused = await app.call('user', 'favorites', { mode: 'insert', type: 'casino', id: virtual.id }, user);
    expect(refused).toMatchObject({ result: false, message: MESSAGES.gameNotFound.tr });
    const list = await app.call<GameTile[]>('user', 'favorites', { mode: 'list', type: 'casino' }, user);
    expect(list.data).toEqual([]);
  });
});
