import { Suspense, lazy } from 'react';
import { useToastersWanted } from '@/lib/notify';

const NoticeToasters = lazy(async () => ({ default: (await import('./notice-toasters')).NoticeToasters }));

/** Mounts the toasters (and fetches the notice library) when the first notice is asked for. */
export function LazyNoticeToasters() {
  const wanted = useToastersWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NoticeToasters />
    </Suspense>
  );
}
