import { z } from 'zod';
import { hasControlCharacter } from './text.js';

/**
 * The seamless wallet API that outside game providers call (docs/wallet-api.md). Every money
 * amount is an integer number of kuruş; the only currency is TRY.
 */
export const WALLET_PATH = '/wallet/v1';
export const WALLET_PROVIDER_HEADER = 'x-bnw-provider';
export const WALLET_SIGNATURE_HEADER = 'x-bnw-signature';
/** Larger bodies are refused before they are read: a wallet message is a few hundred bytes. */
export const WALLET_BODY_LIMIT = 4 * 1024;
export const WALLET_CURRENCY = 'TRY';

export const WALLET_STATUSES = [
  'OK',
  'INVALID_SIGNATURE',
  'UNKNOWN_PROVIDER',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'INSUFFICIENT_FUNDS',
  'DUPLICATE_TRANSACTION',
  'TRANSACTION_NOT_FOUND',
  'WRONG_CURRENCY',
  'INVALID_REQUEST',
  'PLAYER_BLOCKED',
  'LIMIT_REACHED',
  'INTERNAL_ERROR',
] as const;
export type WalletStatus = (typeof WALLET_STATUSES)[number];

/** A bounded identifier of the provider's: printable, no control characters. */
function idField(maxLength: number) {
  return z
    .string()
    .min(1)
    .max(maxLength)
    .refine((value) => !hasControlCharacter(value), 'control characters are not allowed');
}

/** Positive whole kuruş, at most ₺10.000.000 in one call. */
const amountField = z.number().int().positive().max(1_000_000_000);

const baseRequest = z.object({
  token: idField(128),
  request_id: idField(100),
});

const moneyRequest = baseRequest.extend({
  transaction_id: idField(100),
  round_id: idField(100),
  game_id: idField(80),
  amount: amountField,
  currency: z.string().max(3),
  round_closed: z.boolean().optional(),
});

/*
 * Not strict: providers add fields of their own (a game id or currency on a balance call, session,
 * bonus or campaign ids), and a call is refused only for what is malformed in the fields we read.
 * The others are dropped unread; the signature still covers the raw body with them.
 */
export const walletBalanceRequest = baseRequest;
export const walletBetRequest = moneyRequest;
// A win may be zero: that is how a provider closes a lost round.
export const walletWinRequest = moneyRequest.extend({
  amount: z.number().int().nonnegative().max(1_000_000_000),
  reference_transaction_id: idField(100),
});
export const walletRollbackRequest = moneyRequest.extend({ reference_transaction_id: idField(100) });

export type WalletBalanceRequest = z.infer<typeof walletBalanceRequest>;
export type WalletBetRequest = z.infer<typeof walletBetRequest>;
export type WalletWinRequest = z.infer<typeof walletWinRequest>;
export type WalletRollbackRequest = z.infer<typeof walletRollbackRequest>;

export const WALLET_REQUESTS = {
  balance: walletBalanceRequest,
  bet: walletBetRequest,
  win: walletWinRequest,
  rollback: walletRollbackRequest,
} as const;
export type WalletCall = keyof typeof WALLET_REQUESTS;

export interface WalletAnswer {
  status: WalletStatus;
  /** The player's available cash in kuruş; 0 when the player is not known. */
  balance: number;
  currency: typeof WALLET_CURRENCY;
  /** Echoed for bet, win and rollback. */
  transaction_id?: string;
  /**
   * On a rollback answered OK without moving money because an earlier rollback (another
   * `transaction_id`) already cancelled the bet: that rollback's `transaction_id`.
   */
  original_transaction_id?: string;
}
