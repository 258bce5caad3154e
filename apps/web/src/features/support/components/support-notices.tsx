import type { Language } from '@bnw/contract';
import { MessageSquareReply } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTransactionTime } from '@/lib/turkish-time';
import { useAppStore } from '@/stores/app-store';
import { useUnreadAnswers } from '../api/tickets';
import { ticketHref } from './ticket-list';

/**
 * The notifications page's "Destek Yanıtları": the player's tickets with staff answers they have
 * not read, each a link to its conversation (reading it reads them). Nothing when there are none.
 */
export function SupportNotices() {
  const { t } = useTranslation('support');
  const lang: Language = useAppStore((state) => state.language);
  const unread = useUnreadAnswers();
  const tickets = unread.data?.tickets ?? [];
  if (tickets.length === 0) return null;
  return (
    <section aria-labelledby="support-notices-title" className="mb-5">
      <h2 id="support-notices-title" className="mb-1 text-lg font-bold">
        {t('notices.title')}
      </h2>
      <p className="mb-3 text-sm text-muted">{t('notices.intro')}</p>
      <ul className="flex flex-col gap-2">
        {tickets.map((ticket) => (
          <li key={ticket.ID} data-testid="support-notice">
            <Link
              to={ticketHref(ticket.ID)}
              className="flex items-center gap-3 rounded-2xl border border-primary/40 bg-surface px-4 py-3"
            >
              <MessageSquareReply aria-hidden="true" className="h-5 w-5 shrink-0 text-primary" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-bold">{ticket.Subject}</span>
                <span className="block text-xs text-muted">
                  <time dateTime={ticket.UpdatedAt}>{formatTransactionTime(ticket.UpdatedAt, lang)}</time>
                </span>
              </span>
              <span className="shrink-0 text-xs font-semibold text-primary">{t('notices.open')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
