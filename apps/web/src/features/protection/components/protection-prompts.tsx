import type { ProtectionSettings } from '@bnw/contract';
import { formatTry } from '@bnw/contract/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BottomSheet } from '@/components/ui/bottom-sheet';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { FieldError } from '@/components/ui/field-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { usePlayerUid } from '@/lib/session/player-uid';
import { formatTransactionTime } from '@/lib/turkish-time';
import { useAppStore } from '@/stores/app-store';
import { useProtectionChange } from '../api/protection-actions';
import { useProtectionSettings } from '../api/protection-settings';
import { isPutOff, putOff } from '../utils/put-off';
import { DepositLimitOffer } from './deposit-limit-offer';

/** Every 6 months: the limits in force, 'Limitlerim uygun' (protection.review_limits) or a way to change them. */
function LimitReview({ settings, onClose }: { settings: ProtectionSettings; onClose: () => void }) {
  const { t } = useTranslation('protection');
  const lang = useAppStore((state) => state.language);
  const review = useProtectionChange('protection.review_limits');
  const limits = settings.Limits.filter((limit) => limit.AmountKurus !== null);
  const confirm = () =>
    review.mutate(
      {},
      {
        onSuccess: () => {
          notify.positive(t('review.done'));
          onClose();
        },
      },
    );
  const refusal = review.error instanceof Error && !review.isPending ? review.error.message : null;
  return (
    <BottomSheet
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('review.title')}
      closeLabel={t('review.close')}
    >
      <div className="flex flex-col gap-3 text-sm leading-relaxed" data-testid="limit-review">
        <p>
          {settings.ReviewedAt
            ? t('review.text', { date: formatTransactionTime(settings.ReviewedAt, lang) })
            : t('review.textNever')}
        </p>
        <ul className="flex flex-col gap-1 rounded-xl bg-surface-2 px-3.5 py-3 tabular-nums">
          {limits.map((limit) => (
            <li key={`${limit.Kind}-${limit.Period}`}>
              {t('review.line', {
                period: t(`periods.${limit.Period}`),
                kind: t(`kindsLong.${limit.Kind}`),
                amount: formatTry(limit.AmountKurus ?? 0),
              })}
            </li>
          ))}
        </ul>
        <FieldError id="limit-review-error" message={refusal} />
        <div className="flex flex-col gap-2 pt-1">
          <Button size="lg" className="w-full" disabled={review.isPending} onClick={confirm}>
            {review.isPending ? <Spinner className="h-4 w-4" /> : null}
            {t('review.confirm')}
          </Button>
          <Link
            to={paths.responsibleGaming.getHref()}
            onClick={onClose}
            className={buttonClasses('outline', 'lg', 'w-full')}
          >
            {t('review.change')}
          </Link>
          <Button variant="ghost" size="lg" className="w-full" onClick={onClose}>
            {t('review.later')}
          </Button>
        </div>
      </div>
    </BottomSheet>
  );
}

/**
 * What player protection asks a signed-in player when they arrive (the main layout mounts it):
 * the offer of a deposit limit after registration, else the review of limits every 6 months. The
 * server says what is due (protection.get_settings); the deposit page asks its own offer.
 */
export function ProtectionPrompts() {
  const uid = usePlayerUid() ?? '';
  const { pathname } = useLocation();
  const settings = useProtectionSettings();
  const [, setClosed] = useState(0);
  const close = () => {
    putOff('arrival', uid);
    setClosed((count) => count + 1);
  };
  const prompt = arrivalPromptOf(settings, uid, pathname);
  useAnnouncedArrival(prompt);
  if (prompt === 'offer') return <DepositLimitOffer occasion="registration" open onClose={close} />;
  if (prompt === 'review' && settings.data) return <LimitReview settings={settings.data} onClose={close} />;
  return null;
}

type DuePrompt = 'offer' | 'review' | 'none' | 'waiting';

/** Which prompt is due now: 'waiting' while the settings are on their way. */
function arrivalPromptOf(settings: ReturnType<typeof useProtectionSettings>, uid: string, pathname: string): DuePrompt {
  const onOwnPage = pathname === paths.paymentActions.getHref() || pathname === paths.responsibleGaming.getHref();
  if (isPutOff('arrival', uid) || onOwnPage || settings.isError) return 'none';
  if (!settings.data) return 'waiting';
  if (settings.data.DepositLimitPrompt === 'registration') return 'offer';
  return settings.data.ReviewDue ? 'review' : 'none';
}

/** Tells the layout's other arrival notices (the operator's pop-up) to wait their turn. */
function useAnnouncedArrival(prompt: DuePrompt) {
  const setArrivalPrompt = useAppStore((state) => state.setArrivalPrompt);
  const state = prompt === 'waiting' ? 'undecided' : prompt === 'none' ? 'clear' : 'showing';
  useEffect(() => setArrivalPrompt(state), [setArrivalPrompt, state]);
  useEffect(() => () => setArrivalPrompt('undecided'), [setArrivalPrompt]);
}
