import type { BonusOffer } from '@bnw/contract';
import { Gift } from 'lucide-react';
import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { LoginPrompt } from '@/components/ui/login-prompt';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useAppStore } from '@/stores/app-store';
import { useClaimBonus } from '../api/bonus-actions';
import { contributionsText, formatTermAmount, offerHeadline, offerRules } from '../utils/bonus-terms';

/** The key terms at a glance: what it gives, the rules as chips, which games count. */
function OfferTerms({ offer }: { offer: BonusOffer }) {
  const { t } = useTranslation('bonuses');
  const contributions = contributionsText(offer.Contributions, t);
  return (
    <section aria-labelledby="promotion-bonus" className="rounded-xl border border-primary/40 bg-primary/5 p-4">
      <h3
        id="promotion-bonus"
        className="mb-1 flex items-center gap-1.5 text-sm font-bold uppercase tracking-wide text-primary"
      >
        <Gift aria-hidden="true" className="h-4 w-4" />
        {t('offer.heading')}
      </h3>
      <p className="text-base font-bold leading-snug">{offerHeadline(offer, t)}</p>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {offerRules(offer, t).map((rule) => (
          <li key={rule} className="rounded-full border border-line bg-surface px-2.5 py-1 text-xs font-medium">
            {rule}
          </li>
        ))}
      </ul>
      {contributions ? (
        <p className="mt-2 text-xs text-muted">{t('offer.contributions', { list: contributions })}</p>
      ) : null}
    </section>
  );
}

/** "Bonusu Al": a claim, a notice saying what happens next, then the bonus's own page. */
function ClaimButton({ offer }: { offer: BonusOffer }) {
  const { t } = useTranslation('bonuses');
  const claim = useClaimBonus();
  const navigate = useNavigate();
  // A double tap lands twice before the button shows it is busy: the second claim was refused
  // ("already claimed") while the first one succeeded, and the player read both answers at once.
  const claiming = useRef(false);
  const onClaim = () => {
    if (claiming.current) return;
    claiming.current = true;
    claim.mutate(offer.OfferID, {
      onSettled: () => {
        claiming.current = false;
      },
      onSuccess: () => {
        notify.positive(
          offer.Kind === 'fixed'
            ? t('offer.claimedFixed', { amount: formatTermAmount(offer.FixedKurus) })
            : t('offer.claimedDeposit', { min: formatTermAmount(offer.MinDepositKurus) }),
        );
        void navigate(paths.bonusUsage.getHref());
      },
    });
  };
  const refusal = claim.error instanceof Error && !claim.isPending ? claim.error.message : null;
  return (
    <div className="flex flex-col gap-2">
      <Button size="lg" className="w-full" disabled={claim.isPending} onClick={onClaim}>
        {claim.isPending ? <Spinner className="h-4 w-4" /> : <Gift aria-hidden="true" className="h-5 w-5" />}
        {claim.isPending ? t('offer.claiming') : t('offer.claim')}
      </Button>
      {refusal ? <FieldError id={`bonus-claim-${offer.OfferID}`} message={refusal} /> : null}
    </div>
  );
}

function OfferPanel({ offer }: { offer: BonusOffer }) {
  const { t } = useTranslation('bonuses');
  const isLoggedIn = useAppStore((state) => state.isLoggedIn);
  return (
    <>
      <OfferTerms offer={offer} />
      {isLoggedIn ? (
        <ClaimButton offer={offer} />
      ) : (
        <LoginPrompt
          bare
          text={t('offer.loginText')}
          loginLabel={t('offer.login')}
          registerLabel={t('offer.register')}
        />
      )}
    </>
  );
}

/**
 * A promotion's bonus in its detail sheet (the promotions page passes it in: a feature does not
 * import another). Its texts are the lazy `bonuses` namespace: the sheet's other parts show
 * meanwhile.
 */
export function PromotionBonus({ offer }: { offer: BonusOffer }) {
  return (
    <Suspense fallback={<div aria-hidden="true" className="h-32 rounded-xl bg-surface-2" />}>
      <OfferPanel offer={offer} />
    </Suspense>
  );
}
