import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes), OWASP's recommended minimum. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/**
 * Checks a password against a throwaway hash, so that "no such user" costs as long as
 * "wrong password" and the answer time does not reveal which usernames exist.
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hash('dummy password for timing only');
  await verifyPassword(await dummyHash, password);
}
