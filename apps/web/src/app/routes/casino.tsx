import { Cherry, Dices, Spade, Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { UpcomingPage } from './upcoming-page';

export function SlotPage() {
  return <UpcomingPage pageKey="slot" icon={Cherry} />;
}

export function SlotCategoryPage() {
  const { t } = useTranslation();
  const { categoryID = '' } = useParams();
  return <UpcomingPage pageKey="slotCategory" icon={Cherry} subtitle={t('params.category', { id: categoryID })} />;
}

export function SlotProviderPage() {
  const { t } = useTranslation();
  const { providerID = '' } = useParams();
  return <UpcomingPage pageKey="slotProvider" icon={Cherry} subtitle={t('params.provider', { id: providerID })} />;
}

export function LivePage() {
  return <UpcomingPage pageKey="live" icon={Spade} />;
}

export function LiveCategoryPage() {
  const { t } = useTranslation();
  const { categoryID = '' } = useParams();
  return <UpcomingPage pageKey="liveCategory" icon={Spade} subtitle={t('params.category', { id: categoryID })} />;
}

export function LiveProviderPage() {
  const { t } = useTranslation();
  const { providerID = '' } = useParams();
  return <UpcomingPage pageKey="liveProvider" icon={Spade} subtitle={t('params.provider', { id: providerID })} />;
}

export function TombalaPage() {
  return <UpcomingPage pageKey="tombala" icon={Dices} />;
}

export function BetOnGamesPage() {
  return <UpcomingPage pageKey="betOnGames" icon={Ticket} />;
}
