import { constants, createPrivateKey, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto';
import type { SettingsRepository } from '../platform/settings.js';
import { randomId } from './tokens.js';

/**
 * The key pair with which the player site encrypts uid and sid before storing them
 * (WebCrypto RSA-OAEP with SHA-256, section 3). The private key lives in the database so
 * that every server process can read what any of them handed out.
 *
 * Encrypted values travel as `enc:<keyId>:<base64>`; plain values are accepted too
 * (tests, tools), because the encryption protects the browser's storage, not the wire.
 */
const SETTINGS_KEY = 'session_key';
const PREFIX = 'enc:';
/** Decrypting costs about a millisecond; a player's values repeat on every call. */
const CACHE_LIMIT = 10_000;

interface StoredKey {
  keyId: string;
  privateKeyPem: string;
  publicKeySpki: string;
}

export class SessionKeyService {
  private loaded: { keyId: string; publicKeySpki: string; privateKey: KeyObject } | null = null;
  private readonly cache = new Map<string, string>();

  constructor(private readonly settings: SettingsRepository) {}

  async publicKey(): Promise<{ keyId: string; publicKeySpki: string }> {
    const key = await this.key();
    return { keyId: key.keyId, publicKeySpki: key.publicKeySpki };
  }

  /** The plain value of a stored uid or sid; null when it cannot be decrypted. */
  async reveal(value: string): Promise<string | null> {
    if (!value.startsWith(PREFIX)) return value;
    const cached = this.cache.get(value);
    if (cached !== undefined) return cached;
    const [keyId, payload] = value.slice(PREFIX.length).split(':');
    const key = await this.key();
    if (keyId !== key.keyId || !payload) return null;
    try {
      const plain = privateDecrypt(
        { key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(payload, 'base64'),
      ).toString('utf8');
      if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
      this.cache.set(value, plain);
      return plain;
    } catch {
      return null;
    }
  }

  private async key() {
    if (this.loaded) return this.loaded;
    let stored = await this.settings.get<StoredKey>(SETTINGS_KEY);
    if (!stored) {
      // Two processes may race here: the first insert wins and both read it back.
      await this.settings.insertIfMissing(SETTINGS_KEY, generate());
      stored = await this.settings.get<StoredKey>(SETTINGS_KEY);
    }
    if (!stored) throw new Error('session key could not be stored');
    this.loaded = {
      keyId: stored.keyId,
      publicKeySpki: stored.publicKeySpki,
      privateKey: createPrivateKey(stored.privateKeyPem),
    };
    return this.loaded;
  }
}

function generate(): StoredKey {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    keyId: randomId(8),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeySpki: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
  };
}
