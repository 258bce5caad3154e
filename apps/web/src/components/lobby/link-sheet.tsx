import { Check, ChevronRight, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BottomSheet } from '@/components/ui/bottom-sheet';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { ErrorMessage, LoadingMessage } from '@/components/ui/status-message';
import { cn } from '@/lib/cn';

export interface SheetLink {
  id: number;
  name: string;
  to: string;
  active: boolean;
}

export interface LinkSheetTexts {
  title: string;
  open: string;
  close: string;
  loading: string;
  loadFailed: string;
  retry: string;
}

interface LinkSheetProps {
  /** The filter is set (the button is drawn in the primary colour). */
  filtered: boolean;
  texts: LinkSheetTexts;
  /** The links once their list is here; undefined while it loads. */
  links: readonly SheetLink[] | undefined;
  error: unknown;
  onRetry: () => void;
}

/**
 * A lobby's provider filter (the slot lobby's and the live lobby's): a button beside the search
 * that opens a sheet from the bottom with every provider (too many for a row of chips), each a link.
 */
export function LinkSheet({ filtered, texts, links, error, onRetry }: LinkSheetProps) {
  const [open, setOpen] = useState(false);
  return (
    <BottomSheet
      open={open}
      onOpenChange={setOpen}
      title={texts.title}
      closeLabel={texts.close}
      bodyClassName="px-3 pb-4"
      trigger={
        <button
          type="button"
          aria-label={texts.open}
          className={cn(
            buttonClasses('outline', 'md', 'w-11 shrink-0 px-0'),
            filtered && 'border-primary text-primary',
          )}
        >
          <SlidersHorizontal aria-hidden="true" className="h-5 w-5" />
        </button>
      }
    >
      <SheetLinks texts={texts} links={links} error={error} onRetry={onRetry} onChoose={() => setOpen(false)} />
    </BottomSheet>
  );
}

function SheetLinks({
  texts,
  links,
  error,
  onRetry,
  onChoose,
}: Omit<LinkSheetProps, 'filtered'> & { onChoose: () => void }) {
  if (links === undefined && error) {
    return (
      <ErrorMessage text={texts.loadFailed} error={error}>
        <Button variant="outline" onClick={onRetry}>
          {texts.retry}
        </Button>
      </ErrorMessage>
    );
  }
  if (links === undefined) return <LoadingMessage text={texts.loading} />;
  return (
    <ul className="flex flex-col gap-1">
      {links.map((link) => (
        <li key={link.id}>
          <Link
            to={link.to}
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

/** What a lobby's provider list query gives the sheet (the slot lobby's and the live lobby's). */
interface ProviderListQuery {
  data?: readonly { providerID: number; name: string }[] | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface ProviderLinkSheetProps {
  providers: ProviderListQuery;
  /** The address's provider; undefined on the lobby itself, whose "all" link is then the active one. */
  activeID: number | undefined;
  /** The lobby's own link ("all providers"): its name and address, the search already on it. */
  all: { name: string; to: string };
  /** A provider page's address, the search already on it. */
  hrefOf: (providerID: number) => string;
  texts: LinkSheetTexts;
}

/** A lobby's provider filter: "all" first, then every provider as a link to its page. */
export function ProviderLinkSheet({ providers, activeID, all, hrefOf, texts }: ProviderLinkSheetProps) {
  const links = providers.data
    ? [
        { id: 0, ...all, active: activeID === undefined },
        ...providers.data.map((provider) => ({
          id: provider.providerID,
          name: provider.name,
          to: hrefOf(provider.providerID),
          active: provider.providerID === activeID,
        })),
      ]
    : undefined;
  return (
    <LinkSheet
      filtered={activeID !== undefined}
      texts={texts}
      links={links}
      error={providers.isError ? providers.error : null}
      onRetry={() => void providers.refetch()}
    />
  );
}
