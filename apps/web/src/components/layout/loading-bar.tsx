import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/**
 * The 7px loading bar at the top (section 2), in the primary colour, shown while any query or
 * mutation runs except those whose meta says `hideLoadingBar` (the balance check).
 */
export function LoadingBar() {
  const { t } = useTranslation();
  const fetching = useIsFetching({ predicate: (query) => !query.meta?.hideLoadingBar });
  const mutating = useIsMutating({ predicate: (mutation) => !mutation.options.meta?.hideLoadingBar });
  if (fetching + mutating === 0) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('common.loading')}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[7px] overflow-hidden bg-primary/25"
    >
      <div className="loading-bar-sweep h-full w-2/5 bg-primary" />
    </div>
  );
}
