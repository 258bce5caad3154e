import type { SessionKey } from '@/lib/session/session-crypto';

/** A real RSA-OAEP key pair as the server would hand out, plus a decrypt for assertions. */
export async function createTestSessionKey(
  keyId = 'test-key',
): Promise<{ key: SessionKey; reveal: (sealed: string) => Promise<string> }> {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  let binary = '';
  for (const byte of spki) binary += String.fromCharCode(byte);
  return {
    key: { keyId, publicKeySpki: btoa(binary) },
    async reveal(sealed) {
      const [prefix, id, payload] = sealed.split(':');
      if (prefix !== 'enc' || id !== keyId || !payload) throw new Error(`not sealed with ${keyId}: ${sealed}`);
      const bytes = Uint8Array.from(atob(payload), (char) => char.charCodeAt(0));
      return new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, bytes));
    },
  };
}
