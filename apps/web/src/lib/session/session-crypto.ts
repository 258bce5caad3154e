/**
 * Section 3: uid and sid are encrypted with the server's public key before they are stored.
 * WebCrypto RSA-OAEP with SHA-256; the key comes from `system.get_session_key` as base64 DER
 * (SPKI); an encrypted value is `enc:<keyId>:<base64>`, which the server decrypts on every
 * call (docs/protocol.md). The encryption protects what sits in the browser's storage, not
 * the wire (TLS does that).
 */
export interface SessionKey {
  keyId: string;
  /** Base64 of the DER-encoded SubjectPublicKeyInfo. */
  publicKeySpki: string;
}

export const SEALED_PREFIX = 'enc:';

/** The part of SubtleCrypto used here; tests may pass another. */
export type SubtleLike = Pick<SubtleCrypto, 'importKey' | 'encrypt'>;

function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** WebCrypto exists only in a secure context (https, or localhost); elsewhere it is undefined. */
export function defaultSubtle(): SubtleLike | null {
  return globalThis.crypto?.subtle ?? null;
}

export function isSealed(value: string): boolean {
  return value.startsWith(SEALED_PREFIX);
}

/**
 * Encrypts each value with the key. Without WebCrypto (a page served over plain http from
 * another host than localhost) the values are returned as they are: the server accepts plain
 * values too, and a player who cannot log in is worse off than one whose storage holds the
 * session id in clear — a warning says so in the console.
 */
export async function sealValues(
  values: readonly string[],
  key: SessionKey,
  subtle: SubtleLike | null = defaultSubtle(),
): Promise<string[]> {
  if (!subtle) {
    console.warn('WebCrypto is not available (no secure context): the session is stored unencrypted.');
    return [...values];
  }
  const publicKey = await subtle.importKey(
    'spki',
    base64ToBytes(key.publicKeySpki),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const encoder = new TextEncoder();
  return Promise.all(
    values.map(async (value) => {
      const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, encoder.encode(value));
      return `${SEALED_PREFIX}${key.keyId}:${bytesToBase64(new Uint8Array(cipher))}`;
    }),
  );
}
