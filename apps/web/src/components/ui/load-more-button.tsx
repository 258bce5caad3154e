import { Button } from './button';
import { Spinner } from './spinner';

interface LoadMoreButtonProps {
  /** The next page of an infinite query, as TanStack Query names it. */
  pages: { isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  label: string;
  loadingLabel: string;
}

/** "Daha fazla göster" under a paged list: disabled with a spinner while the next page loads. */
export function LoadMoreButton({ pages, label, loadingLabel }: LoadMoreButtonProps) {
  return (
    <Button
      variant="outline"
      className="mt-3 w-full"
      disabled={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {pages.isFetchingNextPage ? (
        <>
          <Spinner className="h-4 w-4" />
          {loadingLabel}
        </>
      ) : (
        label
      )}
    </Button>
  );
}
