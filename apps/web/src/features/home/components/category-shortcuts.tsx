import { CASINO_CATEGORY } from '@bnw/contract/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useHomeCategories } from '../api/home-categories';

/** The quick-access list has its own row above; "Slot" is every game, the lobby itself. A category without games leads nowhere. */
const LEFT_OUT = new Set<number>([CASINO_CATEGORY.quickAccess, CASINO_CATEGORY.slot]);
const CHIP =
  'inline-flex h-11 shrink-0 items-center whitespace-nowrap rounded-full border border-line bg-surface px-4 text-sm font-semibold shadow-sm hover:border-primary';

/** The slot categories as one scrolling line of chips, each opening its list in the lobby. */
export function CategoryShortcuts() {
  const { t } = useTranslation();
  const categories = useHomeCategories();
  const shown = (categories.data ?? []).filter((category) => !LEFT_OUT.has(category.CategoryID) && category.items > 0);
  return (
    <nav aria-label={t('home.categoriesTitle')} className="h-11">
      {shown.length > 0 ? (
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 [scrollbar-width:none]">
          <li>
            <Link to={paths.slot.getHref()} className={`${CHIP} border-primary text-primary`}>
              {t('nav.slot')}
            </Link>
          </li>
          {shown.map((category) => (
            <li key={category.CategoryID}>
              <Link to={paths.slotCategory.getHref(category.CategoryID)} className={CHIP}>
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
