import type { DrawGameView } from '@bnw/contract';
import { amountInputText, formatTry, parseAmountText } from '@bnw/contract/constants';
import { Ticket, Trash2, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LoginSheet } from '@/components/lobby/login-sheet';
import { AmountInput } from '@/components/ui/amount-input';
import { BottomSheet } from '@/components/ui/bottom-sheet';
import { Spinner } from '@/components/ui/spinner';
import { isRealityCheckRefusal } from '@/hooks/use-reality-check-settings';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useAppStore } from '@/stores/app-store';
import { newRequestId, usePlaceCoupon, usePlayerMaxStake } from '../api/betframe';
import { takesBets } from '../utils/draw-view';
import {
  QUICK_STAKES_KURUS,
  SLIP_LIMITS,
  type SlipEntry,
  type SlipRefusal,
  formatOdds,
  priceSlip,
  slipStakeBounds,
} from '../utils/slip';
import { useSlipStore } from '../utils/slip-store';
import { useServerClock } from './use-server-clock';

/** How long a refusal floats above the coupon badge. */
const REFUSAL_SHOWN_MS = 5_000;

const label = (entry: SlipEntry | undefined) => (entry ? `${entry.marketName}: ${entry.selectionName}` : '');

/** A refusal made in the browser, in the player's words. */
export function refusalText(refusal: NonNullable<SlipRefusal>, t: TFunction<'betOnGames'>): string {
  switch (refusal.code) {
    case 'correlatedSelections':
      return t('slip.refused.correlatedSelections', { first: label(refusal.first), second: label(refusal.second) });
    case 'duplicateSelection':
    case 'singleOnlyMarket':
    case 'otherGame':
      return t(`slip.refused.${refusal.code}`);
    case 'tooManySelections':
      return t('slip.refused.tooManySelections', { count: SLIP_LIMITS.maxSelections });
    default:
      return t('slip.refused.other');
  }
}

/** The draws that still take bets, by id, from the games shown. */
function openDrawIDs(games: readonly DrawGameView[], now: number): Set<number> {
  return new Set(
    games.flatMap((game) => game.upcoming.filter((draw) => takesBets(draw, now)).map((draw) => draw.drawID)),
  );
}

interface SlipSheetProps {
  games: readonly DrawGameView[];
  /** The sheet is open (the page closes it when the reality check comes up). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server refused the coupon because the reality check is due: the page brings it up. */
  onRealityRefused: () => void;
}

/**
 * The coupon: a badge above the bottom navigation with the count and the odds opens a bottom sheet
 * with the selections, single or combination, the stake, the potential return and "Kuponu onayla".
 */
export function SlipSheet({ games, open, onOpenChange: setOpen, onRealityRefused }: SlipSheetProps) {
  const { t } = useTranslation('betOnGames');
  const entries = useSlipStore((state) => state.entries);
  const refusal = useSlipStore((state) => state.refusal);
  const dismiss = useSlipStore((state) => state.dismiss);
  // The floating refusal goes after a few seconds; the sheet keeps showing it until the next tap.
  useEffect(() => {
    if (!refusal || open) return;
    const timer = setTimeout(dismiss, REFUSAL_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [refusal, open, dismiss]);
  const priced = priceSlip(entries, SLIP_LIMITS.minStakeKurus);
  const totalOdds = priced.ok ? priced.coupon.totalOddsHundredths : null;

  return (
    <>
      {refusal && !open ? (
        <p
          role="alert"
          data-testid="slip-refusal"
          style={{ bottom: 'calc(8.5rem + env(safe-area-inset-bottom))' }}
          className="fixed inset-x-3 z-30 mx-auto max-w-screen-sm rounded-xl bg-danger px-3 py-2 text-sm font-semibold text-white shadow-lg"
        >
          {refusalText(refusal, t)}
        </p>
      ) : null}
      {entries.length > 0 ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          data-testid="slip-badge"
          aria-label={t('slip.open')}
          style={{ bottom: 'calc(4.75rem + env(safe-area-inset-bottom))' }}
          className="fixed inset-x-3 z-30 mx-auto flex h-14 max-w-screen-sm items-center gap-3 rounded-2xl bg-gradient-to-r from-amber-300 to-amber-500 px-4 text-amber-950 shadow-xl active:from-amber-400"
        >
          <span className="relative">
            <Ticket aria-hidden="true" className="h-6 w-6" />
            <span
              className="absolute -right-2 -top-2 flex h-5 min-w-4 items-center justify-center rounded-full bg-neutral-900 px-1 text-[11px] font-bold text-white"
              data-testid="slip-count"
            >
              {entries.length}
            </span>
          </span>
          <span className="flex-1 text-left text-base font-extrabold">{t('slip.badge')}</span>
          {totalOdds !== null ? (
            <span className="rounded-lg bg-black/10 px-2 py-1 text-sm font-black tabular-nums">
              {formatOdds(totalOdds)}
            </span>
          ) : null}
        </button>
      ) : null}
      <BottomSheet open={open} onOpenChange={setOpen} title={t('slip.title')} closeLabel={t('common.close')}>
        <SlipBody games={games} onPlaced={() => setOpen(false)} onRealityRefused={onRealityRefused} />
      </BottomSheet>
    </>
  );
}

function SlipBody({
  games,
  onPlaced,
  onRealityRefused,
}: {
  games: readonly DrawGameView[];
  onPlaced: () => void;
  onRealityRefused: () => void;
}) {
  const { t } = useTranslation('betOnGames');
  const isLoggedIn = useAppStore((state) => state.isLoggedIn);
  const { entries, refusal, stakeKurus, remove, setStake, clear } = useSlipStore();
  const [stakeInput, setStakeInput] = useState(amountInputText(stakeKurus));
  const stakeId = useId();
  const [loginOpen, setLoginOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [requestId, setRequestId] = useState(newRequestId);
  const place = usePlaceCoupon();
  const now = useServerClock();
  const stakeBounds = slipStakeBounds(usePlayerMaxStake());
  const openDraws = openDrawIDs(games, now);
  const closed = entries.filter((entry) => !openDraws.has(entry.drawID));
  const stake = parseAmountText(stakeInput, stakeBounds);
  const typed = stake.ok ? stake.amountKurus : null;
  const priced = priceSlip(entries, typed ?? 0);

  if (entries.length === 0) {
    return (
      <p className="py-6 text-center text-sm text-muted" data-testid="slip-empty">
        {t('slip.empty')}
      </p>
    );
  }

  const changeStake = (text: string) => {
    setStakeInput(text);
    const reading = parseAmountText(text, stakeBounds);
    if (reading.ok) setStake(reading.amountKurus);
    setMessage(null);
  };

  const confirm = () => {
    if (!isLoggedIn) {
      setLoginOpen(true);
      return;
    }
    // A stake that does not read is never sent, whatever it would price at.
    if (typed === null || !priced.ok || closed.length > 0) return;
    setMessage(null);
    place.mutate(
      { entries, stakeKurus: priced.coupon.stakeKurus, requestId },
      {
        onSuccess: (answer) => {
          setRequestId(newRequestId());
          clear();
          notify.positive(t('slip.placed', { id: answer.coupon.couponID }));
          onPlaced();
        },
        // The server's Turkish refusal as it came; the slip stays for the player to change (a due
        // reality check also comes up over the page, the slip kept for after the answer).
        onError: (error) => {
          setRequestId(newRequestId());
          setMessage(error.message);
          if (isRealityCheckRefusal(error)) onRealityRefused();
        },
      },
    );
  };

  const kind = entries.length === 1 ? t('slip.single') : t('slip.combination', { count: entries.length });
  // The stake field says what is wrong with the stake itself; the return's bound is the coupon's.
  const returnProblem =
    typed !== null && !priced.ok && priced.problem.code === 'returnAboveMaximum'
      ? t('slip.refused.returnAboveMaximum', { amount: formatTry(SLIP_LIMITS.maxReturnKurus) })
      : null;

  return (
    <div className="flex flex-col gap-3" data-testid="slip">
      <div className="flex items-center justify-between">
        <span className="rounded-full bg-primary/15 px-3 py-1 text-xs font-bold text-primary" data-testid="slip-kind">
          {kind}
        </span>
        <button
          type="button"
          onClick={clear}
          className="inline-flex h-9 items-center gap-1 rounded-lg px-2 text-xs font-semibold text-muted"
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t('slip.clear')}
        </button>
      </div>
      <ul className="flex flex-col gap-2">
        {entries.map((entry) => {
          const isClosed = !openDraws.has(entry.drawID);
          return (
            <li
              key={`${entry.drawID}-${entry.marketID}-${entry.selectionID}`}
              data-testid="slip-entry"
              data-closed={isClosed}
              className={cn(
                'flex items-center gap-2 rounded-xl p-2.5 ring-1',
                isClosed ? 'bg-danger/10 ring-danger' : 'bg-surface-2 ring-line',
              )}
            >
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-bold">{entry.selectionName}</p>
                <p className="truncate text-xs text-muted">
                  {entry.marketName} · {t('slip.draw', { number: entry.drawNo })}
                </p>
                {isClosed ? (
                  <p className="text-xs font-bold uppercase text-danger" data-testid="slip-entry-closed">
                    {t('slip.closed')}
                  </p>
                ) : null}
              </div>
              <span className={cn('text-base font-black tabular-nums', isClosed && 'line-through opacity-60')}>
                {formatOdds(entry.oddsHundredths)}
              </span>
              <button
                type="button"
                aria-label={t('slip.remove')}
                onClick={() => remove(entry)}
                className="flex h-10 w-10 items-center justify-center rounded-lg text-muted hover:bg-surface"
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          );
        })}
      </ul>
      {refusal ? (
        <p role="alert" className="text-sm font-semibold text-danger" data-testid="slip-refusal-inline">
          {refusalText(refusal, t)}
        </p>
      ) : null}

      {/* Said while typing, empty and zero too: the confirm button waits for a stake that reads. */}
      <AmountInput
        id={stakeId}
        label={t('slip.stake')}
        value={stakeInput}
        onChange={changeStake}
        bounds={stakeBounds}
        submitted
        error={returnProblem}
        testId="slip-stake"
      >
        <div className="mt-1 grid grid-cols-4 gap-1.5" role="group" aria-label={t('slip.quick')}>
          {QUICK_STAKES_KURUS.map((amount) => (
            <button
              key={amount}
              type="button"
              onClick={() => changeStake(amountInputText(amount))}
              className={cn(
                'h-10 rounded-lg text-sm font-bold ring-1',
                typed === amount ? 'bg-primary text-primary-fg ring-primary' : 'bg-surface ring-line',
              )}
            >
              {formatTry(amount)}
            </button>
          ))}
        </div>
      </AmountInput>

      <dl className="grid grid-cols-2 gap-y-1 rounded-xl bg-surface-2 p-3 text-sm">
        <dt className="text-muted">{t('slip.totalOdds')}</dt>
        <dd className="text-right font-black tabular-nums" data-testid="slip-total-odds">
          {priced.ok ? formatOdds(priced.coupon.totalOddsHundredths) : '–'}
        </dd>
        <dt className="text-muted">{t('slip.potentialReturn')}</dt>
        <dd
          className="text-right text-lg font-black tabular-nums text-emerald-600 dark:text-emerald-400"
          data-testid="slip-return"
        >
          {priced.ok ? formatTry(priced.coupon.potentialReturnKurus) : '–'}
        </dd>
      </dl>

      {closed.length > 0 ? <p className="text-sm font-semibold text-danger">{t('slip.removeClosed')}</p> : null}
      {message ? (
        <p
          role="alert"
          className="rounded-xl bg-danger/10 p-2.5 text-sm font-semibold text-danger"
          data-testid="slip-message"
        >
          {message}
        </p>
      ) : null}
      <button
        type="button"
        onClick={confirm}
        data-testid="slip-confirm"
        disabled={place.isPending || (isLoggedIn && (typed === null || !priced.ok || closed.length > 0))}
        className="flex min-h-12 items-center justify-center gap-2 rounded-xl bg-gradient-to-b from-amber-300 to-amber-500 text-base font-extrabold text-amber-950 shadow disabled:opacity-50"
      >
        {place.isPending ? <Spinner className="h-4 w-4" /> : null}
        {place.isPending ? t('slip.placing') : isLoggedIn ? t('slip.confirm') : t('slip.loginButton')}
      </button>
      <LoginSheet
        open={loginOpen}
        onOpenChange={setLoginOpen}
        texts={{
          title: t('slip.loginTitle'),
          close: t('common.close'),
          text: t('slip.loginText'),
          login: t('slip.login'),
          register: t('slip.register'),
        }}
      />
    </div>
  );
}
