import type { ProtectionSettings } from '@bnw/contract';
import { CirclePause, DoorClosed, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { formatTransactionTime } from '@/lib/turkish-time';
import { useAppStore } from '@/stores/app-store';
import { useProtectionChange } from '../api/protection-actions';
import { exclusionState } from '../utils/protection-display';
import { StatusBanner } from './protection-ui';

type Exclusion = NonNullable<ProtectionSettings['Exclusion']>;
type Closure = NonNullable<ProtectionSettings['Closure']>;

/**
 * 'Geri dönmek istiyorum' after an exclusion, 'Hesabımı yeniden aç' on a closed account: the
 * account opens after the cooling-off, whose end the notice says.
 */
function ReturnButton({ variant, closure = false }: { variant: 'primary' | 'outline'; closure?: boolean }) {
  const { t } = useTranslation('protection');
  const lang = useAppStore((state) => state.language);
  const ask = useProtectionChange('protection.request_return');
  const onClick = () =>
    ask.mutate(
      {},
      {
        onSuccess: (settings) => {
          const at = closure ? settings.Closure?.ReturnAt : settings.Exclusion?.ReturnAt;
          const date = at ? formatTransactionTime(at, lang) : null;
          if (closure) notify.positive(date ? t('closure.reopenAt', { date }) : t('exclusion.returnDone'));
          else notify.positive(date ? t('exclusion.returnAt', { date }) : t('exclusion.returnDone'));
        },
      },
    );
  return (
    <Button variant={variant} size="compact" className="self-start" disabled={ask.isPending} onClick={onClick}>
      {ask.isPending ? <Spinner className="h-4 w-4" /> : null}
      {closure ? t('closure.reopen') : t('exclusion.return')}
    </Button>
  );
}

/**
 * A closed account: the balance stays withdrawable, and the player may ask to reopen it, which
 * opens it 24 hours later (a closure is not an exclusion; docs/decisions.md 29). During an
 * exclusion the exclusion's own banner says when a return may be asked.
 */
function ClosedBanner({ closure, excluded }: { closure: Closure; excluded: boolean }) {
  const { t } = useTranslation('protection');
  const lang = useAppStore((state) => state.language);
  return (
    <StatusBanner icon={DoorClosed} title={t('closure.closedTitle')} testId="closed-banner">
      <p>{t('closure.closedText')}</p>
      <Link
        to={`${paths.paymentActions.getHref()}?tab=withdraw`}
        className={buttonClasses('outline', 'compact', 'self-start')}
      >
        {t('closure.withdraw')}
      </Link>
      {closure.ReturnAt ? (
        <p>{t('closure.reopenAt', { date: formatTransactionTime(closure.ReturnAt, lang) })}</p>
      ) : excluded ? null : (
        <>
          <p>{t('closure.reopenText')}</p>
          <ReturnButton variant="outline" closure />
        </>
      )}
    </StatusBanner>
  );
}

/** An exclusion: running (to its end, or indefinite), over and waiting for a return, or returning. */
function ExclusionBanner({ exclusion, now }: { exclusion: Exclusion; now: number }) {
  const { t } = useTranslation('protection');
  const lang = useAppStore((state) => state.language);
  const state = exclusionState(exclusion, now);
  const date = (iso: string) => formatTransactionTime(iso, lang);
  if (state === 'returning') {
    return (
      <StatusBanner icon={UserX} title={t('exclusion.activeTitle')} testId="exclusion-banner">
        <p>
          {exclusion.ReturnAt ? t('exclusion.returnAt', { date: date(exclusion.ReturnAt) }) : t('exclusion.returnDone')}
        </p>
      </StatusBanner>
    );
  }
  if (state === 'ended' && exclusion.Until !== null) {
    return (
      <StatusBanner icon={UserX} title={t('exclusion.endedTitle')} testId="exclusion-banner">
        <p>{t('exclusion.endedText', { date: date(exclusion.Until) })}</p>
        <ReturnButton variant="primary" />
      </StatusBanner>
    );
  }
  return (
    <StatusBanner icon={UserX} title={t('exclusion.activeTitle')} testId="exclusion-banner">
      <p>
        {exclusion.Until === null
          ? t('exclusion.activeIndefinite')
          : t('exclusion.activeUntil', { date: date(exclusion.Until) })}
      </p>
      {exclusion.Until === null ? (
        <>
          <p>{t('exclusion.indefiniteReturn')}</p>
          {/* The server refuses a return before its first 6 months: the button shows when it would work. */}
          {Date.parse(exclusion.ReturnFrom) <= now ? (
            <ReturnButton variant="outline" />
          ) : (
            <p>{t('exclusion.returnFrom', { date: date(exclusion.ReturnFrom) })}</p>
          )}
        </>
      ) : null}
    </StatusBanner>
  );
}

/** What stands in the player's way now (`now`: when the settings were read): a time-out, an exclusion, a closed account. */
export function StatusBanners({
  settings,
  timeoutRunning,
  now,
}: {
  settings: ProtectionSettings;
  timeoutRunning: boolean;
  now: number;
}) {
  const { t } = useTranslation('protection');
  const lang = useAppStore((state) => state.language);
  return (
    <>
      {settings.Closure ? <ClosedBanner closure={settings.Closure} excluded={settings.Exclusion !== null} /> : null}
      {settings.Exclusion ? <ExclusionBanner exclusion={settings.Exclusion} now={now} /> : null}
      {timeoutRunning && settings.TimeoutUntil ? (
        <StatusBanner icon={CirclePause} title={t('timeout.activeTitle')} testId="timeout-banner">
          <p>{t('timeout.activeText', { date: formatTransactionTime(settings.TimeoutUntil, lang) })}</p>
        </StatusBanner>
      ) : null}
    </>
  );
}
