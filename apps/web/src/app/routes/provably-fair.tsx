import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { LoadingMessage } from '@/components/ui/status-message';
import { ProvablyFair } from '@/features/provably-fair/components/provably-fair';
import type { FindVerifierGame } from '@/features/provably-fair/components/verifier-game';
import { loadGame } from '@/features/studio/engines/load-engine';

/** The verifier gets the studio's engines and boards from here: features never import each other. */
const findGame: FindVerifierGame = async (code) => {
  const game = await loadGame(code);
  return game ? { engine: game.studio.engine, variant: game.variant, Snapshot: game.studio.Snapshot } : null;
};

function ProvablyFairContent() {
  const { t } = useTranslation('studio');
  return (
    <>
      <PageHeader title={t('verifier.title')} subtitle={t('verifier.lead')} />
      <ProvablyFair findGame={findGame} />
    </>
  );
}

/** /provably-fair, public: the method, the verifier of the player's rounds, a form for any round. */
export function ProvablyFairPage() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<LoadingMessage text={t('common.loading')} />}>
      <ProvablyFairContent />
    </Suspense>
  );
}
