/**
 * The code of every message of the catalogue (messages.ts holds their texts), and what a client
 * acts on in an answer. Text-free, so that a client can decide on codes without carrying the
 * texts of two languages (the player site's first page does not).
 */
export const MESSAGE_CODES = {
  ok: 200,
  badRequest: 400,
  invalidData: 422,
  unknownMethod: 4040,
  notFound: 4041,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  sessionExpired: 401,
  noPermission: 403,
  failedLogin: 4012,
  inactiveAccount: 4031,
  tooManyAttempts: 429,
  maintenance: 503,
  siteUp: 200,
  internalError: 500,
  // Accounts: successes (code 200, the text tells them apart).
  registrationComplete: 200,
  emailConfirmed: 200,
  loginSuccess: 200,
  logoutSuccess: 200,
  resetInstructionsSent: 200,
  passwordResetDone: 200,
  passwordChanged: 200,
  profileUpdated: 200,
  otherSessionsEnded: 200,
  gaCodeAccepted: 200,
  gaEnabled: 200,
  gaDisabled: 200,
  // Accounts: refusals, one code each.
  usernameInvalid: 4101,
  usernameTaken: 4102,
  emailInvalid: 4103,
  emailTaken: 4104,
  passwordWeak: 4105,
  passwordMismatch: 4106,
  phoneInvalid: 4107,
  birthDateInvalid: 4108,
  underAge: 4109,
  countryInvalid: 4110,
  termsNotAccepted: 4111,
  nameInvalid: 4112,
  emailNotConfirmed: 4113,
  tokenInvalid: 4114,
  wrongCurrentPassword: 4115,
  samePassword: 4116,
  gaCodeWrong: 4117,
  gaAlreadyEnabled: 4118,
  gaNotSetUp: 4119,
  gaRequired: 4120,
  // Accounts: identity hardening (control characters, dates, the password for the authenticator, new links).
  invalidCharacter: 4122,
  birthDateTooEarly: 4123,
  currentPasswordRequired: 4124,
  loginRequired: 4125,
  confirmationResent: 200,
  // Money.
  amountInvalid: 4201,
  amountBelowMinimum: 4202,
  amountAboveMaximum: 4203,
  insufficientBalance: 4204,
  methodUnknown: 4205,
  methodWrongType: 4206,
  ibanInvalid: 4207,
  holderNameMismatch: 4208,
  bankUnknown: 4209,
  bankAccountNotFound: 4210,
  bankAccountExists: 4211,
  bankAccountLimit: 4212,
  requestIdInvalid: 4213,
  requestReused: 4214,
  senderNameInvalid: 4215,
  dateInvalid: 4216,
  transactionNotFound: 4217,
  transactionNotPending: 4218,
  // Money: limits that keep the payment desk and the database safe.
  bankAccountInUse: 4219,
  pendingDepositLimit: 4220,
  dailyDepositLimit: 4221,
  listOffsetTooLarge: 4222,
  bankAccountAdded: 200,
  bankAccountUpdated: 200,
  bankAccountDeleted: 200,
  depositDeclared: 200,
  depositStarted: 200,
  withdrawalRequested: 200,
  favoriteAdded: 200,
  favoriteRemoved: 200,
  languageInvalid: 4121,
  // Casino: the lobby and favourites.
  gameNotFound: 4301,
  gameSearchInvalid: 4302,
  favoritesNeedLogin: 4303,
  favoriteLimit: 4304,
  favoriteTypeInvalid: 4305,
  // Casino: the game history (a block of its own, apart from the lobby's next codes).
  gameHistoryLimitInvalid: 4350,
  gameHistoryOffsetInvalid: 4351,
  dateRangeInvalid: 4352,
  gameRoundStatusInvalid: 4353,
  roundNotFound: 4354,
  // Casino: starting a game on the play page (a block of its own, apart from the lobby's next codes).
  providerUnreachable: 4320,
  virtualProviderNotFound: 4321,
  virtualGameNotFound: 4322,
  gameUnavailable: 4323,
  playSessionStartInvalid: 4324,
} as const;

export const MAINTENANCE_MESSAGE = 'This site is under maintenance';

/** Codes on which the client clears its local session (section 4). */
export const SESSION_CLEARING_CODES: readonly number[] = [
  MESSAGE_CODES.sessionExpired,
  MESSAGE_CODES.failedLogin,
  MESSAGE_CODES.noPermission,
  MESSAGE_CODES.inactiveAccount,
];
/** Codes on which the client also removes the auth record (section 4). */
export const AUTH_CLEARING_CODES: readonly number[] = [MESSAGE_CODES.failedLogin, MESSAGE_CODES.inactiveAccount];
/** `debug` value that marks a call the server treated as anonymous although it carried a session. */
export const ANONYMOUS_USER_DEBUG = 'anonymous user';
