import { PANEL_FRONTEND } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallOrigin, createDispatcher } from '../src/rpc/dispatch.js';
import { HANDLERS } from '../src/server-modules.js';
import { type TestApp, createTestApp } from './support/test-app.js';

let app: TestApp;
const silent = { info: () => {}, warn: () => {}, error: () => {} };
const origin: CallOrigin = { ip: '198.51.100.7', userAgent: 'a WebSocket, say', log: silent };

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('dispatch without HTTP', () => {
  const dispatch = () => createDispatcher({ services: app.services, handlers: HANDLERS, validateOutput: true });

  it('answers a call from any transport with the envelope', async () => {
    const result = await dispatch()({ api: { class: 'system', method: 'ping' }, data: {} }, origin, PANEL_FRONTEND);
    expect(result.status).toBe(200);
    expect(result.response).toMatchObject({ result: true, data: { pong: true } });
  });

  it('refuses a panel it does not know, and an unreadable call, as unreadable', async () => {
    const ping = { api: { class: 'system', method: 'ping' }, data: {} };
    expect((await dispatch()(ping, origin, 'backoffice-someday')).status).toBe(400);
    const broken = await dispatch()({ api: 'ping' }, origin, PANEL_FRONTEND);
    expect(broken.status).toBe(400);
    expect(broken.response.result).toBe(false);
  });

  it('asks for a session where the access level needs one, in the language of the call', async () => {
    const call = { api: { class: 'finance', method: 'check_balance' }, data: { Lang: 'tr' } };
    const result = await dispatch()(call, origin, PANEL_FRONTEND);
    expect(result.response.result).toBe(false);
    expect(result.response.message).toBe('Bu işlem için yetkiniz bulunmuyor.');
  });
});
