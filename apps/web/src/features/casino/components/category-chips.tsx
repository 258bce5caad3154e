import { CASINO_CATEGORY } from '@bnw/contract/constants';
import { Cherry, Club, Flame, LayoutGrid, Sparkles, Tv, Zap, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ChipLinks, searchSuffix } from '@/components/lobby/chip-links';
import { paths } from '@/config/paths';
import { chipCategories } from '@/lib/lobby-categories';
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

/** The slot categories as chips: "Tümü" to /slot, each category with games to its own address. */
export function CategoryChips({ activeID, allActive, search }: CategoryChipsProps) {
  const { t } = useTranslation('casino');
  const categories = useGameCategories();
  const suffix = searchSuffix(search);
  const chips = [
    { id: 0, name: t('lobby.allGames'), to: `${paths.slot.getHref()}${suffix}`, icon: LayoutGrid, active: allActive },
    ...chipCategories(categories.data ?? [], activeID).map((category) => ({
      id: category.CategoryID,
      name: category.name,
      to: `${paths.slotCategory.getHref(category.CategoryID)}${suffix}`,
      icon: CATEGORY_ICONS[category.CategoryID],
      active: category.CategoryID === activeID,
    })),
  ];
  return <ChipLinks label={t('lobby.categories')} chips={chips} />;
}
