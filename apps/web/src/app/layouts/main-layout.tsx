import { Suspense, lazy, useState } from 'react';
import { Outlet } from 'react-router';
import { AppHeader } from '@/components/layout/app-header';
import { BottomNav } from '@/components/layout/bottom-nav';
import { DeferredSection } from '@/components/ui/deferred-section';
import { HeaderBalance } from '@/features/finance/components/header-balance';
import { useUnreadMessageCount } from '@/features/messages/api/mass-messages';
import { useAppStore } from '@/stores/app-store';

const loadDrawer = () => import('@/components/layout/app-drawer');
/** The drawer (and Radix Dialog with it) is fetched when the menu is first wanted, not with the page. */
const AppDrawer = lazy(async () => ({ default: (await loadDrawer()).AppDrawer }));
/**
 * The footer (18+, responsible gaming, information pages, licences) always starts below the fold, so
 * its code and the licence call wait until the player scrolls near it: some 1.8 KB gzipped less on
 * every first visit (the home route's 150 KB budget).
 */
const MainFooter = lazy(async () => ({ default: (await import('./main-footer')).MainFooter }));
/** What player protection asks a signed-in player on arrival (a deposit limit, the 6-monthly review): its own chunk. */
const ProtectionPrompts = lazy(async () => ({
  default: (await import('@/features/protection/components/protection-prompts')).ProtectionPrompts,
}));

/** The mobile main layout: header (with the demo label), page, footer, bottom navigation, drawer. */
export function MainLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const unreadCount = useUnreadMessageCount();
  const isLoggedIn = useAppStore((state) => state.isLoggedIn);
  const openMenu = () => {
    setDrawerWanted(true);
    setMenuOpen(true);
  };
  return (
    <div className="flex min-h-dvh flex-col pb-[calc(4rem+env(safe-area-inset-bottom))]">
      <AppHeader balance={<HeaderBalance />} unreadCount={unreadCount} />
      {/* At least a screen high (less the header bar), so the footer starts below the fold and a page's
          content arriving never pushes it down in view (layout shift); index.html's shell does the same. */}
      <main id="main" className="mx-auto min-h-[calc(100dvh-3.5rem)] w-full max-w-screen-sm flex-1 px-4 py-5">
        {/* The header and footer paint while a page's code is still on its way. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <DeferredSection>
        <MainFooter />
      </DeferredSection>
      <BottomNav onOpenMenu={openMenu} onPrepareMenu={() => void loadDrawer()} menuOpen={menuOpen} />
      {isLoggedIn ? (
        <Suspense fallback={null}>
          <ProtectionPrompts />
        </Suspense>
      ) : null}
      {drawerWanted ? (
        <Suspense fallback={null}>
          <AppDrawer open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
