import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

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

/**
 * The time step the code belongs to, or null when it is wrong. A code whose step is not
 * after `lastStep` is refused: each code works once (no replay within its window).
 */
export async function verifyTotp(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): Promise<number | null> {
  const result = await verify({
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
