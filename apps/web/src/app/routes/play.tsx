import { PlayScreen } from '@/features/play/components/play-screen';

/*
 * The game play pages (section 2), in the full-screen game layout. All three addresses show the
 * same screen: `type` decides the call, the third part is the virtual game's type (a provider
 * name after a slot's id is not needed: the id names the game).
 */

/** /play/{type}/{id} */
export function PlayPage() {
  return <PlayScreen />;
}

/** /play/{type}/{id}/{providerName or gamingType} */
export function PlayWithExtraPage() {
  return <PlayScreen />;
}

/** /play/{type}/{id}/{gamingType}/{providerName} */
export function PlayWithGamingTypeAndProviderPage() {
  return <PlayScreen />;
}
