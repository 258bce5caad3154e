import { Gift, TrendingUp, Trophy } from 'lucide-react';
import { UpcomingPage } from './upcoming-page';

export function TournamentsPage() {
  return <UpcomingPage pageKey="tournaments" icon={Trophy} />;
}

export function PromotionsPage() {
  return <UpcomingPage pageKey="promotions" icon={Gift} />;
}

export function HighEarningsPage() {
  return <UpcomingPage pageKey="highEarnings" icon={TrendingUp} />;
}
