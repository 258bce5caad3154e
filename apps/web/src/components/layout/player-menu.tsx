import * as Dialog from '@radix-ui/react-dialog';
import {
  BadgeCheck,
  Bell,
  Coins,
  Gamepad2,
  History,
  KeyRound,
  LogOut,
  ReceiptText,
  Settings,
  ShieldCheck,
  Star,
  UserRound,
  Wallet,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { logout } from '@/lib/session/logout';
import { useAppStore } from '@/stores/app-store';
import { MenuGroup } from './menu-group';

type PlayerMenuLabel =
  | 'notifications'
  | 'profile'
  | 'accountSettings'
  | 'accountSecurity'
  | 'googleAuth'
  | 'paymentActions'
  | 'financeHistory'
  | 'accountHistory'
  | 'gameHistory'
  | 'betHistory'
  | 'bonusHistory'
  | 'bonusUsage'
  | 'accountFavorites';

interface PlayerMenuGroup {
  key: 'account' | 'money' | 'history';
  items: ReadonlyArray<{ label: PlayerMenuLabel; to: string; icon: LucideIcon }>;
}

/** The player's pages, grouped: account, money, histories. */
export const PLAYER_MENU_GROUPS: readonly PlayerMenuGroup[] = [
  {
    key: 'account',
    items: [
      { label: 'notifications', to: paths.notifications.getHref(), icon: Bell },
      { label: 'profile', to: paths.profile.getHref(), icon: UserRound },
      { label: 'accountSettings', to: paths.accountSettings.getHref(), icon: Settings },
      { label: 'accountSecurity', to: paths.accountSecurity.getHref(), icon: ShieldCheck },
      { label: 'googleAuth', to: paths.googleAuth.getHref(), icon: KeyRound },
      { label: 'accountFavorites', to: paths.accountFavorites.getHref(), icon: Star },
    ],
  },
  {
    key: 'money',
    items: [
      { label: 'paymentActions', to: paths.paymentActions.getHref(), icon: Wallet },
      { label: 'financeHistory', to: paths.financeHistory.getHref(), icon: Coins },
      { label: 'bonusUsage', to: paths.bonusUsage.getHref(), icon: BadgeCheck },
    ],
  },
  {
    key: 'history',
    items: [
      { label: 'accountHistory', to: paths.accountHistory.getHref(), icon: History },
      { label: 'gameHistory', to: paths.gameHistory.getHref(), icon: Gamepad2 },
      { label: 'betHistory', to: paths.betHistory.getHref(), icon: ReceiptText },
      { label: 'bonusHistory', to: paths.bonusHistory.getHref(), icon: History },
    ],
  },
];

/** The logged-in player's menu (header button): who is logged in, their pages, and Çıkış. */
interface PlayerMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Unread messages, shown beside Bildirimler (none when null or 0). */
  unreadCount?: number | null;
}

export function PlayerMenu({ open, onOpenChange, unreadCount = null }: PlayerMenuProps) {
  const { t } = useTranslation();
  const profile = useAppStore((state) => state.userProfile);
  const [leaving, setLeaving] = useState(false);
  const username = typeof profile?.username === 'string' ? profile.username : '';
  const close = () => onOpenChange(false);
  const onLogout = async () => {
    setLeaving(true);
    try {
      await logout();
    } finally {
      setLeaving(false);
      close();
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="sheet-right fixed inset-y-0 right-0 z-50 flex w-[86%] max-w-sm flex-col bg-surface text-fg shadow-2xl outline-none">
          <div className="flex items-center gap-3 border-b border-line px-4 py-3">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-fg"
            >
              {username.slice(0, 1).toLocaleUpperCase('tr-TR') || <UserRound className="h-5 w-5" />}
            </span>
            <div className="min-w-0">
              <Dialog.Title className="text-xs font-semibold uppercase tracking-wider text-muted">
                {t('playerMenu.title')}
              </Dialog.Title>
              <p className="truncate text-base font-bold" data-testid="player-menu-username">
                {username}
              </p>
            </div>
            <Dialog.Description className="sr-only">{t('playerMenu.description')}</Dialog.Description>
            <Dialog.Close
              aria-label={t('common.close')}
              className="ml-auto flex h-10 w-10 items-center justify-center rounded-xl text-muted hover:bg-surface-2 hover:text-fg"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <nav aria-label={t('playerMenu.title')} className="flex-1 overflow-y-auto overscroll-contain px-2 py-2">
            {PLAYER_MENU_GROUPS.map((group) => (
              <MenuGroup
                key={group.key}
                id={`player-menu-${group.key}`}
                title={t(`playerMenu.groups.${group.key}`)}
                links={group.items.map((item) => ({
                  to: item.to,
                  icon: item.icon,
                  label: t(`playerMenu.items.${item.label}`),
                  ...(item.label === 'notifications' && unreadCount
                    ? { badge: String(unreadCount), badgeLabel: t('playerMenu.unread', { count: unreadCount }) }
                    : {}),
                }))}
                onNavigate={close}
              />
            ))}
          </nav>
          <div className="border-t border-line p-4">
            <button
              type="button"
              onClick={() => void onLogout()}
              disabled={leaving}
              className="flex h-11 w-full items-center justify-center gap-2 rounded-xl border border-line font-semibold text-danger hover:bg-surface-2 disabled:opacity-60"
            >
              <LogOut aria-hidden="true" className="h-5 w-5" />
              {t('playerMenu.logout')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
