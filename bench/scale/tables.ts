import type { TableSpec } from './bulk-insert.js';

/**
 * The tables the generator fills, each column in the order its rows list their values, and the
 * tables in foreign-key order (a table before those that point at it).
 */
export const USERS: TableSpec = {
  name: 'users',
  columns: [
    ['id', 'int[]'],
    ['uid', 'text[]'],
    ['username', 'text[]'],
    ['username_folded', 'text[]'],
    ['email', 'text[]'],
    ['email_folded', 'text[]'],
    ['password_hash', 'text[]'],
    ['first_name', 'text[]'],
    ['last_name', 'text[]'],
    ['birth_date', 'text[]'],
    ['phone', 'text[]'],
    ['country', 'text[]'],
    ['status', 'text[]'],
    ['email_confirmed_at', 'text[]'],
    ['last_login_at', 'text[]'],
    ['created_at', 'text[]'],
  ],
};

export const BANK_ACCOUNTS: TableSpec = {
  name: 'bank_accounts',
  columns: [
    ['id', 'int[]'],
    ['user_id', 'int[]'],
    ['bank_id', 'int[]'],
    ['iban', 'text[]'],
    ['holder_name', 'text[]'],
    ['created_at', 'text[]'],
  ],
};

/** Written with zero balances when an account is first used; the balances are set once at the end. */
export const LEDGER_ACCOUNTS: TableSpec = {
  name: 'ledger_accounts',
  columns: [
    ['id', 'int[]'],
    ['code', 'text[]'],
    ['kind', 'text[]'],
    ['user_id', 'int[]'],
    ['allow_negative', 'int[]'],
    ['created_at', 'text[]'],
  ],
};

export const GAME_ROUNDS: TableSpec = {
  name: 'game_rounds',
  columns: [
    ['id', 'int[]'],
    ['user_id', 'int[]'],
    ['game_id', 'int[]'],
    ['provider_id', 'int[]'],
    ['round_id', 'text[]'],
    ['status', 'text[]'],
    ['stake_kurus', 'bigint[]'],
    ['win_kurus', 'bigint[]'],
    ['opened_at', 'text[]'],
    ['settled_at', 'text[]'],
  ],
};

export const WALLET_TRANSACTIONS: TableSpec = {
  name: 'wallet_transactions',
  columns: [
    ['id', 'int[]'],
    ['provider_id', 'int[]'],
    ['transaction_id', 'text[]'],
    ['kind', 'text[]'],
    ['state', 'text[]'],
    ['user_id', 'int[]'],
    ['game_round_id', 'int[]'],
    ['amount', 'bigint[]'],
    ['has_win', 'int[]'],
    ['request_canonical', 'text[]'],
    ['answer_status', 'text[]'],
    ['answer_balance', 'bigint[]'],
    ['ledger_transfer_id', 'text[]'],
    ['created_at', 'text[]'],
  ],
};

export const PAYMENT_TRANSACTIONS: TableSpec = {
  name: 'payment_transactions',
  columns: [
    ['id', 'int[]'],
    ['public_id', 'text[]'],
    ['user_id', 'int[]'],
    ['type', 'int[]'],
    ['category', 'int[]'],
    ['sub_category', 'int[]'],
    ['method_id', 'int[]'],
    ['amount', 'bigint[]'],
    ['status', 'int[]'],
    ['bank_account_id', 'int[]'],
    ['operator_account_id', 'int[]'],
    ['sender_name', 'text[]'],
    ['request_key', 'text[]'],
    ['ledger_transfer_id', 'text[]'],
    ['resolved_by', 'text[]'],
    ['created_at', 'text[]'],
    ['resolved_at', 'text[]'],
    ['destination_iban', 'text[]'],
    ['destination_holder', 'text[]'],
    ['destination_bank', 'text[]'],
  ],
};

export const PLAYER_BONUSES: TableSpec = {
  name: 'player_bonuses',
  columns: [
    ['id', 'int[]'],
    ['user_id', 'int[]'],
    ['offer_id', 'int[]'],
    ['status', 'text[]'],
    ['amount_kurus', 'bigint[]'],
    ['wagering_required_kurus', 'bigint[]'],
    ['wagered_kurus', 'bigint[]'],
    ['claimed_at', 'text[]'],
    ['activated_at', 'text[]'],
    ['expires_at', 'text[]'],
    ['ended_at', 'text[]'],
    ['converted_kurus', 'bigint[]'],
    ['forfeited_kurus', 'bigint[]'],
  ],
};

export const SUPPORT_TICKETS: TableSpec = {
  name: 'support_tickets',
  columns: [
    ['id', 'int[]'],
    ['user_id', 'int[]'],
    ['category', 'text[]'],
    ['subject', 'text[]'],
    ['status', 'text[]'],
    ['message_count', 'int[]'],
    ['unanswered_count', 'int[]'],
    ['unread_answers', 'int[]'],
    ['created_at', 'text[]'],
    ['updated_at', 'text[]'],
    ['closed_at', 'text[]'],
    ['closed_by', 'text[]'],
  ],
};

export const SUPPORT_MESSAGES: TableSpec = {
  name: 'support_messages',
  columns: [
    ['id', 'int[]'],
    ['ticket_id', 'int[]'],
    ['author_kind', 'text[]'],
    ['body', 'text[]'],
    ['created_at', 'text[]'],
  ],
};

/** Ledger transfers come after the rows their ids and references name (accounts, wallet calls, payments, bonuses). */
export const LEDGER_TRANSFERS: TableSpec = {
  name: 'ledger_transfers',
  columns: [
    ['id', 'int[]'],
    ['transfer_id', 'text[]'],
    ['debit_account_id', 'int[]'],
    ['credit_account_id', 'int[]'],
    ['amount', 'bigint[]'],
    ['kind', 'text[]'],
    ['phase', 'text[]'],
    ['pending_id', 'int[]'],
    ['reference', 'text[]'],
    ['created_at', 'text[]'],
  ],
};

export const HISTORY_TABLES: readonly TableSpec[] = [
  USERS,
  BANK_ACCOUNTS,
  LEDGER_ACCOUNTS,
  GAME_ROUNDS,
  WALLET_TRANSACTIONS,
  PAYMENT_TRANSACTIONS,
  PLAYER_BONUSES,
  SUPPORT_TICKETS,
  SUPPORT_MESSAGES,
  LEDGER_TRANSFERS,
];
