import { CASINO_CATEGORY } from '@bnw/contract/constants';
import { Cherry, Club, Flame, LayoutGrid, Sparkles, Tv, Zap, type LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useGameCategories } from '../api/catalogue';

/** The categories with a meaning of their own get a picture; an operator's new one goes without. */
const CATEGORY_ICONS: Readonly<Record<number, LucideIcon>> = {
  [CASINO_CATEGORY.quickAccess]: Zap,
  [CASINO_CATEGORY.slot]: Cherry,
  [CASINO_CATEGORY.popular]: Flame,
  [CASINO_CATEGORY.new]: Sparkles,
  [CASINO_CATEGORY.table]: Club,
  [CASINO_CATEGORY.live]: Tv,
};

interface CategoryChipsProps {
  /** The address's category; undefined on /slot and the provider pages. */
  activeID: number | undefined;
  /** "Tümü" is the active chip (on /slot itself). */
  allActive: boolean;
  /** `?q=…` of the current search, carried along so that a chip keeps what was typed. */
  search: string;
}

/**
 * The categories as a row of chips that scrolls sideways: "Tümü" to /slot, each category to
 * its own address. The active one is filled and scrolled into view.
 */
export function CategoryChips({ activeID, allActive, search }: CategoryChipsProps) {
  const { t } = useTranslation('casino');
  const categories = useGameCategories();
  const activeChip = useRef<HTMLAnchorElement>(null);
  const suffix = search ? `?${new URLSearchParams({ q: search }).toString()}` : '';

  useEffect(() => {
    activeChip.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [activeID, categories.data]);

  const chips = [
    { id: 0, name: t('lobby.allGames'), to: paths.slot.getHref(), icon: LayoutGrid, active: allActive },
    ...(categories.data ?? []).map((category) => ({
      id: category.id,
      name: category.name,
      to: paths.slotCategory.getHref(category.id),
      icon: CATEGORY_ICONS[category.id],
      active: category.id === activeID,
    })),
  ];

  return (
    <nav aria-label={t('lobby.categories')} className="-mx-4">
      <ul className="flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none]">
        {chips.map((chip) => (
          <li key={chip.id} className="shrink-0">
            <Link
              ref={chip.active ? activeChip : undefined}
              to={`${chip.to}${suffix}`}
              aria-current={chip.active ? 'page' : undefined}
              className={cn(
                'flex h-11 items-center gap-1.5 whitespace-nowrap rounded-full border px-4 text-sm font-semibold transition-colors',
                chip.active
                  ? 'border-primary bg-primary text-primary-fg shadow-sm'
                  : 'border-line bg-surface text-fg hover:border-primary',
              )}
            >
              {chip.icon ? <chip.icon aria-hidden="true" className="h-4 w-4" /> : null}
              {chip.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
