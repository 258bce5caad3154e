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

/** 'Geri dönmek istiyorum': the return after an exclusion; the account opens after the cooling-off. */
function ReturnButton({ variant }: { variant: 'primary' | 'outline' }) {
  const { t } = useTranslation('protection');
  const lang = useAppStore((state) => state.language);
  const ask = useProtectionChange('protection.request_return');
  const onClick = () =>
    ask.mutate(
      {},
      {
        onSuccess: (settings) => {
          const at = settings.Exclusion?.ReturnAt;
          notify.positive(
            at ? t('exclusion.returnAt', { date: formatTransactionTime(at, lang) }) : t('exclusion.returnDone'),
          );
        },
      },
    );
  return (
    <Button variant={variant} size="compact" className="self-start" disabled={ask.isPending} onClick={onClick}>
      {ask.isPending ? <Spinner className="h-4 w-4" /> : null}
      {t('exclusion.return')}
    </Button>
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
      {settings.Closed ? (
        <StatusBanner icon={DoorClosed} title={t('closure.closedTitle')} testId="closed-banner">
          <p>{t('closure.closedText')}</p>
          <Link
            to={`${paths.paymentActions.getHref()}?tab=withdraw`}
            className={buttonClasses('outline', 'compact', 'self-start')}
          >
            {t('closure.withdraw')}
          </Link>
        </StatusBanner>
      ) : null}
      {settings.Exclusion ? <ExclusionBanner exclusion={settings.Exclusion} now={now} /> : null}
      {timeoutRunning && settings.TimeoutUntil ? (
        <StatusBanner icon={CirclePause} title={t('timeout.activeTitle')} testId="timeout-banner">
          <p>{t('timeout.activeText', { date: formatTransactionTime(settings.TimeoutUntil, lang) })}</p>
        </StatusBanner>
      ) : null}
    </>
  );
}
