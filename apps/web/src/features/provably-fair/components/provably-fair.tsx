import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppStore } from '@/stores/app-store';
import { ManualVerifier } from './manual-verifier';
import { RoundVerifier } from './round-verifier';
import type { FindVerifierGame } from './verifier-game';

/** `?round=` is one of our round ids: a positive integer. */
function parseRoundID(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

const STEPS = ['verifier.how1', 'verifier.how2', 'verifier.how3', 'verifier.how4'] as const;

/** The method in plain words, the player's round (with `?round=`), and the form for any round. */
export function ProvablyFair({ findGame }: { findGame: FindVerifierGame }) {
  const { t } = useTranslation('studio');
  const [search] = useSearchParams();
  const roundID = parseRoundID(search.get('round'));
  const isLoggedIn = useAppStore((state) => state.isLoggedIn);
  return (
    <div className="space-y-5">
      {roundID !== null ? (
        isLoggedIn ? (
          <RoundVerifier roundID={roundID} findGame={findGame} />
        ) : (
          <p className="rounded-2xl border border-line bg-surface p-4 text-sm">{t('verifier.loginNeeded')}</p>
        )
      ) : null}
      <section className="rounded-2xl bg-gradient-to-br from-hero-from to-hero-to p-4 text-white shadow-md">
        <h2 className="mb-2 flex items-center gap-2 text-lg font-bold">
          <ShieldCheck aria-hidden="true" className="h-5 w-5" />
          {t('verifier.howTitle')}
        </h2>
        <ol className="space-y-2 text-sm leading-relaxed">
          {STEPS.map((key, index) => (
            <li key={key} className="flex gap-2">
              <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-white/20 text-xs font-black">
                {index + 1}
              </span>
              <span>{t(key)}</span>
            </li>
          ))}
        </ol>
      </section>
      <ManualVerifier findGame={findGame} />
    </div>
  );
}
