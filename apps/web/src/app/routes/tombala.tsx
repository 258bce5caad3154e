import { type ReactNode, Suspense } from 'react';
import { useParams } from 'react-router';
import { InnerSlider } from '@/features/content/components/inner-slider';
import { TombalaRoomScreen } from '@/features/tombala/components/room-screen';
import { TombalaRooms } from '@/features/tombala/components/rooms-page';
import { routeId } from '@/lib/route-id';

/*
 * Tombala: the rooms (/tombala) and a room's round (/tombala/:roomID), both
 * public: a visitor watches, a player buys cards.
 */

/** The pages' texts are their own chunk (i18n `tombala` namespace): a quiet shape while they arrive. */
function TombalaTexts({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={<div aria-hidden="true" className="h-[60dvh] rounded-3xl bg-surface-2 motion-safe:animate-pulse" />}
    >
      {children}
    </Suspense>
  );
}

export function TombalaRoomsPage() {
  return (
    <TombalaTexts>
      <TombalaRooms
        banner={<InnerSlider type="tombala" place="top" />}
        footer={<InnerSlider type="tombala" place="bottom" />}
      />
    </TombalaTexts>
  );
}

export function TombalaRoomPage() {
  const { roomID } = useParams();
  return (
    <TombalaTexts>
      <TombalaRoomScreen key={roomID} roomID={routeId(roomID) ?? 0} />
    </TombalaTexts>
  );
}
