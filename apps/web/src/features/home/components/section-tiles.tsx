import { Cherry, ChevronRight, Dices, Gift, Spade, Ticket, TrendingUp, Trophy, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

type TileKey = 'slot' | 'live' | 'tombala' | 'betOnGames' | 'tournaments' | 'promotions' | 'highEarnings';

const TILES: Array<{ key: TileKey; to: string; icon: LucideIcon; wide?: boolean }> = [
  { key: 'slot', to: paths.slot.getHref(), icon: Cherry },
  { key: 'live', to: paths.live.getHref(), icon: Spade },
  { key: 'tombala', to: paths.tombala.getHref(), icon: Dices },
  { key: 'betOnGames', to: paths.betOnGames.getHref(), icon: Ticket },
  { key: 'tournaments', to: paths.tournaments.getHref(), icon: Trophy },
  { key: 'promotions', to: paths.promotions.getHref(), icon: Gift },
  { key: 'highEarnings', to: paths.highEarnings.getHref(), icon: TrendingUp, wide: true },
];

/** Navigation tiles to the sections; their content arrives with later issues. */
export function SectionTiles() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-sections">
      <h2 id="home-sections" className="mb-3 text-lg font-bold">
        {t('home.sectionsTitle')}
      </h2>
      <ul className="grid grid-cols-2 gap-3">
        {TILES.map((tile) => (
          <li key={tile.key} className={cn(tile.wide && 'col-span-2')}>
            <Link
              to={tile.to}
              className="group flex h-full flex-col gap-2 rounded-2xl border border-line bg-surface p-4 shadow-sm transition-colors hover:border-primary"
            >
              <span className="flex items-center justify-between">
                <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-surface-2 text-primary">
                  <tile.icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <ChevronRight aria-hidden="true" className="h-4 w-4 text-muted group-hover:text-primary" />
              </span>
              <span className="font-bold">{t(`nav.${tile.key}`)}</span>
              <span className="text-xs leading-snug text-muted">{t(`home.tiles.${tile.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
