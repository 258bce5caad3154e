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
