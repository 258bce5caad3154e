import { MAINTENANCE_MESSAGE, MESSAGES, RPC_PATH } from '@bnw/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterEach(() => app.services.maintenance.set(false));
afterAll(() => app.close());

describe('maintenance mode', () => {
  it('reports the site up when maintenance is off', async () => {
    const answer = await app.call('maintenance', 'check_status');
    expect(answer).toMatchObject({ result: true, data: { maintenance: false, message: null } });
    const response = await app.server.inject({
      method: 'GET',
      url: `${RPC_PATH}/check-maintenance?sitename=bnw&version=1`,
    });
    expect(response.json()).toMatchObject({ result: true, data: { maintenance: false } });
  });

  it('refuses every call except the maintenance controller while on', async () => {
    await app.services.maintenance.set(true, 'Kısa bir bakım');
    const ping = await app.call('system', 'ping');
    expect(ping).toMatchObject({
      result: false,
      message: 'Sitemiz şu anda bakımda. Lütfen biraz sonra tekrar deneyin.',
      code: 503,
    });
    const info = await app.call('cmscontroller', 'getInformation', { InfType: 'SSSinformation' });
    expect(info.message).toBe(MESSAGES.maintenance.tr);
    // In the player's language: English asked, the specification's English sentence answered.
    const english = await app.call('cmscontroller', 'getInformation', { InfType: 'SSSinformation', Lang: 'en' });
    expect(english).toMatchObject({ result: false, message: MAINTENANCE_MESSAGE, code: 503 });

    const check = await app.call('maintenance', 'check_status');
    expect(check).toMatchObject({
      result: false,
      message: MESSAGES.maintenance.tr,
      data: { maintenance: true, message: 'Kısa bir bakım' },
    });
    const response = await app.server.inject({ method: 'GET', url: `${RPC_PATH}/check-maintenance` });
    expect(response.json()).toMatchObject({ result: false, data: { maintenance: true } });
  });

  it('answers again once maintenance is off', async () => {
    await app.services.maintenance.set(true);
    await app.services.maintenance.set(false);
    expect((await app.call('system', 'ping')).result).toBe(true);
  });

  it('refuses a malformed check-maintenance query', async () => {
    const response = await app.server.inject({
      method: 'GET',
      url: `${RPC_PATH}/check-maintenance?version=${'9'.repeat(40)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('İstek anlaşılamadı');
  });
});
