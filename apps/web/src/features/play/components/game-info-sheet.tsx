import { formatTry } from '@bnw/contract/constants';
import { Ban, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '@/components/ui/bottom-sheet';
import { paths } from '@/config/paths';
import { formatRtpBasisPoints, formatWholeNumber } from '@/lib/game-figures';
import { useAppStore } from '@/stores/app-store';
import type { SessionSummary } from '../api/session-summary';
import { formatElapsed, formatNet } from '@/lib/session-figures';

interface GameInfoSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  summary: SessionSummary | undefined;
  summaryFailed: boolean;
  elapsedMs: number;
  /** One of our studio's games: its rounds can be verified on /provably-fair. */
  provablyFair?: boolean;
}

/**
 * The info button's sheet: the game's published figures (RTP, largest win, volatility), its
 * provider, that it has no autoplay and no turbo, the rules in short, and this session so far.
 */
export function GameInfoSheet({
  open,
  onOpenChange,
  summary,
  summaryFailed,
  elapsedMs,
  provablyFair = false,
}: GameInfoSheetProps) {
  const { t } = useTranslation('play');
  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title={summary?.game.name ?? t('info.title')}
      description={summary?.game.providerName}
      closeLabel={t('info.close')}
      bodyClassName="space-y-4 px-5 pb-5"
    >
      {provablyFair ? <ProvablyFairNote /> : null}
      {summary ? (
        <GameFacts summary={summary} elapsedMs={elapsedMs} />
      ) : (
        <p className="py-6 text-center text-sm text-muted">
          {summaryFailed ? t('info.unavailable') : t('info.loading')}
        </p>
      )}
    </BottomSheet>
  );
}

function ProvablyFairNote() {
  const { t } = useTranslation('play');
  return (
    <div
      className="flex items-start gap-2 rounded-xl bg-surface-2 px-3 pt-2.5 text-sm"
      data-testid="provably-fair-note"
    >
      <ShieldCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
      {/* The link under the sentence: beside it, a 360 px screen left the sentence a word a line. */}
      <div className="min-w-0 flex-1">
        <p>{t('info.provablyFair')}</p>
        <Link
          to={paths.provablyFair.getHref()}
          className="inline-flex min-h-11 items-center font-semibold text-primary underline"
        >
          {t('info.provablyFairLink')}
        </Link>
      </div>
    </div>
  );
}

function GameFacts({ summary, elapsedMs }: { summary: SessionSummary; elapsedMs: number }) {
  const { t } = useTranslation('play');
  const language = useAppStore((state) => state.language);
  const { game } = summary;
  const net = summary.winKurus - summary.stakeKurus;
  return (
    <>
      <dl className="grid grid-cols-3 gap-2" data-testid="game-figures">
        <Figure label={t('info.rtp')} value={formatRtpBasisPoints(game.rtpBasisPoints, language)} />
        <Figure
          label={t('info.maxWin')}
          value={t('info.maxWinValue', { multiplier: formatWholeNumber(game.maxWinMultiplier, language) })}
          hint={t('info.maxWinHint')}
        />
        <Figure label={t('info.volatility')} value={t(`info.volatilityLevels.${game.volatility}`)} />
      </dl>
      <p className="flex items-start gap-2 rounded-xl bg-surface-2 px-3 py-2.5 text-sm">
        <Ban aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
        <span>{t('info.noAutoplay')}</span>
      </p>
      <section>
        <h3 className="mb-1 text-sm font-bold">{t('info.rulesTitle')}</h3>
        <p className="text-sm leading-relaxed text-muted">{t(`info.rules.${game.lobby}`)}</p>
        <p className="mt-1.5 text-sm leading-relaxed text-muted">{t('info.rules.rtp')}</p>
      </section>
      <section>
        <h3 className="mb-1 text-sm font-bold">{t('info.sessionTitle')}</h3>
        <dl className="divide-y divide-line rounded-xl border border-line text-sm">
          <Row label={t('bar.sessionTime')}>{formatElapsed(elapsedMs)}</Row>
          <Row label={t('info.rounds')}>{formatWholeNumber(summary.rounds, language)}</Row>
          <Row label={t('info.staked')}>{formatTry(summary.stakeKurus)}</Row>
          <Row label={t('info.won')}>{formatTry(summary.winKurus)}</Row>
          <Row label={t('info.net')}>{formatNet(net)}</Row>
        </dl>
        {summary.complete ? null : <p className="mt-1 text-xs text-muted">{t('info.incomplete')}</p>}
      </section>
      <p className="text-xs text-muted">
        <span className="font-bold text-danger">18+</span> · {t('info.responsible')}
      </p>
    </>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="flex flex-col rounded-xl border border-line bg-surface-2 px-2.5 py-2">
      <dt className="text-[11px] leading-tight text-muted">{label}</dt>
      <dd className="mt-auto pt-1 text-base font-extrabold tabular-nums">{value}</dd>
      {hint ? <dd className="text-[10px] leading-tight text-muted">{hint}</dd> : null}
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between px-3 py-2">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold tabular-nums">{children}</dd>
    </div>
  );
}
