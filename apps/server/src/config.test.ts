import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const LICENSE = {
  LICENSE_NUMBER: 'MGA/B2C/000/2026',
  LICENSE_REGULATOR: 'Malta Gaming Authority',
  LICENSE_HOLDER: 'Örnek Ltd.',
  LICENSE_JURISDICTIONS: 'mt, TR',
};

describe('loadConfig', () => {
  it('refuses real money without the full licence, and reads one', () => {
    expect(() => loadConfig({ DEMO_MODE: 'false' })).toThrow(/DEMO_MODE=false.*LICENSE_NUMBER/);
    expect(() => loadConfig({ DEMO_MODE: 'false', ...LICENSE, LICENSE_HOLDER: ' ' })).toThrow(/LICENSE_HOLDER/);
    expect(() => loadConfig({ ...LICENSE, LICENSE_JURISDICTIONS: 'Malta' })).toThrow(/LICENSE_JURISDICTIONS/);
    expect(loadConfig({}).license).toBeNull();
    expect(loadConfig({ DEMO_MODE: 'false', ...LICENSE }).license).toEqual({
      number: 'MGA/B2C/000/2026',
      regulator: 'Malta Gaming Authority',
      holder: 'Örnek Ltd.',
      jurisdictions: ['MT', 'TR'],
    });
  });

  it('defaults to the embedded database on port 8080 in demo mode', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, databaseUrl: null, demoMode: true, trustProxy: [], redisUrl: null });
    expect(config.sqlitePath).toMatch(/data[/\\]bnw\.sqlite$/);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://x@h/db',
      DEMO_MODE: 'false',
      TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1',
      ...LICENSE,
    });
    expect(config).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://x@h/db',
      demoMode: false,
      trustProxy: ['10.0.0.1', '192.168.0.0/16', '::1'],
    });
  });

  it('lets 5 new accounts a client address per hour unless told otherwise', () => {
    expect(loadConfig({}).registrationsPerAddressPerHour).toBe(5);
    expect(loadConfig({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100' }).registrationsPerAddressPerHour).toBe(100);
    expect(() => loadConfig({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: '0' })).toThrow(/REGISTRATIONS_PER_ADDRESS/);
  });

  it('trusts only named proxies: "true", names and malformed ranges stop the start', () => {
    for (const value of ['true', 'proxy.local', '10.0.0.0/33', '10.0.0.1/8/8', '*']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
  });

  it('writes readable logs to a terminal and JSON lines elsewhere, unless LOG_FORMAT says', () => {
    const isTerminal = Boolean(process.stdout.isTTY);
    expect(loadConfig({}).logFormat).toBe(isTerminal ? 'pretty' : 'json');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
  });

  it('refuses a port that is not one', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('starts the reference provider on 8090 unless told another port, or 0 for none', () => {
    expect(loadConfig({}).referenceProviderPort).toBe(8090);
    expect(loadConfig({ REFERENCE_PROVIDER_PORT: '9191' }).referenceProviderPort).toBe(9191);
    expect(loadConfig({ REFERENCE_PROVIDER_PORT: '0' }).referenceProviderPort).toBe(0);
    expect(() => loadConfig({ REFERENCE_PROVIDER_PORT: 'x' })).toThrow(/REFERENCE_PROVIDER_PORT/);
  });

  it('reads REDIS_URL and the real-time bounds, and refuses nonsense', () => {
    const config = loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', LIVE_MAX_CONNECTIONS: '500' });
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.live).toMatchObject({
      maxConnections: 500,
      messagesPerSecond: 20,
      maxMessageBytes: 2_048,
      maxSubscriptions: 20,
      authDeadlineMs: 10_000,
      maxBufferedBytes: 1_048_576,
      redisChannelPrefix: 'bnw:',
    });
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ LIVE_MESSAGES_PER_SECOND: '0' })).toThrow(/LIVE_MESSAGES_PER_SECOND/);
    expect(() => loadConfig({ LIVE_MAX_MESSAGE_BYTES: 'lots' })).toThrow(/LIVE_MAX_MESSAGE_BYTES/);
    expect(() => loadConfig({ REDIS_CHANNEL_PREFIX: 'a b' })).toThrow(/REDIS_CHANNEL_PREFIX/);
  });
});
