import { LifeBuoy } from 'lucide-react';
import { UpcomingPage } from './upcoming-page';

/** /tickets: the support area (docs/specification.md §10); public route, the tickets themselves need an account. */
export function TicketsPage() {
  return <UpcomingPage pageKey="tickets" icon={LifeBuoy} />;
}
