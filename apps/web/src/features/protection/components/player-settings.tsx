import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorMessage, LoadingMessage } from '@/components/ui/status-message';
import { useProtectionSettings } from '../api/protection-settings';
import { exclusionState, timeoutRunning } from '../utils/protection-display';
import { PlayTimeCard, RealityCheckCard } from './interval-cards';
import { LimitsCard } from './limits-card';
import { ClosureCard, ExclusionCard, TimeoutCard } from './restriction-cards';
import { StatusBanners } from './status-banners';

/**
 * A logged-in player's settings: what restricts them now, then limits, reality check, daily play
 * time, time-out, exclusion and closure. A time-out is not offered during an exclusion or on a
 * closed account (both already block more); the closure not once the account is closed.
 */
export function PlayerSettings() {
  const { t } = useTranslation('protection');
  const settings = useProtectionSettings();
  if (settings.isPending) return <LoadingMessage text={t('page.loading')} />;
  if (settings.data === undefined) {
    return (
      <ErrorMessage text={t('page.loadFailed')} error={settings.error}>
        <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
          {t('common.retry', { ns: 'translation' })}
        </Button>
      </ErrorMessage>
    );
  }
  const data = settings.data;
  // The settings as of their answer: a time-out or an exclusion that ends meanwhile shows until the next fetch.
  const now = settings.dataUpdatedAt;
  const onTimeout = timeoutRunning(data, now);
  const excluded = data.Exclusion !== null && exclusionState(data.Exclusion, now) !== 'returning';
  return (
    <div className="flex flex-col gap-4">
      <StatusBanners settings={data} timeoutRunning={onTimeout} now={now} />
      <LimitsCard limits={data.Limits} />
      <RealityCheckCard setting={data.RealityCheck} />
      <PlayTimeCard setting={data.SessionLimit} today={data.Today} />
      {excluded || data.Closed ? null : <TimeoutCard timeoutUntil={onTimeout ? data.TimeoutUntil : null} />}
      <ExclusionCard excluded={excluded} />
      {data.Closed ? null : <ClosureCard />}
    </div>
  );
}
