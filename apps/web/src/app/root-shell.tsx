import { Outlet } from 'react-router';
import { LoadingBar } from '@/components/layout/loading-bar';
import { ScrollToTop } from '@/components/layout/scroll-to-top';

/** What every page has, whatever its layout: scroll reset and the loading bar. */
export function RootShell() {
  return (
    <>
      <ScrollToTop />
      <LoadingBar />
      <Outlet />
    </>
  );
}
