import { ChevronRight, Heart, Tv, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFavoriteGames } from '../api/favorites';

/** /account-favorites: one card per kind of favourite, the slots with their count. */
export function FavoritesHub() {
  const { t } = useTranslation('casino');
  const favorites = useFavoriteGames();
  let count: string;
  if (favorites.isPending) count = t('favorites.slotCountLoading');
  else if (favorites.isError) count = t('favorites.slotCountFailed');
  else count = t('favorites.slotCount', { count: favorites.data.length });
  return (
    <ul className="flex flex-col gap-3">
      <HubCard to={paths.favoriteSlotGames.getHref()} icon={Heart} title={t('favorites.slotTitle')}>
        <span className="tabular-nums">{count}</span>
      </HubCard>
      <HubCard to={paths.favoriteLiveCasino.getHref()} icon={Tv} title={t('favorites.liveTitle')}>
        {t('favorites.liveText')}
      </HubCard>
    </ul>
  );
}

interface HubCardProps {
  to: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}

function HubCard({ to, icon: Icon, title, children }: HubCardProps) {
  return (
    <li>
      <Link
        to={to}
        className="group flex items-center gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm transition-colors hover:border-primary"
      >
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-surface-2 text-primary">
          <Icon aria-hidden="true" className="h-6 w-6" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-bold">{title}</span>
          <span className="block text-sm text-muted">{children}</span>
        </span>
        <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 text-muted group-hover:text-primary" />
      </Link>
    </li>
  );
}
