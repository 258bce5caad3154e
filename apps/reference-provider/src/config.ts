/** What the reference provider reads from its environment (README.md, "Running it"). */
export interface ProviderConfig {
  port: number;
  host: string;
  /** The casino's wallet, e.g. http://127.0.0.1:8080/wallet/v1 (no trailing slash). */
  walletUrl: string;
  /** Our code at the casino: sent in `x-bnw-provider`. */
  providerCode: string;
  /** The HMAC key the casino's operator gave us. */
  walletSecret: string;
  /** Origins allowed to frame our game pages (`Content-Security-Policy: frame-ancestors`). */
  siteOrigins: string[];
  /** Longest wait for one wallet answer. */
  walletTimeoutMs: number;
}

/** Without BNW_SITE_ORIGINS a casino running on this machine, on any port, may frame the games. */
const DEFAULT_SITE_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

/**
 * An origin as CSP source expressions take it: scheme, host (a leading `*.` allowed) and an
 * optional port or `*`. Anything else (a path, a space, a `;`) could change the policy, so it stops the start.
 */
const ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:(\d{1,5}|\*))?$/i;

export function parseSiteOrigins(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return DEFAULT_SITE_ORIGINS;
  const origins = value
    .split(',')
    .map((entry) => entry.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of origins) {
    if (!ORIGIN.test(origin))
      throw new Error(`BNW_SITE_ORIGINS takes origins like https://casino.example, got "${origin}"`);
  }
  return origins;
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is required (see apps/reference-provider/README.md)`);
  return value;
}

function parsePort(value: string | undefined): number {
  const port = Number(value || 8090);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0..65535, got ${value}`);
  return port;
}

export function loadProviderConfig(env: NodeJS.ProcessEnv = process.env): ProviderConfig {
  const walletUrl = required(env, 'BNW_WALLET_URL').replace(/\/+$/, '');
  if (!/^https?:\/\//.test(walletUrl)) throw new Error(`BNW_WALLET_URL must be an http(s) address, got "${walletUrl}"`);
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    walletUrl,
    providerCode: env.BNW_PROVIDER_CODE?.trim() || 'bnw-reference',
    walletSecret: required(env, 'BNW_WALLET_SECRET'),
    siteOrigins: parseSiteOrigins(env.BNW_SITE_ORIGINS),
    walletTimeoutMs: 5000,
  };
}
