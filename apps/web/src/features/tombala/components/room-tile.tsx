import type { TombalaRoom } from '@bnw/contract';
import { formatTry } from '@bnw/contract/constants';
import { Ticket, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoginSheet } from '@/components/lobby/login-sheet';
import { paths } from '@/config/paths';
import { useCountdown } from '@/hooks/use-countdown';
import { useAppStore } from '@/stores/app-store';
import { useRoomTileUpdates } from '../api/tombala';
import { PRIZE_ORDER } from '../utils/prizes';
import { FELT_STYLE } from './felt';
import { PhasePill, clockText, secondsUntil } from './phase-pill';
import { BallArt } from './ball';

/**
 * One room of /tombala: its name and card price, the round's phase with the sale's countdown, the
 * cards sold and the pot, the three prizes as the pot stands, the per-player limit; the tile opens
 * the room, and a visitor gets the login prompt to buy.
 */
export function RoomTile({ room }: { room: TombalaRoom }) {
  const { t } = useTranslation('tombala');
  const isLoggedIn = useAppStore((state) => state.isLoggedIn);
  const [loginOpen, setLoginOpen] = useState(false);
  useRoomTileUpdates(room);
  const round = room.round;
  const nextSeconds = round ? (round.phase === 'selling' ? round.secondsLeft : secondsUntil(round.nextRoundAt)) : 0;
  const next = useCountdown(nextSeconds, round);
  return (
    <li
      data-testid="tombala-room"
      data-room={room.code}
      className="overflow-hidden rounded-3xl text-white shadow-lg ring-1 ring-black/10"
      style={FELT_STYLE}
    >
      <Link to={paths.tombalaRoom.getHref(room.id)} className="block p-4 active:opacity-90">
        <span className="flex items-start gap-3">
          <BallArt number={room.cardPriceKurus >= 2_000 ? 90 : room.cardPriceKurus >= 500 ? 45 : 7} size="lg" />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-lg font-extrabold leading-tight">{room.name}</span>
            <span className="mt-1.5 flex flex-wrap items-center gap-1.5">
              <span className="inline-flex h-7 items-center gap-1 whitespace-nowrap rounded-full bg-amber-300 px-2 py-0.5 text-xs font-extrabold text-amber-950">
                <Ticket aria-hidden="true" className="h-3.5 w-3.5" />
                {t('rooms.cardPrice', { price: formatTry(room.cardPriceKurus) })}
              </span>
              {round ? <PhasePill phase={round.phase} secondsLeft={round.secondsLeft} state={round} /> : null}
            </span>
          </span>
        </span>
        <span className="mt-4 grid grid-cols-3 gap-2 text-center">
          <Figure label={t('rooms.nextRound')} value={clockText(next)} testId="room-countdown" />
          <Figure label={t('rooms.cardsSold')} value={String(round?.cardsSold ?? 0)} testId="room-cards-sold" />
          <Figure label={t('rooms.pot')} value={formatTry(round?.potKurus ?? 0)} testId="room-pot" />
        </span>
        <span className="mt-3 grid grid-cols-3 gap-2">
          {PRIZE_ORDER.map((kind) => (
            <span key={kind} className="rounded-xl bg-black/25 px-2 py-1.5 text-center">
              <span className="block text-[11px] font-semibold uppercase tracking-wide text-amber-200">
                {t(`prize.${kind}`)}
              </span>
              <span className="block text-sm font-extrabold tabular-nums">
                {formatTry(round?.prizeKurus[kind] ?? 0)}
              </span>
            </span>
          ))}
        </span>
        <span className="mt-3 flex items-center justify-between gap-2 border-t border-white/15 pt-2.5 text-xs text-white/80">
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="h-3.5 w-3.5" />
            {t('rooms.limit', { count: room.maxCardsPerPlayer })}
          </span>
          <span className="font-bold text-amber-200">{t('rooms.enter')} ›</span>
        </span>
      </Link>
      {isLoggedIn ? null : (
        <div className="px-4 pb-4">
          <button
            type="button"
            onClick={() => setLoginOpen(true)}
            className="h-11 w-full rounded-xl bg-amber-300 text-sm font-extrabold text-amber-950 active:bg-amber-200"
          >
            {t('rooms.loginToBuy')}
          </button>
          <LoginSheet
            open={loginOpen}
            onOpenChange={setLoginOpen}
            texts={{
              title: t('buy.loginTitle'),
              close: t('common.close'),
              text: t('buy.loginText'),
              login: t('buy.login'),
              register: t('buy.register'),
            }}
          />
        </div>
      )}
    </li>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <span className="rounded-xl bg-white/10 px-1.5 py-2">
      <span className="block text-[11px] text-white/70">{label}</span>
      <span className="block truncate text-base font-extrabold tabular-nums" data-testid={testId}>
        {value}
      </span>
    </span>
  );
}
