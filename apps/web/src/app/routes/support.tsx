import { SupportPage } from '@/features/support/components/support-page';

/** /tickets: the support area (docs/specification.md §10); public route, the tickets themselves need an account. */
export function TicketsPage() {
  return <SupportPage />;
}
