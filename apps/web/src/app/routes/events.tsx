import { Gift, Trophy } from 'lucide-react';
import { UpcomingPage } from './upcoming-page';

export function TournamentsPage() {
  return <UpcomingPage pageKey="tournaments" icon={Trophy} />;
}

export function PromotionsPage() {
  return <UpcomingPage pageKey="promotions" icon={Gift} />;
}
