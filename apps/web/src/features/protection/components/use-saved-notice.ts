import type { ProtectionSettings } from '@bnw/contract';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { formatTransactionTime } from '@/lib/turkish-time';
import { useAppStore } from '@/stores/app-store';

/**
 * What a saved change says, read from the server's answer: at once, or from the date its 24 hours
 * end. `pendingOf` picks the change's own pending entry out of the answer.
 */
export function useSavedNotice() {
  const { t } = useTranslation('protection');
  const lang = useAppStore((state) => state.language);
  return (settings: ProtectionSettings, pendingOf: (settings: ProtectionSettings) => { AppliesAt: string } | null) => {
    const pending = pendingOf(settings);
    notify.positive(
      pending ? t('saved.later', { date: formatTransactionTime(pending.AppliesAt, lang) }) : t('saved.now'),
    );
  };
}

/** After 'Vazgeç': the setting in force stays. */
export function useCancelledNotice() {
  const { t } = useTranslation('protection');
  return () => notify.positive(t('pending.cancelled'));
}
