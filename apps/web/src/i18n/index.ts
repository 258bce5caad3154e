import { DEFAULT_LANGUAGE, type Language } from '@bnw/contract/constants';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { tr } from './locales/tr';

/**
 * Turkish, the master and default language, is bundled and initialised synchronously so the
 * first render needs no waiting. Everything else is fetched on demand, each in its own chunk:
 * English, the `account` namespace (login, registration and account pages) and the `finance`
 * namespace (payments, bank accounts, histories, notifications), which only those lazily loaded
 * pages use — `useTranslation('account')` suspends until it is loaded, and a language switch
 * loads it in the new language too.
 */
const LAZY_TEXTS: Record<string, () => Promise<Record<string, unknown>>> = {
  'en/translation': async () => (await import('./locales/en')).en,
  'tr/account': async () => (await import('./locales/account/tr')).accountTr,
  'en/account': async () => (await import('./locales/account/en')).accountEn,
  'tr/finance': async () => (await import('./locales/finance/tr')).financeTr,
  'en/finance': async () => (await import('./locales/finance/en')).financeEn,
  'tr/casino': async () => (await import('./locales/casino/tr')).casinoTr,
  'en/casino': async () => (await import('./locales/casino/en')).casinoEn,
  'tr/gameHistory': async () => (await import('./locales/game-history/tr')).gameHistoryTr,
  'en/gameHistory': async () => (await import('./locales/game-history/en')).gameHistoryEn,
  'tr/play': async () => (await import('./locales/play/tr')).playTr,
  'en/play': async () => (await import('./locales/play/en')).playEn,
  'tr/content': async () => (await import('./locales/content/tr')).contentTr,
  'en/content': async () => (await import('./locales/content/en')).contentEn,
  'tr/studio': async () => (await import('./locales/studio/tr')).studioTr,
  'en/studio': async () => (await import('./locales/studio/en')).studioEn,
  'tr/bonuses': async () => (await import('./locales/bonuses/tr')).bonusesTr,
  'en/bonuses': async () => (await import('./locales/bonuses/en')).bonusesEn,
  'tr/protection': async () => (await import('./locales/protection/tr')).protectionTr,
  'en/protection': async () => (await import('./locales/protection/en')).protectionEn,
  'tr/support': async () => (await import('./locales/support/tr')).supportTr,
  'en/support': async () => (await import('./locales/support/en')).supportEn,
  'tr/live': async () => (await import('./locales/live/tr')).liveTr,
  'en/live': async () => (await import('./locales/live/en')).liveEn,
  'tr/tombala': async () => (await import('./locales/tombala/tr')).tombalaTr,
  'en/tombala': async () => (await import('./locales/tombala/en')).tombalaEn,
  'tr/betOnGames': async () => (await import('./locales/bet-on-games/tr')).betOnGamesTr,
  'en/betOnGames': async () => (await import('./locales/bet-on-games/en')).betOnGamesEn,
  'tr/amount': async () => (await import('./locales/amount/tr')).amountTr,
  'en/amount': async () => (await import('./locales/amount/en')).amountEn,
};

const lazyTexts: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = LAZY_TEXTS[`${language}/${namespace}`];
    if (!load) {
      callback(new Error(`no texts for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

void i18n
  .use(lazyTexts)
  .use(initReactI18next)
  .init({
    resources: { tr: { translation: tr } },
    // The bundled Turkish texts plus the lazy ones above.
    partialBundledLanguages: true,
    ns: ['translation'],
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['tr', 'en'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    showSupportNotice: false, // no advertisement in the player's console
  });

/** Makes sure a language's texts (every namespace in use) are loaded. */
export async function loadLanguage(lang: Language): Promise<void> {
  await i18n.loadLanguages(lang);
}

/** Loads the texts if needed, then switches i18next to the language. */
export async function changeLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
}

/** The account namespace, for code that needs it outside a component (tests, preloading). */
export async function loadAccountTexts(): Promise<void> {
  await i18n.loadNamespaces('account');
}

/** The finance namespace, likewise. */
export async function loadFinanceTexts(): Promise<void> {
  await i18n.loadNamespaces('finance');
}

/** The game history namespace (/game-history), likewise. */
export async function loadGameHistoryTexts(): Promise<void> {
  await i18n.loadNamespaces('gameHistory');
}

/** The casino namespace (slot lobby, favourites), likewise. */
export async function loadCasinoTexts(): Promise<void> {
  await i18n.loadNamespaces('casino');
}

/** The play namespace (the play page, the home page's virtual games row), likewise. */
export async function loadPlayTexts(): Promise<void> {
  await i18n.loadNamespaces('play');
}

/** The studio namespace (our games' page, /provably-fair, /high-earnings), likewise. */
export async function loadStudioTexts(): Promise<void> {
  await i18n.loadNamespaces('studio');
}

/** The content namespace (promotions, tournaments, the operator's messages), likewise. */
export async function loadContentTexts(): Promise<void> {
  await i18n.loadNamespaces('content');
}

/** The bonuses namespace (/bonus-usage, /bonus-history, a promotion's bonus), likewise. */
export async function loadBonusTexts(): Promise<void> {
  await i18n.loadNamespaces('bonuses');
}

/** The protection namespace (/responsible-gaming and the links to it), likewise. */
export async function loadProtectionTexts(): Promise<void> {
  await i18n.loadNamespaces('protection');
}

/** The support namespace (/tickets, the staff answers on /notifications), likewise. */
export async function loadSupportTexts(): Promise<void> {
  await i18n.loadNamespaces('support');
}

/** The live namespace (the live lobby and our live tables), likewise. */
export async function loadLiveTexts(): Promise<void> {
  await i18n.loadNamespaces('live');
}

/** The tombala namespace (/tombala and its rooms), likewise. */
export async function loadTombalaTexts(): Promise<void> {
  await i18n.loadNamespaces('tombala');
}

/** The betOnGames namespace (/bet-on-games and /bet-history), likewise. */
export async function loadBetOnGamesTexts(): Promise<void> {
  await i18n.loadNamespaces('betOnGames');
}

/** The amount namespace (the amount field of deposits, withdrawals, limits and stakes), likewise. */
export async function loadAmountTexts(): Promise<void> {
  await i18n.loadNamespaces('amount');
}

export { i18n };
