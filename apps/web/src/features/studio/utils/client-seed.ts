import { assertClientSeed } from '@bnw/game-math';

/**
 * The client seed as the server will keep it (trimmed, like the contract's text fields), or null
 * when the method refuses it: 1 to 64 printable characters, the same check game-math's random
 * source makes, so a seed the page accepts is one the server and the verifier accept too.
 */
export function cleanClientSeed(input: string): string | null {
  const seed = input.trim();
  try {
    assertClientSeed(seed);
    return seed;
  } catch {
    return null;
  }
}

/** A fresh client seed for the "new seed" button: 16 random hexadecimal characters. */
export function randomClientSeed(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
