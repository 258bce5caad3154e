import type { GameRound, GameRoundStatus } from '@bnw/contract';
import type { Language } from '@bnw/contract/constants';
import { SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { DatePresetSelect, FILTER_LABEL_CLASSES, FILTER_SELECT_CLASSES } from '@/components/ui/date-preset-select';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { ErrorMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { type DatePreset, type DateRange, dateRangeFor } from '@/lib/date-presets';
import { formatDay } from '@/lib/turkish-time';
import { useAppStore } from '@/stores/app-store';
import { roundsTooDeep, useGameHistory } from '../api/game-history';
import { HistoryTotals } from './history-totals';
import { RoundCard } from './round-card';
import { RoundSheet } from './round-sheet';
import { RoundsSkeleton } from './rounds-skeleton';

/**
 * The first range a player sees. A player opens the game history to look back at a recent
 * session ("what did I win last night?", "where did that spin go?"), and slot play makes many
 * rounds a day: the last 7 days cover the last few sessions with totals that still mean
 * something, where "today" is often empty and 30 days buries the last session under hundreds of
 * cards. The other ten presets are one tap away.
 */
export const FIRST_PRESET: DatePreset = 'last7Days';

type History = ReturnType<typeof useGameHistory>;

/**
 * The statuses the filter offers, in the order a player thinks of them. A record, so the type
 * checker notices a status the contract adds; not the contract's list, whose module brings zod.
 */
const STATUS_CHOICES: Record<GameRoundStatus, true> = { open: true, settled: true, rolled_back: true };
const ROUND_STATUSES = Object.keys(STATUS_CHOICES) as GameRoundStatus[];

function StatusSelect({ value, onChange }: { value: string; onChange: (status: string) => void }) {
  const { t } = useTranslation('gameHistory');
  return (
    <label className={FILTER_LABEL_CLASSES}>
      {t('status')}
      <select className={FILTER_SELECT_CLASSES} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('allStatuses')}</option>
        {ROUND_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`statuses.${status}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

interface FiltersProps {
  preset: DatePreset;
  status: string;
  range: DateRange;
  lang: Language;
  onPreset: (preset: DatePreset) => void;
  onStatus: (status: string) => void;
}

/** "17 Kasım 2026 – 23 Kasım 2026", one day once ("22 Kasım 2026"), or "Bütün oyun turlarınız". */
function rangeText(range: DateRange, lang: Language, t: TFunction<'gameHistory'>): string {
  if (!range.startDate || !range.endDate) return t('everything');
  if (range.startDate === range.endDate) return formatDay(range.startDate, lang);
  return t('range', { start: formatDay(range.startDate, lang), end: formatDay(range.endDate, lang) });
}

function Filters({ preset, status, range, lang, onPreset, onStatus }: FiltersProps) {
  const { t } = useTranslation('gameHistory');
  return (
    <section
      aria-label={t('filters')}
      className="mb-4 grid grid-cols-2 gap-2 rounded-2xl border border-line bg-surface p-3"
    >
      <DatePresetSelect label={t('dateRange')} value={preset} onChange={onPreset} />
      <StatusSelect value={status} onChange={onStatus} />
      <p className="col-span-2 text-xs text-muted">{rangeText(range, lang, t)}</p>
    </section>
  );
}

function NoRounds() {
  const { t } = useTranslation(['gameHistory', 'translation']);
  return (
    <EmptyState icon={SearchX} text={t('common.noResults', { ns: 'translation' })}>
      <Link to={paths.slot.getHref()} className={buttonClasses('primary', 'sm')}>
        {t('browseSlots')}
      </Link>
    </EmptyState>
  );
}

/** The totals, the loaded cards, the count and "Daha fazla göster" while the server has more. */
function Rounds({ history, lang, onOpen }: { history: History; lang: Language; onOpen: (round: GameRound) => void }) {
  const { t } = useTranslation('gameHistory');
  const pages = history.data?.pages ?? [];
  const rounds = pages.flatMap((page) => page.rounds);
  const first = pages[0];
  if (history.isPending) return <RoundsSkeleton />;
  if (!first) {
    return (
      <ErrorMessage text={t('loadFailed')} error={history.error}>
        <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
          {t('retry')}
        </Button>
      </ErrorMessage>
    );
  }
  const total = pages.at(-1)?.pagination.total ?? 0;
  return (
    <>
      <HistoryTotals totals={first.totals} rounds={first.pagination.total} />
      {rounds.length === 0 ? (
        <NoRounds />
      ) : (
        <>
          <ul className="flex flex-col gap-2" aria-busy={history.isFetching}>
            {rounds.map((round) => (
              <RoundCard key={round.roundID} round={round} lang={lang} onOpen={() => onOpen(round)} />
            ))}
          </ul>
          <p className="mt-3 text-center text-xs text-muted" aria-live="polite">
            {t('count', { shown: String(rounds.length), total: String(total) })}
          </p>
          {history.hasNextPage ? (
            <LoadMoreButton pages={history} label={t('more')} loadingLabel={t('loadingMore')} />
          ) : null}
          {roundsTooDeep(pages) ? <p className="mt-3 text-center text-sm text-muted">{t('tooDeep')}</p> : null}
        </>
      )}
    </>
  );
}

function isRoundStatus(value: string): value is GameRoundStatus {
  return (ROUND_STATUSES as readonly string[]).includes(value);
}

/** /game-history: the player's rounds by date preset and status, their totals, a round's detail. */
export function GameHistory() {
  const lang: Language = useAppStore((state) => state.language);
  const [preset, setPreset] = useState<DatePreset>(FIRST_PRESET);
  const [status, setStatus] = useState('');
  const range = useMemo(() => dateRangeFor(preset), [preset]);
  const history = useGameHistory({ range, status: isRoundStatus(status) ? status : undefined });
  const [selected, setSelected] = useState<GameRound | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const open = (round: GameRound) => {
    setSelected(round);
    setSheetOpen(true);
  };
  return (
    <>
      <Filters preset={preset} status={status} range={range} lang={lang} onPreset={setPreset} onStatus={setStatus} />
      <Rounds history={history} lang={lang} onOpen={open} />
      <RoundSheet round={selected} open={sheetOpen} lang={lang} onOpenChange={setSheetOpen} />
    </>
  );
}
