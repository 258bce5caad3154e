import { describe, expect, it, vi } from 'vitest';
import { createTestSessionKey } from '@/testing/session-key';
import { isSealed, sealValues } from './session-crypto';

describe('sealValues (section 3: uid and sid encrypted before storing)', () => {
  it('encrypts with RSA-OAEP SHA-256 as enc:<keyId>:<base64> that the private key opens', async () => {
    const { key, reveal } = await createTestSessionKey('k1');
    const [sid, uid] = await sealValues(['a'.repeat(64), '01HZUIDUIDUIDUIDUIDUIDUIDU'], key);
    expect(sid).toMatch(/^enc:k1:[A-Za-z0-9+/]+=*$/);
    expect(isSealed(sid ?? '')).toBe(true);
    expect(await reveal(sid ?? '')).toBe('a'.repeat(64));
    expect(await reveal(uid ?? '')).toBe('01HZUIDUIDUIDUIDUIDUIDUIDU');
  });

  it('gives a different ciphertext each time (OAEP is randomised)', async () => {
    const { key } = await createTestSessionKey();
    const [first, second] = await sealValues(['same', 'same'], key);
    expect(first).not.toBe(second);
  });

  it('stores plain values, with a warning, where WebCrypto is missing (no secure context)', async () => {
    const { key } = await createTestSessionKey();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await sealValues(['sid', 'uid'], key, null)).toEqual(['sid', 'uid']);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('rejects a key that is not an SPKI public key', async () => {
    await expect(sealValues(['x'], { keyId: 'bad', publicKeySpki: btoa('not a key') })).rejects.toBeDefined();
  });
});
