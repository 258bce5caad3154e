import * as Dialog from '@radix-ui/react-dialog';
import { Hourglass } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { logout } from '@/lib/session/logout';
import { useElapsed } from '@/hooks/use-elapsed';
import { useRealityCheck } from '@/hooks/use-reality-check';
import {
  useAnswerRealityCheck,
  useRealityCheckTiming,
  useRefreshRealityCheckTiming,
} from '@/hooks/use-reality-check-settings';
import { type NetTone, formatNet, netTone } from '@/lib/session-figures';
import { formatClockTime } from '@/lib/turkish-time';
import { useAppStore } from '@/stores/app-store';

interface RealityCheckProps {
  /** The session's start on the phone's clock, as the top bar counts it. */
  startedAtMs: number;
  /** Won less staked since the session began; null while it is not known. */
  netKurus: number | null;
  /** The check has come up: the page asks for the net position afresh and closes its own sheets. */
  onDue?: () => void;
  /**
   * When the server last refused a bet, card or coupon with `realityCheckDue` (isRealityCheckRefusal),
   * or null: each new value brings the check up at once.
   */
  refusedAtMs?: number | null;
}

const NET_COLOURS: Record<NetTone, string> = {
  gain: 'text-emerald-700 dark:text-emerald-400',
  loss: 'text-danger',
  even: 'text-fg',
};

/**
 * The reality check (UKGC RTS 13B): at the interval the player chose in
 * /responsible-gaming, a modal over the whole game page (the play page with the game's frame, a
 * live table, a tombala room, the bet-on-games page), says how long
 * this session has lasted and where the player stands, and waits for an answer: continue (answered
 * to the server, which refuses bets while a check is due; the next check a whole interval later),
 * the game history, or log out. Neither Escape nor a tap beside it
 * closes it, and the game behind it cannot be touched until then. Nothing at all when the interval
 * is off or unknown.
 */
export function RealityCheck({ startedAtMs, netKurus, onDue, refusedAtMs = null }: RealityCheckProps) {
  const timing = useRealityCheckTiming(refusedAtMs);
  const refreshTiming = useRefreshRealityCheckTiming();
  const serverDueAtMs = timing?.serverDueAtMs ?? null;
  const comeUp = () => {
    refreshTiming();
    onDue?.();
  };
  const { due, resume } = useRealityCheck(startedAtMs, timing?.minutes, { onDue: comeUp, serverDueAtMs, refusedAtMs });
  // Both figures describe one session: the server's stretch of play in every game (it began
  // before this page when the player came from another game), else this page's own. The time
  // once counted the day while the net counted this game only.
  const session = timing?.session ?? { startedAtMs, netKurus };
  // The texts are the play namespace's, loaded when first shown on a page that had no need of them
  // (tombala, bet on games): the dialog waits for them alone, never the page it covers.
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog due={due} startedAtMs={session.startedAtMs} netKurus={session.netKurus} onResume={resume} />
    </Suspense>
  );
}

function RealityCheckDialog({
  due,
  startedAtMs,
  netKurus,
  onResume,
}: {
  due: boolean;
  /** The session's start, which both figures count from. */
  startedAtMs: number;
  netKurus: number | null;
  onResume: () => void;
}) {
  return (
    <Dialog.Root open={due}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-black/60" data-testid="reality-check-overlay" />
        <Dialog.Content
          role="alertdialog"
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="dialog-overlay fixed left-1/2 top-1/2 z-50 max-h-[85dvh] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-surface p-5 text-fg shadow-xl outline-none phone-landscape:grid phone-landscape:max-h-[calc(100dvh-1rem)] phone-landscape:max-w-2xl phone-landscape:grid-cols-2 phone-landscape:items-center phone-landscape:gap-x-6"
          data-testid="reality-check"
        >
          <RealityCheckBody startedAtMs={startedAtMs} netKurus={netKurus} onResume={onResume} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function RealityCheckBody({
  startedAtMs,
  netKurus,
  onResume,
}: {
  startedAtMs: number;
  netKurus: number | null;
  onResume: () => void;
}) {
  const { t } = useTranslation('play');
  const lang = useAppStore((state) => state.language);
  const elapsedMs = useElapsed(startedAtMs);
  const [leaving, setLeaving] = useState(false);
  const answer = useAnswerRealityCheck();
  // On its side the figures and the three answers stand side by side: one above the other, the
  // last answer fell below a 390 px screen.
  return (
    <>
      <div>
        {/* Centred, the title on a line of its own: beside the icon it broke in two at 360 px. */}
        <span
          aria-hidden="true"
          className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-primary/10 text-primary"
        >
          <Hourglass className="h-6 w-6" />
        </span>
        <Dialog.Title className="mt-3 text-center text-lg font-bold leading-snug">
          {t('realityCheck.title')}
        </Dialog.Title>
        <Dialog.Description asChild>
          <div className="mt-3 space-y-1.5 text-center">
            <p className="text-base font-semibold" data-testid="reality-check-time">
              {playedText(t, elapsedMs)}
            </p>
            <p className="text-xs text-muted" data-testid="reality-check-session">
              {t('realityCheck.session', { time: formatClockTime(startedAtMs, lang) })}
            </p>
            <p className="text-sm text-muted" data-testid="reality-check-net">
              {t('realityCheck.net')}{' '}
              {netKurus === null ? (
                <span className="font-semibold text-fg">{t('realityCheck.netLoading')}</span>
              ) : (
                <span className={cn('font-bold tabular-nums', NET_COLOURS[netTone(netKurus)])}>
                  {formatNet(netKurus)}
                </span>
              )}
            </p>
            <p className="pt-1 text-sm text-muted">{t('realityCheck.paused')}</p>
          </div>
        </Dialog.Description>
      </div>
      <div className="mt-5 flex flex-col gap-2">
        <button
          type="button"
          disabled={answer.isPending || leaving}
          onClick={() => answer.mutate(undefined, { onSuccess: onResume })}
          className={buttonClasses('primary', 'md', 'w-full')}
        >
          {t('realityCheck.resume')}
        </button>
        <Link to={paths.gameHistory.getHref()} className={buttonClasses('outline', 'md', 'w-full')}>
          {t('realityCheck.history')}
        </Link>
        <button
          type="button"
          disabled={leaving || answer.isPending}
          onClick={() => {
            setLeaving(true);
            void logout().finally(() => setLeaving(false));
          }}
          className={buttonClasses('outline', 'md', 'w-full')}
        >
          {t('realityCheck.logout')}
        </button>
      </div>
    </>
  );
}

type Translate = ReturnType<typeof useTranslation<'play'>>['t'];

/** "45 dakikadır oynuyorsunuz", "1 saattir …", "1 saat 20 dakikadır …": whole minutes, never below 0. */
export function playedText(t: Translate, elapsedMs: number): string {
  const totalMinutes = Math.max(0, Math.floor(elapsedMs / 60_000));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return t('realityCheck.playedMinutes', { count: minutes });
  if (minutes === 0) return t('realityCheck.playedHours', { count: hours });
  return t('realityCheck.playedHoursMinutes', { hours, minutes });
}
