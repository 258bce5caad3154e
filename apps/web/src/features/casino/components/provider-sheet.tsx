import { Check, ChevronRight, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BottomSheet } from '@/components/ui/bottom-sheet';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { ErrorMessage, LoadingMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useGameProviders } from '../api/catalogue';

/**
 * The provider filter: a button beside the search that opens a sheet from the bottom with
 * every studio (up to 100, too many for a row of chips), each a link to its provider page.
 */
export function ProviderSheet({ activeID, search }: { activeID: number | undefined; search: string }) {
  const { t } = useTranslation('casino');
  const [open, setOpen] = useState(false);
  return (
    <BottomSheet
      open={open}
      onOpenChange={setOpen}
      title={t('providers.title')}
      closeLabel={t('providers.close')}
      bodyClassName="px-3 pb-4"
      trigger={
        <button
          type="button"
          aria-label={t('providers.open')}
          className={cn(
            buttonClasses('outline', 'md', 'w-11 shrink-0 px-0'),
            activeID !== undefined && 'border-primary text-primary',
          )}
        >
          <SlidersHorizontal aria-hidden="true" className="h-5 w-5" />
        </button>
      }
    >
      <ProviderLinks activeID={activeID} search={search} onChoose={() => setOpen(false)} />
    </BottomSheet>
  );
}

function ProviderLinks({
  activeID,
  search,
  onChoose,
}: {
  activeID: number | undefined;
  search: string;
  onChoose: () => void;
}) {
  const { t } = useTranslation('casino');
  const providers = useGameProviders();
  const suffix = search ? `?${new URLSearchParams({ q: search }).toString()}` : '';

  if (providers.isPending) return <LoadingMessage text={t('common.loading')} />;
  if (providers.isError) {
    return (
      <ErrorMessage text={t('providers.loadFailed')} error={providers.error}>
        <Button variant="outline" onClick={() => void providers.refetch()}>
          {t('common.retry')}
        </Button>
      </ErrorMessage>
    );
  }
  const links = [
    { id: 0, name: t('providers.all'), to: paths.slot.getHref(), active: activeID === undefined },
    ...providers.data.map((provider) => ({
      id: provider.id,
      name: provider.name,
      to: paths.slotProvider.getHref(provider.id),
      active: provider.id === activeID,
    })),
  ];
  return (
    <ul className="flex flex-col gap-1">
      {links.map((link) => (
        <li key={link.id}>
          <Link
            to={`${link.to}${suffix}`}
            onClick={onChoose}
            aria-current={link.active ? 'page' : undefined}
            className={cn(
              'flex min-h-12 items-center gap-3 rounded-xl px-3 text-sm font-semibold hover:bg-surface-2',
              link.active && 'bg-surface-2 text-primary',
            )}
          >
            <span className="flex-1">{link.name}</span>
            {link.active ? (
              <Check aria-hidden="true" className="h-4 w-4" />
            ) : (
              <ChevronRight aria-hidden="true" className="h-4 w-4 text-muted" />
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
