import {
  BadgeCheck,
  Bell,
  BookOpen,
  Cherry,
  CircleQuestionMark,
  Dices,
  FileText,
  Gift,
  History,
  Info,
  Landmark,
  LifeBuoy,
  ScrollText,
  Share2,
  ShieldCheck,
  Spade,
  Star,
  Ticket,
  TrendingUp,
  Trophy,
  UserRound,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';

/** i18n keys under `nav.` that name a menu entry. */
export type NavLabelKey =
  | 'home'
  | 'slot'
  | 'live'
  | 'tombala'
  | 'betOnGames'
  | 'tournaments'
  | 'promotions'
  | 'highEarnings'
  | 'aboutUs'
  | 'faq'
  | 'generalRules'
  | 'privacyPolicy'
  | 'financialsInformation'
  | 'betRules'
  | 'casinoRules'
  | 'socialMedia'
  | 'tickets'
  | 'notifications'
  | 'profile'
  | 'accountSettings'
  | 'accountSecurity'
  | 'accountFavorites'
  | 'accountHistory'
  | 'paymentActions';

export interface NavItem {
  labelKey: NavLabelKey;
  to: string;
  icon: LucideIcon;
}

export type NavGroupKey = 'casino' | 'events' | 'account' | 'info' | 'support';

export interface NavGroup {
  key: NavGroupKey;
  items: NavItem[];
  /** Shown only with a stored session. */
  loggedInOnly?: boolean;
}

/** The drawer's sections (brief: Casino, Etkinlik, Bilgi, Destek; Hesabım when logged in). */
export const NAV_GROUPS: NavGroup[] = [
  {
    key: 'casino',
    items: [
      { labelKey: 'slot', to: paths.slot.getHref(), icon: Cherry },
      { labelKey: 'live', to: paths.live.getHref(), icon: Spade },
      { labelKey: 'tombala', to: paths.tombala.getHref(), icon: Dices },
      { labelKey: 'betOnGames', to: paths.betOnGames.getHref(), icon: Ticket },
    ],
  },
  {
    key: 'events',
    items: [
      { labelKey: 'tournaments', to: paths.tournaments.getHref(), icon: Trophy },
      { labelKey: 'promotions', to: paths.promotions.getHref(), icon: Gift },
      { labelKey: 'highEarnings', to: paths.highEarnings.getHref(), icon: TrendingUp },
    ],
  },
  {
    key: 'account',
    loggedInOnly: true,
    items: [
      { labelKey: 'profile', to: paths.profile.getHref(), icon: UserRound },
      { labelKey: 'paymentActions', to: paths.paymentActions.getHref(), icon: Wallet },
      { labelKey: 'accountFavorites', to: paths.accountFavorites.getHref(), icon: Star },
      { labelKey: 'accountHistory', to: paths.accountHistory.getHref(), icon: History },
      { labelKey: 'accountSecurity', to: paths.accountSecurity.getHref(), icon: ShieldCheck },
    ],
  },
  {
    key: 'info',
    items: [
      { labelKey: 'aboutUs', to: paths.aboutUs.getHref(), icon: Info },
      { labelKey: 'faq', to: paths.faq.getHref(), icon: CircleQuestionMark },
      { labelKey: 'generalRules', to: paths.generalRules.getHref(), icon: ScrollText },
      { labelKey: 'privacyPolicy', to: paths.privacyPolicy.getHref(), icon: BadgeCheck },
      { labelKey: 'financialsInformation', to: paths.financialsInformation.getHref(), icon: Landmark },
      { labelKey: 'betRules', to: paths.betRules.getHref(), icon: FileText },
      { labelKey: 'casinoRules', to: paths.casinoRules.getHref(), icon: BookOpen },
      { labelKey: 'socialMedia', to: paths.socialMedia.getHref(), icon: Share2 },
    ],
  },
  {
    key: 'support',
    items: [
      { labelKey: 'tickets', to: paths.tickets.getHref(), icon: LifeBuoy },
      { labelKey: 'notifications', to: paths.notifications.getHref(), icon: Bell },
    ],
  },
];

/** Information pages, for the footer and the home page. */
export const INFO_LINKS: NavItem[] = NAV_GROUPS.find((group) => group.key === 'info')?.items ?? [];
