import { Suspense } from 'react';
import { Outlet, useMatch } from 'react-router';
import { DemoBanner } from '@/components/layout/demo-banner';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

/**
 * The play pages: the whole phone screen for the game, without the site's header, footer and
 * bottom navigation (the page brings its own thin bar). The demo banner stays: play money is
 * labelled on every page. Our studio's game page is the exception: it lives in the play page's
 * frame, under that page's banner, and a second one would only take the game's room. While the
 * page's code arrives, the dark stage with a spinner.
 */
export function GameLayout() {
  const framedStudioGame = useMatch(paths.studio.path) !== null;
  return (
    <div className="flex h-dvh flex-col overflow-hidden bg-[#0b0816]">
      {framedStudioGame ? null : <DemoBanner />}
      <Suspense fallback={<StageFallback />}>
        <Outlet />
      </Suspense>
    </div>
  );
}

function StageFallback() {
  return (
    <div className="flex flex-1 items-center justify-center">
      <Spinner className="h-10 w-10 border-[3px] text-violet-300" />
    </div>
  );
}
