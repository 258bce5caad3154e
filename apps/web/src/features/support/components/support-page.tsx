import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { useAppStore } from '@/stores/app-store';
import { TicketForm } from './ticket-form';
import { TicketList } from './ticket-list';
import { TicketThread } from './ticket-thread';
import { VisitorSupport } from './visitor-support';

/** A ticket id of the address (`?id=12`), or null when there is none or it is not one. */
function ticketIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /tickets, the support area (docs/specification.md section 10; public route). A visitor reads how
 * to reach support and is offered the login; a player sees their tickets, `?new=1` the form of a
 * new one and `?id=` one ticket's conversation.
 */
export function SupportPage() {
  const { t } = useTranslation('support');
  const isLoggedIn = useAppStore((state) => state.isLoggedIn);
  const [params] = useSearchParams();
  const ticketId = ticketIdOf(params);
  let body;
  if (!isLoggedIn) body = <VisitorSupport />;
  else if (ticketId !== null) body = <TicketThread key={ticketId} ticketID={ticketId} />;
  else if (params.has('new')) body = <TicketForm />;
  else body = <TicketList />;
  return (
    <>
      <PageHeader title={t('title')} />
      {body}
    </>
  );
}
