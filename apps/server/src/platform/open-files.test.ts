import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { DESCRIPTOR_RESERVE, assertOpenFilesLimit, descriptorsNeeded, parseOpenFilesLimit } from './open-files.js';

const LIMITS_TEXT = [
  'Limit                     Soft Limit           Hard Limit           Units     ',
  'Max processes             127431               127431               processes ',
  'Max open files            20000                524288               files     ',
].join('\n');

describe('the open-files limit', () => {
  it('reads the soft limit of /proc/self/limits, unlimited included', () => {
    expect(parseOpenFilesLimit(LIMITS_TEXT)).toBe(20_000);
    expect(parseOpenFilesLimit('Max open files            unlimited            unlimited            files')).toBe(
      Number.POSITIVE_INFINITY,
    );
    expect(parseOpenFilesLimit('Max processes 10 10 processes')).toBeNull();
  });

  it('needs a descriptor per WebSocket, two per HTTP connection, and the reserve', () => {
    const config = loadConfig({ LIVE_MAX_CONNECTIONS: '1000', MAX_HTTP_CONNECTIONS: '200' });
    expect(descriptorsNeeded(config)).toBe(1_000 + 400 + DESCRIPTOR_RESERVE);
  });

  it('passes a limit that holds the bounds, and stops with what to do when it does not', () => {
    const config = loadConfig({ LIVE_MAX_CONNECTIONS: '1000', MAX_HTTP_CONNECTIONS: '200' });
    const needed = descriptorsNeeded(config);
    expect(() => assertOpenFilesLimit(config, needed)).not.toThrow();
    expect(() => assertOpenFilesLimit(config, null)).not.toThrow();
    expect(() => assertOpenFilesLimit(config, needed - 1)).toThrow(
      new RegExp(`may open ${needed - 1} files, and its bounds need ${needed}.*LimitNOFILE=${needed}`),
    );
  });

  it('fits the default bounds in a limit of 20 000 descriptors', () => {
    expect(descriptorsNeeded(loadConfig({}))).toBeLessThanOrEqual(20_000);
  });
});
