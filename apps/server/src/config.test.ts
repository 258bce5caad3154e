import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('defaults to the embedded database on port 8080 in demo mode', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, databaseUrl: null, demoMode: true, trustProxy: false, redisUrl: null });
    expect(config.sqlitePath).toMatch(/data[/\\]bnw\.sqlite$/);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://x@h/db',
      DEMO_MODE: 'false',
      TRUST_PROXY: '10.0.0.1',
    });
    expect(config).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://x@h/db',
      demoMode: false,
      trustProxy: '10.0.0.1',
    });
  });

  it('refuses a port that is not one', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});
