import type { Language, Ticket } from '@bnw/contract';
import { ChevronRight, LifeBuoy, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { ErrorMessage, LoadingMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { formatTransactionTime } from '@/lib/turkish-time';
import { useAppStore } from '@/stores/app-store';
import { useTickets } from '../api/tickets';
import { TicketStatusBadge } from './ticket-status-badge';

export const ticketHref = (id: number) => `${paths.tickets.getHref()}?id=${id}`;
export const newTicketHref = () => `${paths.tickets.getHref()}?new=1`;

function TicketRow({ ticket, lang }: { ticket: Ticket; lang: Language }) {
  const { t } = useTranslation('support');
  const unread = ticket.UnreadAnswers > 0;
  return (
    <li data-testid="ticket-row">
      <Link
        to={ticketHref(ticket.ID)}
        className="flex items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 hover:border-primary"
      >
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2">
            <TicketStatusBadge status={ticket.Status} />
            <span className="text-xs text-muted">{t(`categories.${ticket.Category}`)}</span>
            {unread ? (
              <span className="ml-auto inline-flex items-center gap-1 text-[11px] font-bold text-primary">
                <span aria-hidden="true" className="h-2 w-2 rounded-full bg-primary" />
                {t('list.unread')}
              </span>
            ) : null}
          </span>
          <span className={`mt-1 block truncate text-sm ${unread ? 'font-bold' : 'font-semibold'}`}>
            {ticket.Subject}
          </span>
          <span className="mt-0.5 block text-xs text-muted">
            {t('list.number', { id: String(ticket.ID) })} ·{' '}
            {t('list.updated', { time: formatTransactionTime(ticket.UpdatedAt, lang) })}
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
      </Link>
    </li>
  );
}

/** The player's tickets, newest first, 20 at a time, with a button to open a new one. */
export function TicketList() {
  const { t } = useTranslation('support');
  const lang: Language = useAppStore((state) => state.language);
  const pages = useTickets();
  const newButton = (
    <Link to={newTicketHref()} className={buttonClasses('primary', 'compact')}>
      <Plus aria-hidden="true" className="h-4 w-4" />
      {t('list.newTicket')}
    </Link>
  );
  if (pages.isPending) return <LoadingMessage text={t('list.loading')} />;
  if (pages.data === undefined) {
    return (
      <ErrorMessage text={t('list.loadFailed')} error={pages.error}>
        <Button variant="outline" size="sm" onClick={() => void pages.refetch()}>
          {t('common.retry', { ns: 'translation' })}
        </Button>
      </ErrorMessage>
    );
  }
  const tickets = pages.data.pages.flatMap((page) => page.tickets);
  const total = pages.data.pages.at(-1)?.pagination.total ?? tickets.length;
  if (tickets.length === 0) {
    return (
      <EmptyState icon={LifeBuoy} text={t('list.empty')}>
        {newButton}
      </EmptyState>
    );
  }
  return (
    <>
      <div className="mb-3 flex justify-end">{newButton}</div>
      <ul className="flex flex-col gap-2">
        {tickets.map((ticket) => (
          <TicketRow key={ticket.ID} ticket={ticket} lang={lang} />
        ))}
      </ul>
      {total > tickets.length ? (
        <p className="mt-3 text-center text-xs text-muted">
          {t('list.shown', { count: tickets.length, total: String(total) })}
        </p>
      ) : null}
      {pages.hasNextPage ? (
        <LoadMoreButton pages={pages} label={t('list.more')} loadingLabel={t('list.loadingMore')} />
      ) : null}
    </>
  );
}
