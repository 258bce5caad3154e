import type { TournamentState } from '@bnw/contract';
import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorMessage, LoadingMessage } from '@/components/ui/status-message';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { type TournamentList as TournamentListData, useTournaments } from '../api/tournaments';
import { useServerNow } from '../hooks/use-server-now';
import { groupByState } from '../utils/tournament-state';
import { TournamentCard } from './tournament-card';

const ID_PREFIX = 'tournaments';
/** The contract's TOURNAMENT_STATES, in the order the tabs show them. */
const TOURNAMENT_STATES: readonly TournamentState[] = ['active', 'upcoming', 'concluded'];

/**
 * /tournaments: the published tournaments in three tabs by state (section 4), each state computed
 * again every second on the server's clock, so a tournament moves to the next tab at its start or
 * end while the page is open.
 */
export function TournamentList() {
  const { t } = useTranslation('content');
  const list = useTournaments();
  if (list.isPending) return <LoadingMessage text={t('tournaments.loading')} />;
  if (list.isError) {
    return (
      <ErrorMessage text={t('tournaments.loadFailed')}>
        <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
          {t('common.retry', { ns: 'translation' })}
        </Button>
      </ErrorMessage>
    );
  }
  return <TournamentTabs list={list.data} />;
}

function TournamentTabs({ list }: { list: TournamentListData }) {
  const { t } = useTranslation('content');
  const nowMs = useServerNow(list.clockOffsetMs);
  const groups = groupByState(list.tournaments, nowMs);
  const [chosen, setChosen] = useState<TournamentState | null>(null);
  // Until the player picks a tab: the first state that has a tournament.
  const tab = chosen ?? TOURNAMENT_STATES.find((state) => groups[state].length > 0) ?? 'active';
  const items = TOURNAMENT_STATES.map((state) => ({
    value: state,
    label: (
      <>
        {t(`tournaments.states.${state}`)}
        <span className="rounded-full bg-accent/20 px-1.5 text-xs tabular-nums">{groups[state].length}</span>
      </>
    ),
  }));
  const shown = groups[tab];
  return (
    <>
      <Tabs label={t('tournaments.tabsLabel')} items={items} value={tab} onChange={setChosen} idPrefix={ID_PREFIX} />
      <div {...tabPanelProps(ID_PREFIX, tab)} className="mt-4 space-y-4 rounded-2xl">
        {shown.length === 0 ? (
          <EmptyState icon={Trophy} text={t(`tournaments.emptyByState.${tab}`)} />
        ) : (
          shown.map((tournament, index) => (
            <TournamentCard key={tournament.ID} tournament={tournament} state={tab} nowMs={nowMs} eager={index === 0} />
          ))
        )}
      </div>
    </>
  );
}
