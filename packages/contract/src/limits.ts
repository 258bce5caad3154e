import { MAX_PASSWORD_LENGTH } from './account-rules.js';

/** Business constants and limits of section 9, one place for client and server. */
export const LIMITS = {
  noticeMs: 1500,
  genericNotificationMs: 5000,
  paymentFailureNoticeMs: 1000,
  sliderLimit: 7,
  sessionLifetimeSeconds: 3600,
  authenticatorCodeLength: 6,
  defaultPageSize: 9,
  casinoCategoriesAndProviders: 100,
  liveCasinoCategoriesAndProviders: 150,
  liveTablesDefault: 100,
  favouritesList: 100,
  quickAccessSlotGames: 50,
  tournaments: 50,
  massMessages: 10,
  notificationsTransactions: 250,
  notificationsDays: 90,
  betHistoryDays: 30,
  ticketMinimumAmountKurus: 25_000,
  randomIdLength: 26,
  stripMarkupDefaultLength: 200,
  dialogTransitionMs: 300,
  loadingBarPx: 7,
  /** Largest page any list call returns, whatever the client asks. */
  maxPageSize: 250,
  /** How deep a history can be paged (offset + page): deeper, the player narrows the filters. */
  maxListRows: 1_000,
  /** Saved bank accounts a player may keep. */
  maxBankAccounts: 10,
  /** Play money a new player gets once in demo mode (₺10.000). */
  demoGrantKurus: 1_000_000,
} as const;

/**
 * The longest value each text field of the calls takes: the server's schemas refuse longer, and
 * the site's inputs stop typing there.
 */
export const FIELD_MAX_LENGTH = {
  username: 20,
  email: 254,
  /** A username or an e-mail address (login, password recovery). */
  loginName: 254,
  firstOrLastName: 50,
  password: MAX_PASSWORD_LENGTH,
  phone: 32,
  /** 'YYYY-MM-DD' (or the form's yyyy/mm/dd). */
  birthDate: 10,
  senderName: 100,
  holderName: 100,
  iban: 40,
  /** A transaction's public id, searched for. */
  transactionId: 40,
  bankCode: 40,
  /** Why staff or a provider refused a payment (payment_transactions.note), shown to the player. */
  refusalReason: 500,
} as const;
