import type { TombalaRound } from '@bnw/contract';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The round's seed hash (published while cards are sold), its seed once over, and how to check them. */
export function Fairness({ round }: { round: TombalaRound }) {
  const { t } = useTranslation('tombala');
  return (
    <section className="rounded-2xl bg-surface p-3 text-xs ring-1 ring-line">
      <h2 className="mb-2 flex items-center gap-1.5 text-sm font-bold">
        <ShieldCheck aria-hidden="true" className="h-4 w-4 text-emerald-600" />
        {t('fair.title')}
      </h2>
      <dl className="space-y-1.5">
        <div>
          <dt className="text-muted">{t('fair.hash')}</dt>
          <dd className="break-all font-mono" data-testid="seed-hash">
            {round.serverSeedHash}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('fair.seed')}</dt>
          <dd className="break-all font-mono" data-testid="server-seed">
            {round.serverSeed ?? t('fair.seedLater')}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('fair.publicSeed')}</dt>
          <dd className="font-mono">{round.publicSeed}</dd>
        </div>
      </dl>
      <p className="mt-2 text-muted">{t('fair.how', { publicSeed: round.publicSeed, roundNo: round.roundNo })}</p>
      <Link to={paths.provablyFair.getHref()} className="mt-1 inline-block font-bold text-primary underline">
        {t('fair.link')}
      </Link>
    </section>
  );
}
