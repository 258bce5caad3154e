import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import type { RouteFlags } from './navigation-guard';
import { HomePage } from './routes/home';

/** One page of the site: where it is, which layout wraps it, what the guard checks, how it loads. */
export interface PageRoute {
  id: string;
  path: string;
  /** `game`: the play pages, full screen without the site's header and navigation. */
  layout: 'main' | 'standalone' | 'game';
  flags: RouteFlags;
  /** The page component, loaded on first visit (code-split); the home page is bundled with the entry for the first paint. */
  load: () => Promise<ComponentType>;
  /**
   * The same component when it ships with the entry: rendered directly, not through React.lazy, whose
   * first render always suspends, so the page would paint empty for a moment after index.html's shell.
   */
  bundled?: ComponentType;
}

/** Public pages: maintenance check, no login. */
const PUBLIC: RouteFlags = { checkMaintenance: true, requiresAuth: false };
/** Login-required pages: maintenance check and a stored session or auth record. */
const PRIVATE: RouteFlags = { checkMaintenance: true, requiresAuth: true };
/** /login and /register: public, but a logged-in player is sent on (hardening 24). */
const GUEST: RouteFlags = { checkMaintenance: true, requiresAuth: false, guestOnly: true };
/** /maintenance and /maintenance-control are exempt from the maintenance redirect (section 2). */
const EXEMPT: RouteFlags = { checkMaintenance: false, requiresAuth: false };

const casino = () => import('./routes/casino');
const events = () => import('./routes/events');
const information = () => import('./routes/information');
const account = () => import('./routes/account');
const finance = () => import('./routes/finance');
const play = () => import('./routes/play');
const live = () => import('./routes/live');
const tombala = () => import('./routes/tombala');
const betOnGames = () => import('./routes/bet-on-games');
const auth = () => import('./routes/auth');
const maintenance = () => import('./routes/maintenance');

export const ROUTE_TABLE: readonly PageRoute[] = [
  // Main layout, public (section 2).
  { id: 'home', path: paths.home.path, layout: 'main', flags: PUBLIC, load: async () => HomePage, bundled: HomePage },
  // Its page never renders: the guard sends /home to / first.
  { id: 'homeAlias', path: paths.homeAlias.path, layout: 'main', flags: PUBLIC, load: async () => HomePage },
  {
    id: 'notifications',
    path: paths.notifications.path,
    layout: 'main',
    flags: PUBLIC,
    load: async () => (await finance()).NotificationsPage,
  },
  {
    id: 'promotions',
    path: paths.promotions.path,
    layout: 'main',
    flags: PUBLIC,
    load: async () => (await events()).PromotionsPage,
  },
  { id: 'slot', path: paths.slot.path, layout: 'main', flags: PUBLIC, load: async () => (await casino()).SlotPage },
  {
    id: 'slotCategory',
    path: paths.slotCategory.path,
    layout: 'main',
    flags: PUBLIC,
    load: async () => (await casino()).SlotCategoryPage,
  },
  {
    id: 'slotProvider',
    path: paths.slotProvider.path,
    layout: 'main',
    flags: PUBLIC,
    load: async () => (await casino()).SlotProviderPage,
  },
  { id: 'live', path: paths.live.path, layout: 'main', flags: PUBLIC, load: async () => (await live()).LivePage },
  {
    id: 'liveCategory',
    path: paths.liveCategory.path,
    layout: 'main',
    flags: PUBLIC,
    load: async () => (await live()).LiveCategoryPage,
  },
  {
    id: 'liveProvider',
    path: paths.liveProvider.path,
    layout: 'main',
    flags: PUBLIC,
    load: async () => (await live()).LiveProviderPage,
  },
  {
    id: 'tombala',
    path: paths.tombala.path,
    layout: 'main',
    flags: PUBLIC,
    load: async () => (await tombala()).TombalaRoomsPage,
  },
  {
    id: 'tombalaRoom',
    path: paths.tombalaRoom.path,
    layout: 'main',
    flags: PUBLIC,
    load: async () => (await tombala()).TombalaRoomPage,
  },
  {
    id: 'betOnGames',
    path: paths.betOnGames.path,
    layout: 'main',
    flags: PUBLIC,
    load: async () => (await betOnGames()).BetOnGamesPage,
  },
  {
    id: 'highEarnings',
    path: paths.highEarnings.path,
    layout: 'main',
    flags: PUBLIC,
    load: async () => (await import('./routes/high-earnings')).HighEarningsPage,
  },
  {
    id: 'provablyFair',
    path: paths.provablyFair.path,
    layout: 'main',
    flags: PUBLIC,
    load: async () => (await import('./routes/provably-fair')).ProvablyFairPage,
  },
  {
    id: 'tournaments',
    path: paths.tournaments.path,
    layout: 'main',
    flags: PUBLIC,
    load: async () => (await events()).TournamentsPage,
  },
  {
    id: 'tournamentDetail',
    path: paths.tournamentDetail.path,
    layout: 'main',
    flags: PUBLIC,
    load: async () => (await import('@/features/tournaments/components/tournament-detail-page')).TournamentDetailPage,
  },
  {
    id: 'socialMedia',
    path: paths.socialMedia.path,
    layout: 'main',
    flags: PUBLIC,
    load: async () => (await import('./routes/social-media')).SocialMediaPage,
  },
  {
    id: 'tickets',
    path: paths.tickets.path,
    layout: 'main',
    flags: PUBLIC,
    load: async () => (await import('./routes/support')).TicketsPage,
  },
  {
    id: 'aboutUs',
    path: paths.aboutUs.path,
    layout: 'main',
    flags: PUBLIC,
    load: async () => (await information()).AboutUsPage,
  },
  { id: 'faq', path: paths.faq.path, layout: 'main', flags: PUBLIC, load: async () => (await information()).FaqPage },
  {
    id: 'generalRules',
    path: paths.generalRules.path,
    layout: 'main',
    flags: PUBLIC,
    load: async () => (await information()).GeneralRulesPage,
  },
  {
    id: 'privacyPolicy',
    path: paths.privacyPolicy.path,
    layout: 'main',
    flags: PUBLIC,
    load: async () => (await information()).PrivacyPolicyPage,
  },
  {
    id: 'financialsInformation',
    path: paths.financialsInformation.path,
    layout: 'main',
    flags: PUBLIC,
    load: async () => (await information()).FinancialsInformationPage,
  },
  {
    id: 'betRules',
    path: paths.betRules.path,
    layout: 'main',
    flags: PUBLIC,
    load: async () => (await information()).BetRulesPage,
  },
  {
    id: 'casinoRules',
    path: paths.casinoRules.path,
    layout: 'main',
    flags: PUBLIC,
    load: async () => (await information()).CasinoRulesPage,
  },
  {
    id: 'responsibleGaming',
    path: paths.responsibleGaming.path,
    layout: 'main',
    flags: PUBLIC,
    load: async () => (await import('./routes/responsible-gaming')).ResponsibleGamingPage,
  },

  // Main layout, login required.
  {
    id: 'profile',
    path: paths.profile.path,
    layout: 'main',
    flags: PRIVATE,
    load: async () => (await account()).ProfilePage,
  },
  {
    id: 'accountSettings',
    path: paths.accountSettings.path,
    layout: 'main',
    flags: PRIVATE,
    load: async () => (await account()).AccountSettingsPage,
  },
  {
    id: 'bonusUsage',
    path: paths.bonusUsage.path,
    layout: 'main',
    flags: PRIVATE,
    load: async () => (await account()).BonusUsagePage,
  },
  {
    id: 'accountSecurity',
    path: paths.accountSecurity.path,
    layout: 'main',
    flags: PRIVATE,
    load: async () => (await account()).AccountSecurityPage,
  },
  {
    id: 'googleAuth',
    path: paths.googleAuth.path,
    layout: 'main',
    flags: PRIVATE,
    load: async () => (await account()).GoogleAuthPage,
  },
  {
    id: 'accountFavorites',
    path: paths.accountFavorites.path,
    layout: 'main',
    flags: PRIVATE,
    load: async () => (await casino()).AccountFavoritesPage,
  },
  {
    id: 'favoriteSlotGames',
    path: paths.favoriteSlotGames.path,
    layout: 'main',
    flags: PRIVATE,
    load: async () => (await casino()).FavoriteSlotGamesPage,
  },
  {
    id: 'favoriteLiveCasino',
    path: paths.favoriteLiveCasino.path,
    layout: 'main',
    flags: PRIVATE,
    load: async () => (await live()).FavoriteLiveCasinoPage,
  },
  {
    id: 'accountHistory',
    path: paths.accountHistory.path,
    layout: 'main',
    flags: PRIVATE,
    load: async () => (await finance()).AccountHistoryPage,
  },
  {
    id: 'gameHistory',
    path: paths.gameHistory.path,
    layout: 'main',
    flags: PRIVATE,
    load: async () => (await import('./routes/game-history')).GameHistoryPage,
  },
  {
    id: 'betHistory',
    path: paths.betHistory.path,
    layout: 'main',
    flags: PRIVATE,
    load: async () => (await betOnGames()).BetHistoryPage,
  },
  {
    id: 'financeHistory',
    path: paths.financeHistory.path,
    layout: 'main',
    flags: PRIVATE,
    load: async () => (await finance()).FinanceHistoryPage,
  },
  {
    id: 'bonusHistory',
    path: paths.bonusHistory.path,
    layout: 'main',
    flags: PRIVATE,
    load: async () => (await account()).BonusHistoryPage,
  },
  {
    id: 'paymentActions',
    path: paths.paymentActions.path,
    layout: 'main',
    flags: PRIVATE,
    load: async () => (await finance()).PaymentActionsPage,
  },
  {
    id: 'bankingNew',
    path: paths.bankingNew.path,
    layout: 'main',
    flags: PRIVATE,
    load: async () => (await finance()).BankingNewPage,
  },
  { id: 'play', path: paths.play.path, layout: 'game', flags: PRIVATE, load: async () => (await play()).PlayPage },
  {
    id: 'playWithExtra',
    path: paths.playWithExtra.path,
    layout: 'game',
    flags: PRIVATE,
    load: async () => (await play()).PlayWithExtraPage,
  },
  {
    id: 'playWithGamingTypeAndProvider',
    path: paths.playWithGamingTypeAndProvider.path,
    layout: 'game',
    flags: PRIVATE,
    load: async () => (await play()).PlayWithGamingTypeAndProviderPage,
  },
  // One of our live tables, full screen like a game (its static `live` outranks /play/:type/:id).
  {
    id: 'playLive',
    path: paths.playLive.path,
    layout: 'game',
    flags: PRIVATE,
    load: async () => (await live()).LiveTablePage,
  },
  // A studio game, full screen in the play page's frame; it spins with the player's session.
  {
    id: 'studio',
    path: paths.studio.path,
    layout: 'game',
    flags: PRIVATE,
    load: async () => (await import('./routes/studio')).StudioPage,
  },

  // Standalone pages (no main layout, no login). The maintenance check applies to all but the two maintenance pages.
  {
    id: 'login',
    path: paths.login.path,
    layout: 'standalone',
    flags: GUEST,
    load: async () => (await auth()).LoginPage,
  },
  {
    id: 'forgotPassword',
    path: paths.forgotPassword.path,
    layout: 'standalone',
    flags: PUBLIC,
    load: async () => (await auth()).ForgotPasswordPage,
  },
  {
    id: 'accountReset',
    path: paths.accountReset.path,
    layout: 'standalone',
    flags: PUBLIC,
    load: async () => (await auth()).AccountResetPage,
  },
  {
    id: 'register',
    path: paths.register.path,
    layout: 'standalone',
    flags: GUEST,
    load: async () => (await auth()).RegisterPage,
  },
  {
    id: 'registerAccountConfirm',
    path: paths.registerAccountConfirm.path,
    layout: 'standalone',
    flags: PUBLIC,
    load: async () => (await auth()).RegisterAccountConfirmPage,
  },
  {
    id: 'siteUnderMaintenance',
    path: paths.maintenance.path,
    layout: 'standalone',
    flags: EXEMPT,
    load: async () => (await maintenance()).MaintenancePage,
  },
  {
    id: 'maintenanceControl',
    path: paths.maintenanceControl.path,
    layout: 'standalone',
    flags: EXEMPT,
    load: async () => (await maintenance()).MaintenanceControlPage,
  },

  // Any other path: not found, in the main layout, with the maintenance check (section 2).
  {
    id: 'notFound',
    path: paths.notFound.path,
    layout: 'main',
    flags: PUBLIC,
    load: async () => (await import('./routes/not-found')).NotFoundPage,
  },
];
