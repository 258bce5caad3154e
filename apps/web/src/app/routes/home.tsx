import { DeferredTopWins } from '@/features/high-earnings';
import { DeferredVirtualGames } from '@/features/home/components/deferred-virtual-games';
import { InfoLinks } from '@/features/home/components/info-links';
import { HomeHero } from '@/features/home/components/home-hero';
import { SectionTiles } from '@/features/home/components/section-tiles';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function HomePage() {
  useDocumentTitle(null);
  return (
    <div className="space-y-7">
      <HomeHero />
      <SectionTiles />
      <DeferredTopWins />
      <DeferredVirtualGames />
      <InfoLinks />
    </div>
  );
}
