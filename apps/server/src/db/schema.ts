import type { Generated } from 'kysely';

/**
 * The tables, as Kysely sees them. Timestamps are ISO-8601 UTC text
 * (`Date#toISOString()`), which sorts and compares the same on SQLite and PostgreSQL.
 * Flags are integers 0/1 because SQLite has no boolean.
 */

export interface SettingsTable {
  key: string;
  /** JSON text. */
  value: string;
  updated_at: string;
}

export interface LicensesTable {
  id: Generated<number>;
  authority: string;
  license_number: string;
  jurisdiction: string;
  url: string | null;
  logo_url: string | null;
  sort_order: number;
  active: number;
  /** The licence holder (020); null for licences listed before it. */
  holder: string | null;
}

export interface InformationPagesTable {
  inf_type: string;
  lang: string;
  title: string;
  body: string;
  updated_at: string;
}

export interface Database {
  settings: SettingsTable;
  licenses: LicensesTable;
  information_pages: InformationPagesTable;
  users: UsersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  mail_outbox: MailOutboxTable;
  throttle_counters: ThrottleCountersTable;
  security_events: SecurityEventsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_verify_checkpoint: LedgerVerifyCheckpointTable;
  ledger_verified_sums: LedgerVerifiedSumsTable;
  report_closed_days: ReportClosedDaysTable;
  report_ledger_days: ReportLedgerDaysTable;
  report_round_days: ReportRoundDaysTable;
  report_active_players: ReportActivePlayersTable;
  report_game_players: ReportGamePlayersTable;
  banks: BanksTable;
  bank_accounts: BankAccountsTable;
  operator_bank_accounts: OperatorBankAccountsTable;
  cash_methods: CashMethodsTable;
  favorite_cash_methods: FavoriteCashMethodsTable;
  payment_transactions: PaymentTransactionsTable;
  outbox_events: OutboxEventsTable;
  outbox_deliveries: OutboxDeliveriesTable;
  leases: LeasesTable;
  game_providers: GameProvidersTable;
  game_categories: GameCategoriesTable;
  games: GamesTable;
  catalogue_version: CatalogueVersionTable;
  game_images: GameImagesTable;
  favorite_games: FavoriteGamesTable;
  game_sessions: GameSessionsTable;
  game_rounds: GameRoundsTable;
  wallet_transactions: WalletTransactionsTable;
  studio_seed_pairs: StudioSeedPairsTable;
  studio_rounds: StudioRoundsTable;
  high_earnings: HighEarningsTable;
  sliders: SlidersTable;
  promotions: PromotionsTable;
  popups: PopupsTable;
  tournaments: TournamentsTable;
  mass_messages: MassMessagesTable;
  mass_message_reads: MassMessageReadsTable;
  tournament_entries: TournamentEntriesTable;
  tournament_rounds: TournamentRoundsTable;
  tournament_payouts: TournamentPayoutsTable;
  tournament_settlements: TournamentSettlementsTable;
  bonus_offers: BonusOffersTable;
  player_bonuses: PlayerBonusesTable;
  bonus_wagers: BonusWagersTable;
  protection_settings: ProtectionSettingsTable;
  protection_limits: ProtectionLimitsTable;
  protection_usage: ProtectionUsageTable;
  protection_audit: ProtectionAuditTable;
  protection_decisions: ProtectionDecisionsTable;
  live_categories: LiveCategoriesTable;
  live_providers: LiveProvidersTable;
  live_tables: LiveTablesTable;
  live_rounds: LiveRoundsTable;
  live_round_players: LiveRoundPlayersTable;
  live_bets: LiveBetsTable;
  draw_games: DrawGamesTable;
  draws: DrawsTable;
  draw_coupons: DrawCouponsTable;
  draw_selections: DrawSelectionsTable;
  draw_open_coupons: DrawOpenCouponsTable;
  tombala_rooms: TombalaRoomsTable;
  tombala_rounds: TombalaRoundsTable;
  tombala_round_players: TombalaRoundPlayersTable;
  tombala_cards: TombalaCardsTable;
  tombala_card_prizes: TombalaCardPrizesTable;
  support_tickets: SupportTicketsTable;
  support_messages: SupportMessagesTable;
  support_counters: SupportCountersTable;
  support_audit: SupportAuditTable;
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  staff_audit: StaffAuditTable;
  staff_player_notes: StaffPlayerNotesTable;
  payment_approvals: PaymentApprovalsTable;
}

export interface UsersTable {
  id: Generated<number>;
  /** Public, random id the client sees; the numeric id never leaves the server. */
  uid: string;
  username: string;
  /** Locale-independent lower case (user-repository.ts foldIdentifier), unique: look-up and uniqueness. */
  username_folded: string;
  email: string;
  /** As username_folded. */
  email_folded: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  /** YYYY-MM-DD. */
  birth_date: string;
  /** Ten digits, without the mask. */
  phone: string;
  country: string;
  language: string;
  /** Role id; 20 is the restricted role. */
  rid: number;
  status: 'active' | 'inactive';
  email_confirmed_at: string | null;
  ga_secret: string | null;
  ga_pending_secret: string | null;
  /** Last accepted TOTP time step: a code is accepted once only. */
  ga_last_step: number | null;
  last_login_at: string | null;
  last_login_ip: string | null;
  created_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  /** SHA-256 of the session id: a stolen database does not hold usable sessions. */
  sid_hash: string;
  user_id: number;
  /** 1 until the authenticator code of the login is verified. */
  restricted: number;
  ip: string;
  user_agent: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface EmailTokensTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  purpose: 'confirm' | 'reset';
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
  sent_at: string | null;
  error: string | null;
}

/** Attempts per throttle key (an account, an address, a purpose) in the current window (auth/throttle.ts). */
export interface ThrottleCountersTable {
  throttle_key: string;
  attempts: number;
  window_started_at: string;
}

export interface SecurityEventsTable {
  id: Generated<number>;
  user_id: number | null;
  event: string;
  ip: string;
  user_agent: string;
  detail: string | null;
  created_at: string;
}

export type LedgerAccountKind = 'player_cash' | 'player_bonus' | 'house';

export interface LedgerAccountsTable {
  id: Generated<number>;
  /** Stable name: `player:<userId>:cash`, `house:bank_clearing`, ... */
  code: string;
  kind: LedgerAccountKind;
  user_id: number | null;
  /** Posted balance in kuruş: credits minus debits. */
  balance: number;
  /** Kuruş held by pending transfers that debit this account. */
  pending_debits: number;
  /** House accounts may go below zero (a clearing account is negative by nature); players never. */
  allow_negative: number;
  created_at: string;
}

/** single: moves money now; pending: holds it; post/void: resolve a pending transfer. */
export type TransferPhase = 'single' | 'pending' | 'post' | 'void';

/** `ledger verify`'s checkpoint (041): one row, id 1; transfers up to through_id were checked. */
export interface LedgerVerifyCheckpointTable {
  id: number;
  through_id: number | string;
  verified_at: string;
}

/** Each account's posted balance and held amount over the checked transfers (041). */
export interface LedgerVerifiedSumsTable {
  account_id: number;
  balance: number | string;
  held: number | string;
}

/** A Turkish day the report tables below hold (041); any other day is read from the live rows. */
export interface ReportClosedDaysTable {
  day: string;
  summarised_at: string;
}

/** A closed day's completed ledger movements per kind and the two sides the report tells apart. */
export interface ReportLedgerDaysTable {
  day: string;
  kind: string;
  debit_side: string;
  credit_side: string;
  amount: number | string;
  transfers: number | string;
}

/** A closed day's rounds per game (by the day they opened): played (not rolled back), stakes, wins. */
export interface ReportRoundDaysTable {
  day: string;
  game_id: number;
  played: number | string;
  stakes: number | string;
  wins: number | string;
}

/** A player active on a closed day: a round played, or a completed deposit or withdrawal. */
export interface ReportActivePlayersTable {
  day: string;
  user_id: number;
}

/** A player with a round of a game opened on a closed day. */
export interface ReportGamePlayersTable {
  day: string;
  game_id: number;
  user_id: number;
}

export interface LedgerTransfersTable {
  id: Generated<number>;
  /** Idempotency id, unique: a replay answers the first answer. */
  transfer_id: string;
  debit_account_id: number;
  credit_account_id: number;
  amount: number;
  kind: string;
  phase: TransferPhase;
  pending_id: number | null;
  reference: string | null;
  created_at: string;
}

export interface BanksTable {
  id: Generated<number>;
  /** 1 banks, 2 mobile (cep) payment institutions. */
  type_id: number;
  code: string;
  name: string;
  sort_order: number;
  active: number;
}

export interface BankAccountsTable {
  id: Generated<number>;
  user_id: number;
  bank_id: number;
  /** Normalised: TR and 24 digits, no spaces. */
  iban: string;
  holder_name: string;
  created_at: string;
  /** Soft delete: history keeps pointing at the account. */
  deleted_at: string | null;
}

export interface OperatorBankAccountsTable {
  id: Generated<number>;
  bank_id: number;
  iban: string;
  holder_name: string;
  active: number;
}

export interface CashMethodsTable {
  id: Generated<number>;
  code: string;
  /** Adapter that runs it: bank_transfer, cep_transfer, demo. */
  provider: string;
  /** 1 deposit, 2 withdraw. */
  type: number;
  sub_category: number;
  name_tr: string;
  name_en: string;
  description_tr: string;
  description_en: string;
  min_kurus: number;
  max_kurus: number;
  highlighted: number;
  sort_order: number;
  active: number;
  /** Offered only while the site runs in demo mode. */
  demo_only: number;
}

export interface FavoriteCashMethodsTable {
  user_id: number;
  method_id: number;
  created_at: string;
}

export interface PaymentTransactionsTable {
  id: Generated<number>;
  public_id: string;
  user_id: number;
  type: number;
  category: number;
  sub_category: number;
  method_id: number | null;
  amount: number;
  status: number;
  bank_account_id: number | null;
  operator_account_id: number | null;
  sender_name: string | null;
  /** Where a withdrawal goes, copied from the bank account when requested (edits later cannot redirect it). */
  destination_iban: string | null;
  destination_holder: string | null;
  destination_bank: string | null;
  /** `<userId>:<client request id>`: a retried request answers the first answer. */
  request_key: string | null;
  /** The ledger transfer that moves or holds this money. */
  ledger_transfer_id: string | null;
  provider_reference: string | null;
  note: string | null;
  resolved_by: string | null;
  created_at: string;
  resolved_at: string | null;
}

/** An event a module recorded in its own transaction (platform/events.ts). */
export interface OutboxEventsTable {
  id: Generated<number>;
  type: string;
  /** JSON text. */
  payload: string;
  recorded_at: string;
}

/** One subscriber's delivery of one event: claimed by one process at a time, retried until done. */
export interface OutboxDeliveriesTable {
  id: Generated<number>;
  event_id: number;
  subscriber: string;
  attempts: Generated<number>;
  /** Not before this time (backoff after a failure). */
  available_at: string;
  claimed_by: string | null;
  claimed_until: string | null;
  delivered_at: string | null;
  /** Set when the attempts ran out; the operator looks at these. */
  failed_at: string | null;
  last_error: string | null;
}

/** Leadership of scheduled work that must run once (platform/lease.ts). */
export interface LeasesTable {
  name: string;
  owner: string;
  expires_at: string;
}

/** A game studio whose games the lobby lists (008-casino-catalogue). */
export interface GameProvidersTable {
  id: Generated<number>;
  code: string;
  name: string;
  launch_url: string;
  /** HMAC-SHA256 key of the wallet API, hex. */
  wallet_secret: string;
  active: number;
  sort_order: number;
  created_at: string;
  /** Consecutive failed checks of the launch address; at two its games leave the lobby. */
  failed_checks: Generated<number>;
  checked_at: string | null;
}

export interface GameCategoriesTable {
  /** The specification's numbers are real ids (72: quick access). */
  id: number;
  name_tr: string;
  name_en: string;
  sort_order: number;
  active: number;
}

export interface GamesTable {
  id: Generated<number>;
  provider_id: number;
  category_id: number;
  /** The provider's own id of the game. */
  code: string;
  name: string;
  /** Turkish-folded name and provider name, for search. */
  search_name: string;
  /** Return to player in basis points (9620 = 96,20 %). */
  rtp_bp: number;
  volatility: string;
  /** Largest win as a multiple of the stake. */
  max_win_x: number;
  mobile: number;
  is_new: number;
  is_popular: number;
  quick_access: number;
  active: number;
  sort_order: number;
  created_at: string;
  /** `slot` (the slot lobby), `virtual` (started by `virtualgames.init_game`) or `live` (the live lobby). */
  lobby: Generated<GameLobby>;
  /** The tile's colours and three symbol pictures (JSON, art/motifs.ts of game-math): our studio's games and the demo reference provider's (013-studio). */
  theme: Generated<string | null>;
  /** An outside provider's live game: the live category it is listed under (036); null for every other game. */
  live_category_id: Generated<number | null>;
}

export type GameLobby = 'slot' | 'virtual' | 'live';

/**
 * One row (id 1): the catalogue's version, raised by the database's triggers on every change of a
 * game's listing or a provider's state (043); the lobby's kept counts are good for one version.
 */
export interface CatalogueVersionTable {
  id: number;
  version: number;
}

/** A game's uploaded picture, at most one per game (033); without one the lobby shows the drawn picture. */
export interface GameImagesTable {
  game_id: number;
  /** image/png, image/jpeg or image/webp, recognised by the file's magic bytes. */
  mime_type: string;
  bytes: Buffer;
  /** Hex SHA-256 of the bytes: the picture's address carries its start as the version. */
  sha256: string;
  width: number;
  height: number;
  /** staff_users.id of who uploaded it. */
  uploaded_by: number;
  uploaded_at: string;
}

export interface FavoriteGamesTable {
  user_id: number;
  game_id: number;
  created_at: string;
}

/** A player's session in one game of an outside provider: its token is what the provider presents (009-wallet). */
export interface GameSessionsTable {
  id: Generated<number>;
  /** SHA-256 of the token. */
  token_hash: string;
  user_id: number;
  game_id: number;
  provider_id: number;
  created_at: string;
  expires_at: string;
}

export type GameRoundStatus = 'open' | 'settled' | 'rolled_back';

/** One round of a provider's game, by the provider's round id. */
export interface GameRoundsTable {
  id: Generated<number>;
  user_id: number;
  game_id: number;
  provider_id: number;
  round_id: string;
  status: GameRoundStatus;
  stake_kurus: number;
  win_kurus: number;
  opened_at: string;
  settled_at: string | null;
  /** The part of stake_kurus that came from the bonus balance (017-bonuses). */
  bonus_stake_kurus: Generated<number>;
}

export type WalletTransactionKind = 'bet' | 'win' | 'rollback';
export type WalletTransactionState = 'done' | 'rolled_back' | 'tombstone';

/** Every money call of the wallet API, with the answer it got (replays answer it again). */
export interface WalletTransactionsTable {
  id: Generated<number>;
  provider_id: number;
  transaction_id: string;
  kind: WalletTransactionKind;
  state: WalletTransactionState;
  user_id: number;
  game_round_id: number | null;
  amount: number;
  reference_transaction_id: string | null;
  has_win: number;
  request_canonical: string;
  answer_status: string;
  answer_balance: number;
  ledger_transfer_id: string | null;
  created_at: string;
  /** A bet: the part of amount taken from the bonus balance; a win or rollback: the part paid into it (017-bonuses). */
  bonus_amount: Generated<number>;
  /**
   * A rollback that found its bet already cancelled by another rollback: that one's transaction
   * id, told again in the answer (038-wallet-rollback-reference). Null on every other row.
   */
  original_transaction_id: string | null;
}

export type StudioSeedPairStatus = 'active' | 'rotated';

/** A player's provably fair seed pair (013-studio); one is active per player. */
export interface StudioSeedPairsTable {
  id: Generated<number>;
  user_id: number;
  /** 64 hex characters, secret until the pair is rotated. */
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
  status: StudioSeedPairStatus;
  created_at: string;
  rotated_at: string | null;
  last_spin_started_at: string | null;
}

/** `settled` since 014 (a spin is one transaction); `pending` and `rolled_back` are kept only by older rows. */
export type StudioRoundStatus = 'pending' | 'settled' | 'rolled_back';

/** One spin of a studio game: its seed pair and nonce, its outcome, and the wallet round it became. */
export interface StudioRoundsTable {
  id: Generated<number>;
  user_id: number;
  game_id: number;
  seed_pair_id: number;
  nonce: number;
  /** The client seed of this round (the pair's may change later). */
  client_seed: string;
  variant_code: string;
  engine: string;
  stake_kurus: number;
  win_kurus: number;
  /** SpinOutcome JSON. */
  outcome: string;
  status: StudioRoundStatus;
  game_round_id: number | null;
  created_at: string;
  settled_at: string | null;
}

/** A big win of the last month, for the high-earnings feed (013-studio). */
export interface HighEarningsTable {
  id: Generated<number>;
  game_round_id: number;
  game_id: number;
  masked_name: string;
  stake_kurus: number;
  win_kurus: number;
  multiplier_hundredths: number;
  settled_at: string;
}

/** all, mobile or desktop: which site type a piece of content shows on. */
export type ContentSiteType = 'all' | 'mobile' | 'desktop';
export type ContentStatusColumn = 'active' | 'inactive';

/** A slider of the home page or an inner page (015-content). */
export interface SlidersTable {
  id: Generated<number>;
  code: string;
  site_id: number;
  site_type: ContentSiteType;
  /** home, or an inner page: slot, live, tombala, bet-on-games, tournaments, promotions. */
  slider_type: string;
  /** top or bottom. */
  slider_place: string;
  title: string;
  text: string;
  link_url: string | null;
  link_text: string | null;
  /** JSON the generated picture is drawn from. */
  art: string;
  sort_order: number;
  status: ContentStatusColumn;
  start_date: string;
  end_date: string;
  created_at: string;
  updated_at: string;
}

/** A promotion with its terms (015-content). */
export interface PromotionsTable {
  id: Generated<number>;
  code: string;
  site_type: ContentSiteType;
  title: string;
  text: string;
  terms: string;
  badge: string | null;
  link_url: string | null;
  link_text: string | null;
  art: string;
  sort_order: number;
  status: ContentStatusColumn;
  created_at: string;
  updated_at: string;
}

/** A pop-up of site 111 (015-content). */
export interface PopupsTable {
  id: Generated<number>;
  code: string;
  site_id: number;
  site_type: ContentSiteType;
  title: string;
  text: string;
  link_url: string | null;
  link_text: string | null;
  art: string;
  sort_order: number;
  active: ContentStatusColumn;
  created_at: string;
  updated_at: string;
}

/** A tournament: its window, its rules and its prize table (015-content). */
export interface TournamentsTable {
  id: Generated<number>;
  code: string;
  site_type: ContentSiteType;
  title: string;
  text: string;
  terms: string;
  art: string;
  sort_order: number;
  status: ContentStatusColumn;
  start_date: string;
  end_date: string;
  /** total_stake, total_win or best_multiplier. */
  scoring_rule: string;
  min_stake_kurus: number;
  /** JSON list of games.id. */
  eligible_game_ids: string;
  /** JSON list of game_categories.id. */
  eligible_category_ids: string;
  /** JSON list of {fromRank, toRank, amountKurus, kind}. */
  prize_table: string;
  created_at: string;
  updated_at: string;
}

/** A message the operator sends to every player (015-content). */
export interface MassMessagesTable {
  id: Generated<number>;
  code: string;
  kind: string;
  title: string;
  text: string;
  link_url: string | null;
  link_text: string | null;
  status: ContentStatusColumn;
  published_at: string;
  created_at: string;
}

/** A player has read a mass message (015-content); no row means unread. */
export interface MassMessageReadsTable {
  message_id: number;
  user_id: number;
  read_at: string;
}

/** A player's points in a tournament (016-tournament-standings). */
export interface TournamentEntriesTable {
  tournament_id: number;
  user_id: number;
  /** In the scoring rule's unit: kuruş of stake or win, or hundredths of the stake. */
  points: number;
  reached_at: string;
  rounds: number;
}

/** A round a tournament counted: a second delivery of its round_settled finds it taken. */
export interface TournamentRoundsTable {
  tournament_id: number;
  game_round_id: number;
}

/**
 * `awarded`: handed to the bonuses module by a `tournament_prize_won` event in the payout's own
 * transaction. `owed` only on payouts made before bonus prizes were paid (018).
 */
export type TournamentBonusStatus = 'none' | 'owed' | 'awarded';

/** What a concluded tournament paid one player (016-tournament-standings). */
export interface TournamentPayoutsTable {
  tournament_id: number;
  user_id: number;
  rank: number;
  points: number;
  cash_kurus: number;
  cash_transfer_id: string | null;
  bonus_kurus: number;
  bonus_status: TournamentBonusStatus;
  created_at: string;
}

/** A tournament whose prizes were settled, once. */
export interface TournamentSettlementsTable {
  tournament_id: number;
  winners: number;
  cash_kurus: number;
  bonus_kurus: number;
  settled_at: string;
}

export type BonusKindColumn = 'deposit' | 'fixed' | 'prize';
/** `queued`: a tournament's bonus prize waiting for the player's open bonus to end (018). */
export type PlayerBonusStatus = 'queued' | 'awaiting_deposit' | 'active' | 'converted' | 'expired' | 'forfeited';

/** A promotion's bonus terms, or a tournament's for its bonus prizes (017-bonuses, 018). */
export interface BonusOffersTable {
  id: Generated<number>;
  /** The promotion a player claims it from, or the tournament whose bonus prizes it sets (018): one of the two. */
  promotion_id: number | null;
  tournament_id: number | null;
  kind: BonusKindColumn;
  percent: number;
  max_kurus: number;
  min_deposit_kurus: number;
  fixed_kurus: number;
  wagering_multiple: number;
  max_stake_kurus: number;
  valid_days: number;
  /** JSON list of {lobby, percent}. */
  contributions: string;
  active: number;
  created_at: string;
}

/** One player's claim of an offer, from claim to its end (017-bonuses). */
export interface PlayerBonusesTable {
  id: Generated<number>;
  user_id: number;
  offer_id: number;
  status: PlayerBonusStatus;
  amount_kurus: number;
  wagering_required_kurus: number;
  wagered_kurus: number;
  deposit_public_id: string | null;
  claimed_at: string;
  activated_at: string | null;
  expires_at: string;
  ended_at: string | null;
  converted_kurus: number;
  forfeited_kurus: number;
}

/** A round counted towards a bonus's wagering, once. */
export interface BonusWagersTable {
  player_bonus_id: number;
  game_round_id: number;
  counted_kurus: number;
}

/** A player's protection settings (019-protection); a player without a row has none. */
export interface ProtectionSettingsTable {
  user_id: number;
  reality_check_minutes: number;
  reality_check_pending: number | null;
  reality_check_pending_at: string | null;
  /** When the player last answered a reality check (021); null: never. */
  reality_check_answered_at: string | null;
  session_limit_minutes: number | null;
  session_limit_pending_set: number;
  session_limit_pending: number | null;
  session_limit_pending_at: string | null;
  timeout_until: string | null;
  excluded_at: string | null;
  /** Null with excluded_at set: an indefinite exclusion. */
  excluded_until: string | null;
  return_requested_at: string | null;
  return_at: string | null;
  closed_at: string | null;
  reviewed_at: string | null;
  has_limits: number;
  updated_at: string;
  /** The deposit-limit offer's last occasion the player skipped (022): 'registration', 'first_deposit', or null. */
  limit_prompt_skipped: string | null;
}

export type ProtectionLimitKindColumn = 'deposit' | 'loss' | 'stake';
export type ProtectionPeriodColumn = 'day' | 'week' | 'month';

/** One money limit of a player, with the change waiting for its 24 hours. */
export interface ProtectionLimitsTable {
  user_id: number;
  kind: ProtectionLimitKindColumn;
  period: ProtectionPeriodColumn;
  amount_kurus: number | null;
  pending_set: number;
  pending_amount_kurus: number | null;
  pending_at: string | null;
  updated_at: string;
}

/** What a player used in one window of a period: the counters limits are enforced on. */
export interface ProtectionUsageTable {
  user_id: number;
  period: ProtectionPeriodColumn;
  window_start: string;
  deposited_kurus: number;
  staked_kurus: number;
  lost_kurus: number;
}

/** Every protection setting a player (or later staff) changed: from, to, and when it applies. */
export interface ProtectionAuditTable {
  id: Generated<number>;
  user_id: number;
  actor: string;
  setting: string;
  from_value: string | null;
  to_value: string | null;
  applies_at: string;
  created_at: string;
}

/** Every protection decision the server made (a refusal, a restriction taken), for the back office. */
export interface ProtectionDecisionsTable {
  id: Generated<number>;
  user_id: number;
  decision: string;
  reason: string;
  amount_kurus: number | null;
  created_at: string;
}

/** A player's support ticket (023, modules/support). */
export interface SupportTicketsTable {
  id: Generated<number>;
  user_id: number;
  category: string;
  subject: string;
  status: 'open' | 'answered' | 'closed';
  /** The payment the ticket is about, as it was when opened: its public id, type (1/2), amount and time. */
  payment_public_id: string | null;
  payment_type: number | null;
  payment_amount_kurus: number | null;
  payment_created_at: string | null;
  /** The staff member the ticket is assigned to (back office). */
  assigned_staff_id: number | null;
  message_count: number;
  /** The player's messages since the last staff answer. */
  unanswered_count: number;
  /** Staff answers the player has not read. */
  unread_answers: number;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  closed_by: 'player' | 'staff' | null;
}

export interface SupportMessagesTable {
  id: Generated<number>;
  ticket_id: number;
  author_kind: 'player' | 'staff';
  /** Null for a player's message. */
  staff_id: number | null;
  body: string;
  created_at: string;
}

/** One row per player: today's openings and the tickets not closed, each limit a conditional update. */
export interface SupportCountersTable {
  user_id: number;
  day: string;
  opened_today: number;
  open_count: number;
}

export interface SupportAuditTable {
  id: Generated<number>;
  ticket_id: number;
  user_id: number;
  actor_kind: 'player' | 'staff';
  staff_id: number | null;
  action: 'opened' | 'replied' | 'answered' | 'assigned' | 'closed';
  ip: string;
  user_agent: string;
  created_at: string;
}

/** A category of the live lobby (024, modules/live). */
export interface LiveCategoriesTable {
  id: number;
  name_tr: string;
  name_en: string;
  sort_order: number;
  active: number;
}

/** A game provider's place in the live lobby: status 1 standard, 2 shown to every role. */
export interface LiveProvidersTable {
  provider_id: number;
  status: number;
}

/** One of our live tables; its id is its game's (lobby `live`). */
export interface LiveTablesTable {
  id: number;
  code: string;
  game: 'roulette' | 'baccarat';
  category_id: number;
  min_bet_kurus: number;
  max_bet_kurus: number;
  max_round_kurus: number;
  public_seed: string;
  /** The fencing token of the table's scheduler leader. */
  fence: Generated<number>;
  /** The table's last event's number on its topic (040; platform/rounds/publish.ts). */
  sequence: Generated<number>;
  active: Generated<number>;
  sort_order: Generated<number>;
}

export interface LiveRoundsTable {
  id: Generated<number>;
  table_id: number;
  round_no: number;
  phase: 'betting' | 'closed' | 'result' | 'settled' | 'void';
  server_seed: string;
  server_seed_hash: string;
  public_seed: string;
  opened_at: string;
  closes_at: string;
  draw_at: string;
  /** The outcome, JSON, stored with the phase `result`. */
  result: string | null;
  drawn_at: string | null;
  finished_at: string | null;
  next_round_at: string | null;
  player_count: Generated<number>;
  bet_count: Generated<number>;
}

export interface LiveRoundPlayersTable {
  round_id: number;
  user_id: number;
  staked_kurus: number;
  bet_count: number;
}

export interface LiveBetsTable {
  id: Generated<number>;
  round_id: number;
  table_id: number;
  user_id: number;
  kind: string;
  spot: string;
  stake_kurus: number;
  transaction_id: string;
  request_id: string;
  status: 'open' | 'settled' | 'void';
  return_kurus: number | null;
  created_at: string;
  settled_at: string | null;
}

/** A tombala room (025-tombala): a game of the live lobby, its id the game's. */
export interface TombalaRoomsTable {
  id: number;
  code: string;
  name: string;
  card_price_kurus: number;
  min_cards: number;
  max_cards_per_player: number;
  max_cards_per_round: number;
  public_seed: string;
  fence: Generated<number>;
  /** The room's last event's number on its topic (040; platform/rounds/publish.ts). */
  sequence: Generated<number>;
  active: Generated<number>;
  sort_order: Generated<number>;
}

export type TombalaRoundPhase = 'selling' | 'running' | 'finished' | 'cancelled';

export interface TombalaRoundsTable {
  id: Generated<number>;
  room_id: number;
  round_no: number;
  phase: TombalaRoundPhase;
  server_seed: string;
  server_seed_hash: string;
  public_seed: string;
  card_price_kurus: number;
  min_cards: number;
  max_cards_per_player: number;
  max_cards_per_round: number;
  ball_ms: number;
  opened_at: string;
  starts_at: string;
  cards_sold: Generated<number>;
  player_count: Generated<number>;
  pot_kurus: Generated<number>;
  started_at: string | null;
  /** JSON array of the 90 balls in draw order. */
  draw_order: string | null;
  /** Balls until the tombala fell; the round shows no more. */
  balls_drawn: number | null;
  balls_published: Generated<number>;
  finished_at: string | null;
  next_round_at: string | null;
}

export interface TombalaRoundPlayersTable {
  round_id: number;
  user_id: number;
  card_count: number;
}

export interface TombalaCardsTable {
  id: Generated<number>;
  round_id: number;
  room_id: number;
  user_id: number;
  card_key: string;
  price_kurus: number;
  transaction_id: string;
  request_id: string;
  status: 'open' | 'settled' | 'refunded';
  payout_kurus: number | null;
  created_at: string;
  settled_at: string | null;
}

export interface TombalaCardPrizesTable {
  round_id: number;
  card_id: number;
  prize: 'cinko-1' | 'cinko-2' | 'tombala';
  ball_index: number;
  prize_kurus: number;
  payout_kurus: number;
}

/** A back-office staff member (migration 026, modules/staff). */
export interface StaffUsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  role: 'administrator' | 'finance' | 'content' | 'support' | 'auditor';
  status: 'active' | 'locked';
  /** Null until the set-up link is used. */
  password_hash: string | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number | null;
  /** SHA-256 of the one set-up link the staff member may have. */
  setup_token_hash: string | null;
  setup_expires_at: string | null;
  created_at: string;
  last_login_at: string | null;
  last_login_ip: string | null;
}

export interface StaffSessionsTable {
  id: Generated<number>;
  sid_hash: string;
  staff_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: string;
  user_agent: string;
}

/** Append only: the database refuses UPDATE and DELETE (migration 026's triggers). */
export interface StaffAuditTable {
  id: Generated<number>;
  staff_id: number | null;
  username: string;
  role: string | null;
  method: string;
  target: string | null;
  outcome: 'ok' | 'refused' | 'denied';
  code: number;
  ip: string;
  user_agent: string;
  created_at: string;
  /** JSON: what the call changed (before, after, amount, reason) or read (035); null for a denied call. */
  detail: string | null;
}

/** Staff notes on a player (028-backoffice-players): append only by use. */
export interface StaffPlayerNotesTable {
  id: Generated<number>;
  user_id: number;
  staff_id: number;
  text: string;
  created_at: string;
}

/** One staff member's approval of a payment (029-backoffice-payments): unique per (payment, staff). */
export interface PaymentApprovalsTable {
  payment_id: number;
  staff_id: number;
  created_at: string;
}

/** A draw game of bet-on-games (027-draws): a game of the live lobby like tombala's rooms, its id the game's. */
export interface DrawGamesTable {
  id: number;
  code: string;
  public_seed: string;
  fence: Generated<number>;
  sequence: Generated<number>;
  active: Generated<number>;
  sort_order: Generated<number>;
}

export type DrawPhaseColumn = 'open' | 'closed' | 'drawn' | 'void';

export interface DrawsTable {
  id: Generated<number>;
  game_id: number;
  draw_no: number;
  phase: DrawPhaseColumn;
  server_seed: string;
  server_seed_hash: string;
  public_seed: string;
  opened_at: string;
  closes_at: string;
  draws_at: string;
  /** JSON of the game's result; null until drawn. */
  result: string | null;
  drawn_at: string | null;
  settled_at: string | null;
  coupon_count: Generated<number>;
}

export type DrawBetStatus = 'open' | 'won' | 'lost' | 'void';

export interface DrawCouponsTable {
  id: Generated<number>;
  user_id: number;
  game_id: number;
  kind: 'single' | 'combination';
  stake_kurus: number;
  total_odds_hundredths: number;
  potential_return_kurus: number;
  status: DrawBetStatus;
  return_kurus: number | null;
  request_id: string;
  transaction_id: string;
  placed_at: string;
  settled_at: string | null;
}

export interface DrawSelectionsTable {
  id: Generated<number>;
  coupon_id: number;
  draw_id: number;
  market_id: string;
  selection_id: string;
  odds_hundredths: number;
  status: DrawBetStatus;
  settled_odds_hundredths: number | null;
}

export interface DrawOpenCouponsTable {
  user_id: number;
  open_count: number;
}
