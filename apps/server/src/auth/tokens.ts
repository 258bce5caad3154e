import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits as 64 hex characters: session ids and e-mail tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('hex');
}

/** Random public id of `length` characters from an unambiguous alphabet (section 9: 26). */
export function randomId(length = 26): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += alphabet[byte & 31];
  return id;
}

/** Tokens are stored as their SHA-256, so the database never holds a usable one. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
