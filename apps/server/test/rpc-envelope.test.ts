import { MAX_BODY_BYTES, MESSAGES, RPC_PATH } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('the RPC envelope', () => {
  it('answers system.ping with the full envelope', async () => {
    const answer = await app.call<{ pong: boolean; serverTime: string }>('system', 'ping');
    expect(answer).toMatchObject({ result: true, code: 200, message: 'İşlem başarılı.', debug: null });
    expect(answer.data.pong).toBe(true);
    expect(Number.isNaN(Date.parse(answer.data.serverTime))).toBe(false);
  });

  it('tells the site whether it runs in demo mode', async () => {
    const answer = await app.call('system', 'get_site_settings');
    expect(answer.data).toEqual({ demoMode: true, siteName: 'BNW Casino', socialLinks: [] });
  });

  it('answers in English when the data asks for it', async () => {
    const answer = await app.call('system', 'ping', { Lang: 'en' });
    expect(answer.message).toBe('Operation successful.');
  });

  it('falls back to Turkish for an unknown language', async () => {
    const answer = await app.call('system', 'ping', { Lang: 'xx' });
    expect(answer.message).toBe('İşlem başarılı.');
  });

  it('refuses an unknown class or method with a Turkish message', async () => {
    for (const [cls, method] of [
      ['nosuch', 'ping'],
      ['system', 'nosuch'],
      ['system', 'constructor'],
      ['__proto__', 'x'],
    ]) {
      const response = await app.post({ api: { class: cls, method }, data: {} });
      expect(response.statusCode).toBeLessThan(500);
      const answer = response.json();
      expect(answer.result).toBe(false);
      expect(answer.message).toMatch(/işlem|anlaşılamadı/i);
    }
  });

  it('refuses a malformed body with 400 and a Turkish message', async () => {
    const bodies: Array<string | object> = [
      '{not json',
      '[]',
      '"text"',
      { api: 'system.ping' },
      { api: { class: 'system' } },
      { api: { class: 'system', method: 'ping' }, data: 'x' },
      { api: { class: 'a'.repeat(65), method: 'ping' } },
      { api: { class: 'sys tem', method: 'ping' } },
    ];
    for (const body of bodies) {
      const response = await app.post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ result: false, code: MESSAGES.badRequest.code });
      expect(response.json().message).toContain('İstek anlaşılamadı');
    }
  });

  it('refuses an empty body', async () => {
    const response = await app.post('');
    expect(response.statusCode).toBe(400);
    expect(response.json().result).toBe(false);
  });

  it('refuses a call without the panel header', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: RPC_PATH,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ api: { class: 'system', method: 'ping' } }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().debug).toBe('panel header');
  });

  it('refuses a body over the limit with 413', async () => {
    const big = { api: { class: 'system', method: 'ping' }, data: { filler: 'x'.repeat(MAX_BODY_BYTES) } };
    const response = await app.post(big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ result: false, message: 'Gönderilen veri çok büyük.' });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await app.post('api=1', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('İstek JSON biçiminde gönderilmelidir.');
  });

  it('refuses wrong types in data with the field names', async () => {
    const answer = await app.call('cmscontroller', 'getInformation', { InfType: 42 });
    expect(answer).toMatchObject({ result: false, code: MESSAGES.invalidData.code, debug: 'InfType' });
    expect(answer.message).toBe('Gönderilen bilgiler geçersiz: InfType.');
  });

  it('answers an unexpected failure with a generic 500 and no stack', async () => {
    const original = app.services.maintenance.isOn;
    app.services.maintenance.isOn = async () => {
      throw new Error('database exploded at /secret/path');
    };
    try {
      const response = await app.post({ api: { class: 'system', method: 'ping' } });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        result: false,
        message: 'Bazı sorunlar yaşanıyor. Lütfen daha sonra tekrar deneyin.',
        code: 500,
        debug: null,
        data: null,
      });
      expect(response.body).not.toContain('secret');
    } finally {
      app.services.maintenance.isOn = original;
    }
  });

  it('sets the security headers', async () => {
    const response = await app.post({ api: { class: 'system', method: 'ping' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const response = await app.server.inject({ method: 'GET', url: `${RPC_PATH}/nosuch` });
    expect(response.statusCode).toBe(404);
    expect(response.json().result).toBe(false);
  });
});
