import type { GameRound, GameRoundCall } from '@bnw/contract';
import { formatTry, type Language } from '@bnw/contract/constants';
import { ArrowDownLeft, ArrowUpRight, RotateCcw, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '@/components/ui/bottom-sheet';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { ErrorMessage, LoadingMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatTransactionTime } from '@/lib/turkish-time';
import { useGameRound } from '../api/game-history';
import { isStudioRound } from '../utils/studio-round';
import { RoundStatusBadge } from './round-status-badge';

/** A bet takes money, a win and a rollback bring it: each with its sign, icon and colour. */
const CALL_LOOKS = {
  bet: { sign: '−', Icon: ArrowUpRight, tone: 'text-red-700 dark:text-red-400' },
  win: { sign: '+', Icon: ArrowDownLeft, tone: 'text-emerald-700 dark:text-emerald-400' },
  rollback: { sign: '+', Icon: RotateCcw, tone: 'text-fg' },
} as const;

function CallRow({ call, lang }: { call: GameRoundCall; lang: Language }) {
  const { t } = useTranslation('gameHistory');
  const look = CALL_LOOKS[call.kind];
  const Amount = call.cancelled ? 's' : 'span';
  return (
    <li className="flex items-start gap-3 py-2.5" data-testid="round-call">
      <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-surface-2 text-muted">
        <look.Icon aria-hidden="true" className="h-4 w-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">
          {t(`detail.kinds.${call.kind}`)}
          {call.cancelled ? <span className="ml-2 text-xs font-normal text-muted">{t('detail.cancelled')}</span> : null}
        </p>
        <p className="text-xs text-muted">
          <time dateTime={call.at}>{formatTransactionTime(call.at, lang)}</time>
        </p>
        <p className="truncate text-[11px] text-muted">{t('detail.transactionId', { id: call.transactionID })}</p>
      </div>
      <Amount
        className={cn('shrink-0 text-sm font-bold tabular-nums', call.cancelled ? 'text-muted' : look.tone)}
      >{`${call.kind === 'win' && call.amountKurus === 0 ? '' : look.sign}${formatTry(call.amountKurus)}`}</Amount>
    </li>
  );
}

function RoundTimes({ round, lang }: { round: GameRound; lang: Language }) {
  const { t } = useTranslation('gameHistory');
  return (
    <dl className="grid grid-cols-2 gap-2 rounded-xl bg-surface-2 p-3 text-xs">
      <div>
        <dt className="text-muted">{t('detail.openedAt')}</dt>
        <dd className="font-semibold">{formatTransactionTime(round.openedAt, lang)}</dd>
      </div>
      <div>
        <dt className="text-muted">{t('detail.settledAt')}</dt>
        <dd className="font-semibold">{round.settledAt ? formatTransactionTime(round.settledAt, lang) : '—'}</dd>
      </div>
    </dl>
  );
}

/** The wallet calls of the round: asked when the sheet opens, with a quiet retry on failure. */
function RoundCalls({ round, lang }: { round: GameRound; lang: Language }) {
  const { t } = useTranslation('gameHistory');
  const detail = useGameRound(round.roundID);
  if (detail.isPending) return <LoadingMessage text={t('detail.loading')} />;
  if (detail.isError) {
    return (
      <ErrorMessage text={t('detail.loadFailed')} error={detail.error}>
        <Button variant="outline" size="sm" onClick={() => void detail.refetch()}>
          {t('retry')}
        </Button>
      </ErrorMessage>
    );
  }
  const { calls, callsTotal } = detail.data;
  if (calls.length === 0) return <p className="py-4 text-center text-sm text-muted">{t('detail.noCalls')}</p>;
  return (
    <>
      <ul className="divide-y divide-line">
        {calls.map((call) => (
          <CallRow key={call.transactionID} call={call} lang={lang} />
        ))}
      </ul>
      {callsTotal > calls.length ? (
        <p className="mt-2 text-center text-xs text-muted">
          {t('detail.partial', { shown: String(calls.length), total: String(callsTotal) })}
        </p>
      ) : null}
    </>
  );
}

/** Our studio's rounds can be recomputed by the player: the way to /provably-fair for this one. */
function VerifyLink({ round }: { round: GameRound }) {
  const { t } = useTranslation('gameHistory');
  return (
    <div className="flex items-center gap-3 rounded-xl border border-line bg-surface-2 p-3">
      <ShieldCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-primary" />
      <p className="min-w-0 flex-1 text-xs text-muted">{t('detail.verifyHint')}</p>
      <Link
        to={paths.provablyFair.getHref(round.roundID)}
        className={buttonClasses('primary', 'compact', 'shrink-0')}
        data-testid="verify-round"
      >
        {t('detail.verify')}
      </Link>
    </div>
  );
}

interface RoundSheetProps {
  /** The round last opened: kept while the sheet closes, so its content does not vanish mid-animation. */
  round: GameRound | null;
  open: boolean;
  lang: Language;
  onOpenChange: (open: boolean) => void;
}

/** A round's detail in a sheet from the bottom, where a thumb reaches it. */
export function RoundSheet({ round, open, lang, onOpenChange }: RoundSheetProps) {
  const { t } = useTranslation('gameHistory');
  if (round === null) return null;
  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title={round.gameName}
      description={`${t('detail.title')} · ${round.providerName}`}
      closeLabel={t('detail.close')}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="truncate text-[11px] text-muted">{t('detail.providerRound', { id: round.providerRoundID })}</p>
        <RoundStatusBadge status={round.status} />
      </div>
      <RoundTimes round={round} lang={lang} />
      {isStudioRound(round) && round.status === 'settled' ? <VerifyLink round={round} /> : null}
      <section>
        <h3 className="mb-1 text-sm font-semibold">{t('detail.calls')}</h3>
        <RoundCalls round={round} lang={lang} />
      </section>
    </BottomSheet>
  );
}
