import { Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { UpcomingPage } from './upcoming-page';

/** Names the game the address points at, so the player sees the link was understood. */
function PlaySubtitle() {
  const { t } = useTranslation();
  const { type = '', id = '' } = useParams();
  return (
    <>
      {t('params.type', { type })} · {t('params.game', { id })}
    </>
  );
}

/** /play/{type}/{id} */
export function PlayPage() {
  return <UpcomingPage pageKey="play" icon={Gamepad2} subtitle={<PlaySubtitle />} />;
}

/** /play/{type}/{id}/{providerName or gamingType} */
export function PlayWithExtraPage() {
  return <UpcomingPage pageKey="play" icon={Gamepad2} subtitle={<PlaySubtitle />} />;
}

/** /play/{type}/{id}/{gamingType}/{providerName} */
export function PlayWithGamingTypeAndProviderPage() {
  return <UpcomingPage pageKey="play" icon={Gamepad2} subtitle={<PlaySubtitle />} />;
}
