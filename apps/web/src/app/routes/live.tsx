import { type ReactNode, Suspense } from 'react';
import { useParams } from 'react-router';
import { InnerSlider } from '@/features/content/components/inner-slider';
import { LiveLobby } from '@/features/live/components/live-lobby';
import { LiveTablePage as LiveTable } from '@/features/live/components/live-table-page';
import type { TableChrome } from '@/features/live/components/live-table-screen';
import type { OpenedOutsideTable } from '@/features/live/api/table';
import { GameSession } from '@/features/play/components/game-session';
import { paths } from '@/config/paths';
import { GameTopBar } from '@/features/play/components/game-top-bar';
import { RealityCheck } from '@/components/game/reality-check';

/*
 * The live casino (section 2: /live, /live/category/:categoryID, /live/provider/:providerID,
 * /favorite-live-casino) and a live table, full screen like a game (/play/live/:tableID) with the
 * play page's top bar and reality check.
 */

/** The lobby's texts are their own chunk (i18n `live` namespace): a quiet shape while they arrive. */
function LiveTexts({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={<div aria-hidden="true" className="h-[60dvh] rounded-2xl bg-surface-2 motion-safe:animate-pulse" />}
    >
      {children}
    </Suspense>
  );
}

export function LivePage() {
  return (
    <LiveTexts>
      <LiveLobby banner={<InnerSlider type="live" place="top" />} footer={<InnerSlider type="live" place="bottom" />} />
    </LiveTexts>
  );
}

export function LiveCategoryPage() {
  const { categoryID } = useParams();
  return (
    <LiveTexts>
      <LiveLobby key={categoryID} categoryParam={categoryID ?? ''} />
    </LiveTexts>
  );
}

export function LiveProviderPage() {
  const { providerID } = useParams();
  return (
    <LiveTexts>
      <LiveLobby key={providerID} providerParam={providerID ?? ''} />
    </LiveTexts>
  );
}

/** /favorite-live-casino (login required): the favourite tables as lobby tiles. */
export function FavoriteLiveCasinoPage() {
  return (
    <LiveTexts>
      <LiveLobby favorites />
    </LiveTexts>
  );
}

function tableChrome(chrome: TableChrome) {
  return (
    <>
      <GameTopBar
        gameName={chrome.gameName}
        balanceKurus={chrome.balanceKurus}
        bonusKurus={chrome.bonusKurus}
        elapsedMs={chrome.elapsedMs}
        netKurus={chrome.netKurus}
        onBack={chrome.onBack}
        onInfo={chrome.onInfo}
      />
      <RealityCheck
        startedAtMs={chrome.startedAtMs}
        netKurus={chrome.netKurus}
        onDue={chrome.onRealityDue}
        refusedAtMs={chrome.realityRefusedAtMs}
      />
    </>
  );
}

/**
 * An outside provider's live table: the play page's frame at the launch address, its top bar and
 * reality check, as for a slot; the session (and its summary) is the table's game's.
 */
function outsideTable(opened: OpenedOutsideTable, openedAtMs: number) {
  const started = { url: opened.url, gameID: opened.tableID, startedAt: opened.startedAt };
  return <GameSession home={paths.live.getHref()} started={started} startedAtMs={openedAtMs} />;
}

/** /play/live/:tableID (login required). */
export function LiveTablePage() {
  const { tableID } = useParams();
  return (
    <Suspense fallback={<div className="min-h-dvh bg-[#022c22]" />}>
      <LiveTable key={tableID} chrome={tableChrome} outside={outsideTable} />
    </Suspense>
  );
}
