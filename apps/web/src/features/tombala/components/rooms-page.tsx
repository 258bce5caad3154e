import { Dices } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useRoomsResumed, useTombalaRooms } from '../api/tombala';
import { RoomTile } from './room-tile';

/** /tombala: the rooms, each kept live by its own topic. */
export function TombalaRooms({ banner, footer }: { banner?: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation('tombala');
  const rooms = useTombalaRooms();
  useRoomsResumed();
  return (
    <>
      <PageHeader title={t('rooms.title')} subtitle={t('rooms.subtitle')} />
      {banner}
      {rooms.isError ? (
        <EmptyState icon={Dices} text={t('rooms.loadFailed')}>
          <Button variant="outline" onClick={() => void rooms.refetch()}>
            {t('common.retry')}
          </Button>
        </EmptyState>
      ) : !rooms.data ? (
        <ul aria-hidden="true" className="space-y-4">
          {[0, 1, 2].map((index) => (
            <li key={index} className="h-[236px] rounded-3xl bg-surface-2 motion-safe:animate-pulse" />
          ))}
        </ul>
      ) : rooms.data.length === 0 ? (
        <EmptyState icon={Dices} text={t('rooms.empty')} />
      ) : (
        <ul className="space-y-4" data-testid="tombala-rooms">
          {rooms.data.map((room) => (
            <RoomTile key={room.id} room={room} />
          ))}
        </ul>
      )}
      {footer}
    </>
  );
}
