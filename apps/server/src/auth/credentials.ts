import { hash, verify } from '@node-rs/argon2';
import { generateSecret, generateURI, verify as verifyOtp } from 'otplib';
import QRCode from 'qrcode';

/** Passwords and authenticator codes on the ground floor, for every module that keeps accounts (players, staff). */

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
/** A check against a throwaway hash: "no such account" costs as long as "wrong password". */
export async function spendPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hash('dummy password for timing only');
  await verifyPassword(await dummyHash, password);
}

/** RFC 6238 with the authenticator apps' defaults: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** One step of clock drift either way. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, accountName: string, issuer: string): string {
  return generateURI({ secret, label: accountName, issuer });
}

export function qrDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
}

/** The time step the code belongs to, or null when it is wrong or not after `lastStep` (no replay). */
export async function verifyTotp(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): Promise<number | null> {
  const result = await verifyOtp({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  });
  if (!result.valid) return null;
  // The TOTP strategy's result carries the matched step; the union type of the library does not say so.
  return (result as { timeStep?: number }).timeStep ?? Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + result.delta;
}
