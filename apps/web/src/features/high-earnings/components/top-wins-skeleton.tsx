import { useTranslation } from 'react-i18next';

/** How many wins the home page shows at most. */
export const TOP_WINS_ROWS = 5;

/** The section's header row: 44 px, the "see all" link's tap target, in the skeleton too. */
export const TOP_WINS_HEADER = 'mb-2 flex h-11 items-center justify-between gap-2';
export const TOP_WINS_LIST = 'space-y-2';
/** A compact EarningRow's height: its 48 px picture, 8 px padding above and below, the border. */
const ROW_HEIGHT = 'h-[66px]';

/**
 * The home page's big wins while their code, texts and feed load: the header and five rows of
 * the same heights, so the list takes their place without moving what follows. Its label is
 * in the site's own texts: the `studio` namespace may still be on its way.
 */
export function TopWinsSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('common.loading')}
      className="animate-pulse motion-reduce:animate-none"
      data-testid="top-wins-skeleton"
    >
      <div className={TOP_WINS_HEADER}>
        <span className="h-5 w-36 rounded-md bg-surface-2" />
        <span className="h-4 w-20 rounded-md bg-surface-2" />
      </div>
      <ul className={TOP_WINS_LIST}>
        {Array.from({ length: TOP_WINS_ROWS }, (_, index) => (
          <li key={index} className={`${ROW_HEIGHT} rounded-2xl border border-line bg-surface`} />
        ))}
      </ul>
    </div>
  );
}
