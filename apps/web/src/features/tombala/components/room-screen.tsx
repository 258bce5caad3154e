import type { TombalaRoom, TombalaRound } from '@bnw/contract';
import { formatTry } from '@bnw/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, Dices, Users } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../tombala.css';
import { RealityCheck } from '@/components/game/reality-check';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { EmptyState } from '@/components/ui/empty-state';
import { buttonClasses } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { useCountdown } from '@/hooks/use-countdown';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSessionNet } from '@/hooks/use-session-net';
import { balanceQueryKey } from '@/lib/balance';
import { usePlayerUid } from '@/lib/session/player-uid';
import { tombalaKeys, useMyCards, useTombalaRooms, useTombalaRound } from '../api/tombala';
import { BallBoard, BallStage } from './ball-board';
import { BuyPanel } from './buy-panel';
import { Fairness } from './fairness';
import { HistoryList } from './history-list';
import { FELT_STYLE } from './felt';
import { PhasePill, clockText, secondsUntil } from './phase-pill';
import { PrizeList } from './prize-list';
import { TombalaCardView } from './tombala-card';

/** /tombala/:roomID: the room from the rooms' list (cached from /tombala), then its round. */
export function TombalaRoomScreen({ roomID }: { roomID: number }) {
  const { t } = useTranslation('tombala');
  const rooms = useTombalaRooms();
  const room = rooms.data?.find((each) => each.id === roomID);
  if (rooms.isError || (rooms.data && !room)) {
    return (
      <EmptyState icon={Dices} text={rooms.isError ? t('room.loadFailed') : t('room.notFound')}>
        <Link to={paths.tombala.getHref()} className={buttonClasses('primary', 'md')}>
          {t('room.back')}
        </Link>
      </EmptyState>
    );
  }
  if (!room) return <RoomSkeleton />;
  return <RoomView key={room.id} room={room} />;
}

function RoomSkeleton() {
  return <div aria-hidden="true" className="h-[70dvh] rounded-3xl bg-surface-2 motion-safe:animate-pulse" />;
}

type Tab = 'game' | 'history';

function RoomView({ room }: { room: TombalaRoom }) {
  const { t } = useTranslation('tombala');
  const queryClient = useQueryClient();
  const uid = usePlayerUid() ?? '';
  useDocumentTitle(`${room.name} · ${t('rooms.title')}`);
  // A round's end moved money: the cards' payouts, the balance, the history and the rooms' figures.
  const onEnded = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['tombala', 'cards', uid] });
    void queryClient.invalidateQueries({ queryKey: balanceQueryKey(uid), exact: true });
    void queryClient.invalidateQueries({ queryKey: tombalaKeys.history(uid) });
    void queryClient.invalidateQueries({ queryKey: ['tombala', 'rooms'] });
  }, [queryClient, uid]);
  const { view, status, bought } = useTombalaRound(room.id, room.topic, onEnded);
  const [tab, setTab] = useState<Tab>('game');
  const round = view.round;
  const lastResult = useLastResult(round);
  const reality = useRoomRealityCheck(room.id);

  return (
    <div className="-mx-4 -mt-5 sm:mx-0 sm:mt-0">
      <div className="px-4 pb-5 pt-3 text-white sm:rounded-3xl" style={FELT_STYLE}>
        <Link
          to={paths.tombala.getHref()}
          className="-ml-2 inline-flex h-11 items-center gap-0.5 px-2 text-sm font-semibold text-white/80"
        >
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          {t('room.back')}
        </Link>
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="truncate text-2xl font-black tracking-tight">{room.name}</h1>
            <p className="mt-0.5 text-xs text-white/70">
              {t('rooms.cardPrice', { price: formatTry(room.cardPriceKurus) })}
              {round ? ` · ${t('room.round', { number: round.roundNo })}` : null}
            </p>
          </div>
          {round ? <PhasePill phase={round.phase} secondsLeft={round.secondsLeft} state={round} /> : null}
        </div>
        {round ? (
          <RoundStage round={round} room={room} />
        ) : status === 'error' ? (
          <p className="mt-4 text-sm">{t('room.loadFailed')}</p>
        ) : (
          <p className="mt-4 text-sm text-white/80">
            {status === 'loading' ? t('common.loading') : t('phase.waiting')}
          </p>
        )}
      </div>
      <div className="mt-4 px-4 sm:px-0">
        <Tabs
          label={t('room.tabs.label')}
          idPrefix="tombala"
          value={tab}
          onChange={setTab}
          items={[
            { value: 'game', label: t('room.tabs.game') },
            { value: 'history', label: t('room.tabs.history') },
          ]}
        />
        <div className="mt-4 space-y-4" {...tabPanelProps('tombala', tab)}>
          {tab === 'history' ? (
            <HistoryList />
          ) : round ? (
            <GamePanel
              room={room}
              round={round}
              lastResult={lastResult}
              onBought={bought}
              onRealityRefused={reality.refused}
            />
          ) : null}
        </div>
      </div>
      <RealityCheck
        startedAtMs={reality.openedAtMs}
        netKurus={reality.netKurus}
        onDue={reality.onDue}
        refusedAtMs={reality.refusedAtMs}
      />
    </div>
  );
}

/**
 * The reality check over the room: counted from the room's opening, with the player's
 * net in this room since then, and brought up at once when the server refuses cards because it is due.
 */
function useRoomRealityCheck(roomID: number) {
  const [openedAtMs] = useState(() => Date.now());
  const since = useMemo(() => new Date(openedAtMs).toISOString(), [openedAtMs]);
  const gameIDs = useMemo(() => [roomID], [roomID]);
  const session = useSessionNet(gameIDs, since);
  const [refusedAtMs, setRefusedAtMs] = useState<number | null>(null);
  return {
    openedAtMs,
    netKurus: session.netKurus,
    onDue: session.refresh,
    refusedAtMs,
    refused: useCallback(() => setRefusedAtMs(Date.now()), []),
  };
}

/** The round's state on the red felt: the sale's countdown, the balls, or how it ended. */
function RoundStage({ round, room }: { round: TombalaRound; room: TombalaRoom }) {
  const { t } = useTranslation('tombala');
  const left = useCountdown(round.secondsLeft, round);
  const next = useCountdown(secondsUntil(round.nextRoundAt, round.serverTime), round.nextRoundAt);
  return (
    <div className="mt-4 space-y-3">
      <div className="flex items-center gap-3 text-xs text-white/80">
        <span className="inline-flex items-center gap-1">
          <Users aria-hidden="true" className="h-3.5 w-3.5" />
          {t('room.players', { count: round.players })}
        </span>
        <span>
          {t('rooms.cardsSold')}: <b data-testid="round-cards-sold">{round.cardsSold}</b>
        </span>
        <span>
          {t('rooms.pot')}: <b className="text-amber-200">{formatTry(round.potKurus)}</b>
        </span>
      </div>
      {round.phase === 'selling' ? (
        <div className="rounded-2xl bg-black/25 p-4 text-center">
          <p className="text-xs font-semibold uppercase tracking-wide text-amber-200">{t('room.startsIn')}</p>
          <p className="text-5xl font-black tabular-nums" data-testid="sale-countdown">
            {clockText(left)}
          </p>
          <p className="mt-2 text-xs text-white/80">{t('room.sellingNote', { count: room.minCards })}</p>
        </div>
      ) : round.phase === 'cancelled' ? (
        <div className="rounded-2xl bg-black/25 p-4 text-center" role="status" data-testid="round-cancelled">
          <p className="text-sm font-bold">{t('room.cancelledNote')}</p>
          <p className="mt-1 text-xs text-white/80">{t('room.nextRoundIn', { time: clockText(next) })}</p>
        </div>
      ) : (
        <>
          <BallStage balls={round.balls} />
          <p className="text-xs text-white/80">
            {round.phase === 'running'
              ? t('room.runningNote', { seconds: Math.round(round.ballIntervalMs / 1000) })
              : `${t('room.finishedNote')} ${t('room.nextRoundIn', { time: clockText(next) })}`}
          </p>
        </>
      )}
    </div>
  );
}

/**
 * The round that finished last, kept while the next one sells its cards: the result used to go
 * with the next round's opening (a few seconds after the end), before the players had read it. It
 * goes when the next round starts drawing.
 */
function useLastResult(round: TombalaRound | null): TombalaRound | null {
  const [last, setLast] = useState<TombalaRound | null>(null);
  if (round?.phase === 'finished' && last !== round) setLast(round);
  if (round?.phase === 'running' && last !== null) setLast(null);
  const waitingForNext = round !== null && last !== null && round.roundID !== last.roundID;
  return waitingForNext ? last : null;
}

/** The last round's prizes and winners (the player's own prize celebrated), under a heading that names it. */
function LastRoundResult({ round }: { round: TombalaRound }) {
  const { t } = useTranslation('tombala');
  const cards = useMyCards(round);
  const myCards = round.myCardCount > 0 ? (cards.data?.cards ?? []) : [];
  return (
    <div data-testid="last-round-result">
      <PrizeList
        round={round}
        myCards={myCards}
        title={t('room.lastResult', { number: round.roundNo, count: round.balls.length })}
      />
    </div>
  );
}

function GamePanel({
  room,
  round,
  lastResult,
  onBought,
  onRealityRefused,
}: {
  room: TombalaRoom;
  round: TombalaRound;
  lastResult: TombalaRound | null;
  onBought: Parameters<typeof BuyPanel>[0]['onBought'];
  onRealityRefused: () => void;
}) {
  const { t } = useTranslation('tombala');
  const cards = useMyCards(round);
  const drawn = useMemo(() => new Set(round.balls), [round.balls]);
  const fallen = useMemo(() => round.prizes.map((prize) => prize.kind), [round.prizes]);
  const myCards = round.myCardCount > 0 ? (cards.data?.cards ?? []) : [];
  return (
    <>
      {round.phase === 'selling' ? (
        <BuyPanel room={room} round={round} onBought={onBought} onRealityRefused={onRealityRefused} />
      ) : null}
      {lastResult ? <LastRoundResult round={lastResult} /> : null}
      <section>
        <h2 className="mb-2 text-sm font-bold">
          {myCards.length > 0 ? t('cards.title', { count: myCards.length }) : t('cards.title', { count: 1 })}
        </h2>
        {myCards.length === 0 ? (
          <p className="text-sm text-muted">{t('cards.none')}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2" data-testid="my-cards">
            {myCards.map((card, index) => (
              <TombalaCardView
                key={card.cardID}
                card={card}
                position={index + 1}
                drawn={drawn}
                fallen={fallen}
                lastBall={round.balls.at(-1) ?? null}
              />
            ))}
          </ul>
        )}
      </section>
      <PrizeList round={round} myCards={myCards} />
      <BallBoard balls={round.balls} />
      <Fairness round={round} />
    </>
  );
}
