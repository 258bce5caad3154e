import 'i18next';
import type { accountTr } from './locales/account/tr';
import type { amountTr } from './locales/amount/tr';
import type { betOnGamesTr } from './locales/bet-on-games/tr';
import type { bonusesTr } from './locales/bonuses/tr';
import type { casinoTr } from './locales/casino/tr';
import type { contentTr } from './locales/content/tr';
import type { financeTr } from './locales/finance/tr';
import type { gameHistoryTr } from './locales/game-history/tr';
import type { liveTr } from './locales/live/tr';
import type { playTr } from './locales/play/tr';
import type { protectionTr } from './locales/protection/tr';
import type { studioTr } from './locales/studio/tr';
import type { supportTr } from './locales/support/tr';
import type { tombalaTr } from './locales/tombala/tr';
import type { tr } from './locales/tr';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof tr;
      account: typeof accountTr;
      finance: typeof financeTr;
      casino: typeof casinoTr;
      gameHistory: typeof gameHistoryTr;
      play: typeof playTr;
      studio: typeof studioTr;
      content: typeof contentTr;
      bonuses: typeof bonusesTr;
      protection: typeof protectionTr;
      support: typeof supportTr;
      live: typeof liveTr;
      tombala: typeof tombalaTr;
      betOnGames: typeof betOnGamesTr;
      amount: typeof amountTr;
    };
  }
}
