import type { TombalaRoom, TombalaRound } from '@bnw/contract';
import { formatTry } from '@bnw/contract/constants';
import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginSheet } from '@/components/lobby/login-sheet';
import { Spinner } from '@/components/ui/spinner';
import { isRealityCheckRefusal } from '@/hooks/use-reality-check-settings';
import { useAppStore } from '@/stores/app-store';
import { type BoughtCards, newRequestId, useBuyCards } from '../api/tombala';

/**
 * Between one card and the cards the player may still buy. A tap counts from the latest count, not
 * the one of the last render, so quick taps are never lost.
 */
function clampCount(count: number, left: number): number {
  return Math.min(Math.max(1, count), Math.max(1, left));
}

/**
 * Buying cards while the round sells: a stepper from 1 to what the player may still hold, the total
 * in lira, one tap; the server's Turkish refusal is shown as it came (a due reality check also comes up over the
 * room). A visitor gets the login prompt.
 */
export function BuyPanel({
  room,
  round,
  onBought,
  onRealityRefused,
}: {
  room: TombalaRoom;
  round: TombalaRound;
  onBought: (answer: BoughtCards) => void;
  /** The server refused because the reality check is due: the room brings it up. */
  onRealityRefused: () => void;
}) {
  const { t } = useTranslation('tombala');
  const isLoggedIn = useAppStore((state) => state.isLoggedIn);
  const [loginOpen, setLoginOpen] = useState(false);
  const [count, setCount] = useState(1);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const buy = useBuyCards(room.id);
  const left = Math.max(0, room.maxCardsPerPlayer - round.myCardCount);
  const chosen = clampCount(count, left);

  if (!isLoggedIn) {
    return (
      <section className="rounded-2xl bg-surface p-3 ring-1 ring-line">
        <button
          type="button"
          onClick={() => setLoginOpen(true)}
          className="h-12 w-full rounded-xl bg-amber-400 text-base font-extrabold text-amber-950 active:bg-amber-300"
        >
          {t('buy.loginButton')}
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
      </section>
    );
  }

  const submit = () => {
    setMessage(null);
    buy.mutate(
      { roundID: round.roundID, count: chosen, requestId: newRequestId() },
      {
        onSuccess: (answer) => {
          onBought(answer);
          setCount(1);
          setMessage({
            text: t('buy.bought', { count: answer.bought.length, held: answer.myCardCount }),
            error: false,
          });
        },
        onError: (error) => {
          setMessage({ text: error.message, error: true });
          if (isRealityCheckRefusal(error)) onRealityRefused();
        },
      },
    );
  };

  return (
    <section className="rounded-2xl bg-surface p-3 ring-1 ring-line" data-testid="buy-panel">
      <h2 className="mb-2 text-sm font-bold">{t('buy.title')}</h2>
      {left === 0 ? (
        <p className="text-sm text-muted">{t('buy.limitReached', { count: room.maxCardsPerPlayer })}</p>
      ) : (
        <>
          <div className="flex items-center gap-3">
            <div className="flex items-center rounded-xl bg-surface-2" role="group" aria-label={t('buy.count')}>
              <button
                type="button"
                aria-label={t('buy.decrease')}
                disabled={chosen <= 1 || buy.isPending}
                onClick={() => setCount((current) => clampCount(current - 1, left))}
                className="flex h-12 w-12 items-center justify-center rounded-xl disabled:opacity-40"
              >
                <Minus aria-hidden="true" className="h-5 w-5" />
              </button>
              <output className="w-10 text-center text-xl font-extrabold tabular-nums" data-testid="buy-count">
                {chosen}
              </output>
              <button
                type="button"
                aria-label={t('buy.increase')}
                disabled={chosen >= left || buy.isPending}
                onClick={() => setCount((current) => clampCount(current + 1, left))}
                className="flex h-12 w-12 items-center justify-center rounded-xl disabled:opacity-40"
              >
                <Plus aria-hidden="true" className="h-5 w-5" />
              </button>
            </div>
            <button
              type="button"
              data-testid="buy-cards"
              disabled={buy.isPending}
              onClick={submit}
              className="flex h-12 min-w-0 flex-1 items-center justify-center gap-2 rounded-xl bg-amber-400 px-2 text-sm font-extrabold text-amber-950 shadow active:bg-amber-300 disabled:opacity-60"
            >
              {buy.isPending ? <Spinner className="h-4 w-4" /> : null}
              {t('buy.submit', { count: chosen, total: formatTry(chosen * room.cardPriceKurus) })}
            </button>
          </div>
          <p className="mt-1.5 text-xs text-muted">{t('buy.left', { count: left })}</p>
        </>
      )}
      {message ? (
        <p
          role={message.error ? 'alert' : 'status'}
          data-testid="buy-message"
          className={
            message.error ? 'mt-2 text-sm font-semibold text-danger' : 'mt-2 text-sm font-semibold text-emerald-600'
          }
        >
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
