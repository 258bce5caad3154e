/**
 * Every route path of the player site (specification section 2), in one module.
 * `path` is the router pattern; `getHref` builds a link to it.
 */
const enc = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  home: { path: '/', getHref: () => '/' },
  /** Old address of the home page: the guard sends it to `/`. */
  homeAlias: { path: '/home', getHref: () => '/home' },
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  promotions: { path: '/promotions', getHref: () => '/promotions' },

  slot: { path: '/slot', getHref: () => '/slot' },
  slotCategory: {
    path: '/slot/category/:categoryID',
    getHref: (categoryID: string | number) => `/slot/category/${enc(categoryID)}`,
  },
  slotProvider: {
    path: '/slot/provider/:providerID',
    getHref: (providerID: string | number) => `/slot/provider/${enc(providerID)}`,
  },
  live: { path: '/live', getHref: () => '/live' },
  liveCategory: {
    path: '/live/category/:categoryID',
    getHref: (categoryID: string | number) => `/live/category/${enc(categoryID)}`,
  },
  liveProvider: {
    path: '/live/provider/:providerID',
    getHref: (providerID: string | number) => `/live/provider/${enc(providerID)}`,
  },
  tombala: { path: '/tombala', getHref: () => '/tombala' },
  /** A tombala room and its round now. */
  tombalaRoom: { path: '/tombala/:roomID', getHref: (roomID: number) => `/tombala/${enc(roomID)}` },
  betOnGames: { path: '/bet-on-games', getHref: () => '/bet-on-games' },
  highEarnings: { path: '/high-earnings', getHref: () => '/high-earnings' },
  tournaments: { path: '/tournaments', getHref: () => '/tournaments' },
  tournamentDetail: {
    path: '/tournaments/:tournamentID',
    getHref: (tournamentID: number) => `/tournaments/${enc(tournamentID)}`,
  },
  socialMedia: { path: '/social-media', getHref: () => '/social-media' },
  tickets: { path: '/tickets', getHref: () => '/tickets' },
  /** Our studio's fairness page: the method in plain Turkish and a verifier (`?round=<roundID>`). */
  provablyFair: {
    path: '/provably-fair',
    getHref: (roundID?: number) => (roundID === undefined ? '/provably-fair' : `/provably-fair?round=${enc(roundID)}`),
  },

  aboutUs: { path: '/about-us', getHref: () => '/about-us' },
  faq: { path: '/faq', getHref: () => '/faq' },
  generalRules: { path: '/general-rules', getHref: () => '/general-rules' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  financialsInformation: { path: '/financials-information', getHref: () => '/financials-information' },
  betRules: { path: '/bet-rules', getHref: () => '/bet-rules' },
  casinoRules: { path: '/casino-rules', getHref: () => '/casino-rules' },
  /** Limits, reality check, time-out, self-exclusion, the self-assessment and help; public. */
  responsibleGaming: { path: '/responsible-gaming', getHref: () => '/responsible-gaming' },

  profile: { path: '/profile', getHref: () => '/profile' },
  accountSettings: { path: '/account-settings', getHref: () => '/account-settings' },
  bonusUsage: { path: '/bonus-usage', getHref: () => '/bonus-usage' },
  accountSecurity: { path: '/account-security', getHref: () => '/account-security' },
  googleAuth: { path: '/google-auth', getHref: () => '/google-auth' },
  accountFavorites: { path: '/account-favorites', getHref: () => '/account-favorites' },
  favoriteSlotGames: { path: '/favorite-slot-games', getHref: () => '/favorite-slot-games' },
  favoriteLiveCasino: { path: '/favorite-live-casino', getHref: () => '/favorite-live-casino' },
  accountHistory: { path: '/account-history', getHref: () => '/account-history' },
  gameHistory: { path: '/game-history', getHref: () => '/game-history' },
  betHistory: { path: '/bet-history', getHref: () => '/bet-history' },
  financeHistory: { path: '/finance-history', getHref: () => '/finance-history' },
  bonusHistory: { path: '/bonus-history', getHref: () => '/bonus-history' },
  paymentActions: { path: '/payment-actions', getHref: () => '/payment-actions' },
  bankingNew: { path: '/banking/new/:type', getHref: (type: string | number) => `/banking/new/${enc(type)}` },

  /** Game play: `/play/{type}/{id}` with an optional gaming type and/or provider name. */
  play: { path: '/play/:type/:id', getHref: (type: string, id: string | number) => `/play/${enc(type)}/${enc(id)}` },
  /** One of our live tables, full screen like a game (`/play/{type}/{id}` with the type `live`: the table's id). */
  playLive: { path: '/play/live/:tableID', getHref: (tableID: string | number) => `/play/live/${enc(tableID)}` },
  /**
   * The specification lists both `/play/{type}/{id}/{providerName}` and `/play/{type}/{id}/{gamingType}`:
   * the same pattern, so one route whose third segment the game issue interprets by `type`.
   */
  playWithExtra: {
    path: '/play/:type/:id/:extra',
    getHref: (type: string, id: string | number, extra: string) => `/play/${enc(type)}/${enc(id)}/${enc(extra)}`,
  },
  playWithGamingTypeAndProvider: {
    path: '/play/:type/:id/:gamingType/:providerName',
    getHref: (type: string, id: string | number, gamingType: string, providerName: string) =>
      `/play/${enc(type)}/${enc(id)}/${enc(gamingType)}/${enc(providerName)}`,
  },

  login: { path: '/login', getHref: () => '/login' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  accountReset: { path: '/account_reset', getHref: () => '/account_reset' },
  register: { path: '/register', getHref: () => '/register' },
  registerAccountConfirm: { path: '/register-account-confirm', getHref: () => '/register-account-confirm' },
  /** The route named `siteUnderMaintenance` in the specification. */
  maintenance: { path: '/maintenance', getHref: () => '/maintenance' },
  maintenanceControl: { path: '/maintenance-control', getHref: () => '/maintenance-control' },

  /** A studio game as `casino.init_game` launches it in the play page's frame (`?game_id=…`). */
  studio: {
    path: '/studio/:code',
    getHref: (code: string, gameID: number) => `/studio/${enc(code)}?game_id=${enc(gameID)}`,
  },

  notFound: { path: '*', getHref: () => '/' },
} as const;

export type PathKey = keyof typeof paths;
