import type { LiveOwnBet, LiveResult, OwnLiveTableTile } from '@bnw/contract';
import { formatTry } from '@bnw/contract/constants';
import { parseSpotKey } from '@bnw/game-math/engines/roulette';
import { ShieldCheck, Undo2, X } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isRealityCheckRefusal } from '@/hooks/use-reality-check-settings';
import { useBalance } from '@/lib/balance';
import { cn } from '@/lib/cn';
import { useTableSession } from '../api/session';
import { type OpenedOwnTable, type PlacedBets, newRequestId, usePlaceBets, useTableRound } from '../api/table';
import { useElapsed } from '@/hooks/use-elapsed';
import { usePhoneLandscape } from '@/hooks/use-phone-landscape';
import {
  type BetSpot,
  type ChipTap,
  betsOfSlip,
  chipProblem,
  chipValuesKurus,
  keyOfSpot,
  slipTotalKurus,
  spotsBelowMin,
  stakesBySpot,
} from '../utils/bet-slip';
import { BaccaratBoard } from './baccarat-board';
import { ResultChips } from './result-chips';
import { ResultStage } from './result-stage';
import { RouletteBoard } from './roulette-board';
import { FELT } from './table-art';
import { TableInfoSheet } from './table-info-sheet';

/** What the page hands the play page's top bar and reality check (composed by the app). */
export interface TableChrome {
  gameName: string;
  /** What the table may stake, as the casino's play page shows it: cash and bonus together. */
  balanceKurus: number | null;
  /** The bonus part of it, said under it while a bonus is open. */
  bonusKurus: number;
  elapsedMs: number;
  netKurus: number | null;
  startedAtMs: number;
  onBack: () => void;
  onInfo: () => void;
  onRealityDue: () => void;
  /** When the server last refused a bet because the reality check is due (it comes up at once), or null. */
  realityRefusedAtMs: number | null;
}

interface LiveTableScreenProps {
  opened: OpenedOwnTable;
  /** When init_game answered, on the phone's clock: the session counts from it. */
  openedAtMs: number;
  chrome: (chrome: TableChrome) => ReactNode;
}

/**
 * A live table, full screen: the top bar (balance, session time and net), the round's stage
 * (countdown, "Bahisler kapandı", the result), the board, the chips and "Bahis yap", the last 20
 * results, this round's bets with their returns, and the round's seed hash.
 */
export function LiveTableScreen({ opened, openedAtMs, chrome }: LiveTableScreenProps) {
  const { t } = useTranslation('live');
  const navigate = useNavigate();
  const location = useLocation();
  const { table } = opened;
  const { view, placed, refetch } = useTableRound(opened);
  const balance = useBalance({ refreshMs: 10_000 });
  const since = useMemo(() => new Date(openedAtMs).toISOString(), [openedAtMs]);
  const session = useTableSession(table.tableID, since);
  const elapsedMs = useElapsed(openedAtMs);
  const [infoOpen, setInfoOpen] = useState(false);
  const [realityRefusedAtMs, setRealityRefusedAtMs] = useState<number | null>(null);
  const across = usePhoneLandscape();
  useDocumentTitle(table.name);

  const goBack = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(paths.live.getHref(), { replace: true });
  };
  const net = session.data ? session.data.winKurus - session.data.stakeKurus : null;

  const chromeBar = chrome({
    gameName: table.name,
    // The table stakes cash and bonus together (init_game's figure is that sum): the bar shows the
    // same figure as a slot's play page, never the header's cash alone beside a larger stakeable sum.
    balanceKurus: balance.data ? balance.data.balance + balance.data.bonus : opened.balanceKurus,
    bonusKurus: balance.data?.bonus ?? 0,
    elapsedMs,
    netKurus: net,
    startedAtMs: openedAtMs,
    onBack: goBack,
    onInfo: () => setInfoOpen(true),
    onRealityDue: () => {
      setInfoOpen(false);
      void session.refetch();
    },
    realityRefusedAtMs,
  });
  const lastResults = (
    <div className="px-3">
      <ResultChips results={view.lastResults} max={20} label={t('table.lastResults')} />
    </div>
  );
  const roundNotes = (
    <>
      <RoundBets bets={view.round?.myBets ?? []} game={table.game} />
      <FairnessNote hash={view.round?.serverSeedHash ?? null} seed={view.round?.serverSeed ?? null} />
    </>
  );
  const bettingArea = (
    <BettingArea
      key={view.round?.roundID ?? 0}
      table={table}
      roundID={view.round?.phase === 'betting' ? view.round.roundID : null}
      myBets={view.round?.myBets ?? []}
      result={view.round?.result ?? null}
      onPlaced={(answer) => {
        placed(answer);
        void session.refetch();
      }}
      onRefused={(error) => {
        if (isRealityCheckRefusal(error)) setRealityRefusedAtMs(Date.now());
        void refetch();
      }}
      across={across}
      lead={
        across ? (
          <ResultStage round={view.round} players={view.players} compact />
        ) : (
          <>
            <ResultStage round={view.round} players={view.players} />
            {lastResults}
          </>
        )
      }
      trail={roundNotes}
      underBoard={across ? lastResults : null}
    />
  );

  // The page is the room the play layout leaves under its demo banner (which does not scroll),
  // whichever way the phone is held: the chips and "Bahis yap" keep their own place and the rest
  // scrolls beside or above them, so nothing ever lies over the board or below the screen.
  return (
    <div className={cn('flex min-h-0 flex-1 flex-col text-white', FELT[table.game])}>
      {chromeBar}
      {bettingArea}
      <TableInfoSheet open={infoOpen} onOpenChange={setInfoOpen} table={table} />
    </div>
  );
}

interface BettingAreaProps {
  table: OwnLiveTableTile;
  /** The round taking bets now, or null (closed, drawn, between rounds). */
  roundID: number | null;
  myBets: readonly LiveOwnBet[];
  result: LiveResult | null;
  onPlaced: (answer: PlacedBets) => void;
  onRefused: (error: unknown) => void;
  /**
   * A phone on its side: the board on the right over `underBoard`, the chips left of it between
   * `lead` and `trail`. Upright: `lead`, the board and `trail` scroll above the chips' bar.
   */
  across: boolean;
  lead: ReactNode;
  trail: ReactNode;
  underBoard: ReactNode;
}

/** On its side a phone's notch lies left or right: the columns keep clear of it. */
const CLEAR_OF_NOTCHES = {
  paddingLeft: 'env(safe-area-inset-left)',
  paddingRight: 'max(0.75rem, env(safe-area-inset-right))',
} as const;

/** The board and the chip bar of one round: its pending chips live as long as the round (a new round starts a clean slip). */
function BettingArea({
  table,
  roundID,
  myBets,
  result,
  onPlaced,
  onRefused,
  across,
  lead,
  trail,
  underBoard,
}: BettingAreaProps) {
  const { t } = useTranslation('live');
  const chipValues = useMemo(() => chipValuesKurus(table.limits), [table.limits]);
  const [chipKurus, setChipKurus] = useState(chipValues[0] ?? table.limits.minBetKurus);
  const [taps, setTaps] = useState<ChipTap[]>([]);
  const [message, setMessage] = useState<{ tone: 'error' | 'ok'; text: string } | null>(null);
  const [requestId, setRequestId] = useState(newRequestId);
  const place = usePlaceBets(table.tableID);
  const placedKurus = myBets.reduce((sum, bet) => sum + bet.stakeKurus, 0);
  const open = roundID !== null;

  const stakes = useMemo(() => {
    const totals = stakesBySpot(taps);
    for (const bet of myBets) totals.set(bet.spot, (totals.get(bet.spot) ?? 0) + bet.stakeKurus);
    return totals;
  }, [taps, myBets]);
  const placedKeys = useMemo(() => new Set(myBets.map((bet) => bet.spot)), [myBets]);

  const tap = (spot: BetSpot) => {
    if (!open || place.isPending) return;
    const next: ChipTap = { key: keyOfSpot(spot), spot, stakeKurus: chipKurus };
    const problem = chipProblem(taps, next, table.game, table.limits, placedKurus);
    if (problem) {
      setMessage({
        tone: 'error',
        text: t(`slip.problem.${problem}`, {
          max: formatTry(table.limits.maxBetKurus),
          round: formatTry(table.limits.maxRoundKurus),
        }),
      });
      return;
    }
    setMessage(null);
    setTaps((shown) => [...shown, next]);
  };

  const below = spotsBelowMin(taps, table.limits.minBetKurus);
  const submit = () => {
    if (roundID === null || taps.length === 0) return;
    if (below.length > 0) {
      setMessage({ tone: 'error', text: t('slip.problem.belowMin', { min: formatTry(table.limits.minBetKurus) }) });
      return;
    }
    place.mutate(
      { roundID, requestId, bets: betsOfSlip(taps) },
      {
        onSuccess: (answer) => {
          setTaps([]);
          setRequestId(newRequestId());
          setMessage({ tone: 'ok', text: t('slip.placed', { amount: formatTry(answer.roundStakeKurus) }) });
          onPlaced(answer);
        },
        onError: (error) => {
          // All or nothing: nothing was placed, the chips stay for another try.
          setRequestId(newRequestId());
          setMessage({ tone: 'error', text: error.message || t('slip.failed') });
          onRefused(error);
        },
      },
    );
  };

  const board =
    table.game === 'roulette' ? (
      <RouletteBoard
        stakes={stakes}
        placedKeys={placedKeys}
        winningPocket={result?.game === 'roulette' ? result.pocket : null}
        disabled={!open}
        onTap={tap}
        across={across}
      />
    ) : (
      <BaccaratBoard
        stakes={stakes}
        placedKeys={placedKeys}
        result={result?.game === 'baccarat' ? result : null}
        disabled={!open}
        onTap={(kind) => tap({ kind })}
      />
    );
  const slip = (
    <>
      {message ? (
        <p
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={cn(
            'mb-2 rounded-lg px-3 py-2 text-sm font-semibold',
            message.tone === 'error' ? 'bg-red-600/90' : 'bg-emerald-600/90',
          )}
          data-testid="slip-message"
        >
          {message.text}
        </p>
      ) : null}
      <div className="flex items-center gap-1.5" role="radiogroup" aria-label={t('slip.chips')}>
        {chipValues.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={value === chipKurus}
            onClick={() => setChipKurus(value)}
            className={cn(
              'flex h-11 min-w-11 flex-1 items-center justify-center rounded-full border-[3px] border-dashed text-[11px] font-extrabold tabular-nums text-zinc-900 transition-transform',
              value === chipKurus
                ? 'scale-110 border-white bg-amber-300 shadow-lg'
                : 'border-amber-100/70 bg-amber-500/80',
            )}
          >
            {formatTry(value).replace(',00', '')}
          </button>
        ))}
      </div>
      <div className="mt-2 flex items-center gap-2">
        <button
          type="button"
          onClick={() => setTaps((shown) => shown.slice(0, -1))}
          disabled={taps.length === 0 || place.isPending}
          aria-label={t('slip.undo')}
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-white/10 disabled:opacity-40"
        >
          <Undo2 aria-hidden="true" className="h-5 w-5" />
        </button>
        <button
          type="button"
          onClick={() => {
            setTaps([]);
            setMessage(null);
          }}
          disabled={taps.length === 0 || place.isPending}
          aria-label={t('slip.clear')}
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-white/10 disabled:opacity-40"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
        <button
          type="button"
          onClick={submit}
          disabled={!open || taps.length === 0 || place.isPending}
          className={cn(
            'flex h-12 flex-1 items-center justify-center gap-2 rounded-xl bg-amber-400 font-extrabold leading-tight text-zinc-900 shadow-lg disabled:bg-white/15 disabled:text-white/60',
            across ? 'text-sm' : 'text-base',
          )}
          data-testid="place-bets"
        >
          {place.isPending ? <Spinner /> : null}
          {open
            ? taps.length > 0
              ? t('slip.place', { amount: formatTry(slipTotalKurus(taps)) })
              : t('slip.placeEmpty')
            : t('stage.closed')}
        </button>
      </div>
      <p className="mt-1.5 text-center text-[11px] text-white/60 tabular-nums">
        {t('slip.limits', {
          min: formatTry(table.limits.minBetKurus),
          max: formatTry(table.limits.maxBetKurus),
          round: formatTry(table.limits.maxRoundKurus),
        })}
      </p>
    </>
  );

  if (across) {
    return (
      <div className="flex min-h-0 flex-1 gap-2" style={CLEAR_OF_NOTCHES}>
        <div className="flex w-64 shrink-0 flex-col overflow-y-auto pb-2">
          {lead}
          <div className="px-3 pb-2" data-testid="slip-controls">
            {slip}
          </div>
          {trail}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2 overflow-y-auto pt-2">
          <section aria-label={t('table.board')}>{board}</section>
          {underBoard}
        </div>
      </div>
    );
  }
  // Upright the bar is the page's foot, not a layer stuck over the scrolling board (it covered the
  // board's last rows, more so once a message grew it): the board scrolls in the space above it.
  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {lead}
        <section className="mt-3 px-3" aria-label={t('table.board')}>
          {board}
        </section>
        {trail}
      </div>
      <div
        className="shrink-0 border-t border-white/15 bg-black/70 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-2"
        data-testid="slip-controls"
      >
        {slip}
      </div>
    </>
  );
}

/** This round's bets of the player with their returns once settled. */
function RoundBets({ bets, game }: { bets: readonly LiveOwnBet[]; game: OwnLiveTableTile['game'] }) {
  const { t } = useTranslation('live');
  if (bets.length === 0) return null;
  return (
    <section className="mx-3 mt-4 rounded-2xl bg-black/30 p-3" data-testid="round-bets">
      <h2 className="text-sm font-bold">{t('table.myBets')}</h2>
      <ul className="mt-2 divide-y divide-white/10 text-sm">
        {bets.map((bet) => (
          <li key={bet.betID} className="flex items-center justify-between gap-2 py-1.5">
            <span className="min-w-0 truncate">{betName(t, bet, game)}</span>
            <span className="shrink-0 tabular-nums">
              {formatTry(bet.stakeKurus)}
              <span className="ml-2 font-bold">
                {bet.status === 'open' ? (
                  t('bet.open')
                ) : bet.status === 'void' ? (
                  t('bet.void')
                ) : (bet.returnKurus ?? 0) > 0 ? (
                  <span className="text-amber-300">+{formatTry(bet.returnKurus ?? 0)}</span>
                ) : (
                  <span className="text-white/60">{t('bet.lost')}</span>
                )}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

type Translate = ReturnType<typeof useTranslation<'live'>>['t'];

function betName(t: Translate, bet: LiveOwnBet, game: OwnLiveTableTile['game']): string {
  if (game === 'baccarat') return t(`baccarat.spot.${bet.kind as 'player' | 'banker' | 'tie'}`);
  const spot = parseSpotKey(bet.spot);
  if (!spot) return bet.spot;
  if ('numbers' in spot) return t(`board.spot.${spot.kind}`, { numbers: spot.numbers.join('-') });
  if ('index' in spot) return t(`board.spot.${spot.kind}`, { index: spot.index });
  return t(`board.spot.${spot.kind}`);
}

/** The round's seed hash (published before betting closes) and, once settled, its seed, with the way to check them. */
function FairnessNote({ hash, seed }: { hash: string | null; seed: string | null }) {
  const { t } = useTranslation('live');
  if (!hash) return null;
  return (
    <section className="mx-3 mb-6 mt-4 rounded-2xl bg-black/30 p-3 text-xs" data-testid="fairness">
      <p className="flex items-center gap-1.5 text-sm font-bold">
        <ShieldCheck aria-hidden="true" className="h-4 w-4 text-emerald-300" />
        {t('fair.title')}
      </p>
      <p className="mt-1 text-white/75">{t('fair.text')}</p>
      <p className="mt-2 text-white/60">{t('fair.hash')}</p>
      <p className="break-all font-mono text-[11px]" data-testid="seed-hash">
        {hash}
      </p>
      {seed ? (
        <>
          <p className="mt-1 text-white/60">{t('fair.seed')}</p>
          <p className="break-all font-mono text-[11px]">{seed}</p>
        </>
      ) : null}
      <Link
        to={paths.provablyFair.getHref()}
        className="mt-2 inline-flex min-h-11 items-center rounded-xl border border-white/30 px-4 text-sm font-semibold text-white hover:bg-white/10"
      >
        {t('fair.link')}
      </Link>
    </section>
  );
}
