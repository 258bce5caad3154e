import { LIMITS } from '@bnw/contract/constants';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { NOTICE_TOASTER_ID, NOTIFICATION_TOASTER_ID, markToastersMounted } from '@/lib/notify';
import { useAppStore } from '@/stores/app-store';

/** Lifts notices above the bottom navigation on phones. */
const ABOVE_BOTTOM_NAV = { bottom: 84, right: 12, left: 12 };

/** Rendered after the toasters: its effect runs once theirs have subscribed. */
function MountedSignal() {
  useEffect(() => {
    markToastersMounted();
  }, []);
  return null;
}

/** Two toasters: notices bottom right (1500 ms), generic notifications bottom centre (5000 ms). */
export function NoticeToasters() {
  const { t } = useTranslation();
  const theme = useAppStore((state) => state.themeMode);
  return (
    <>
      <Toaster
        id={NOTICE_TOASTER_ID}
        position="bottom-right"
        duration={LIMITS.noticeMs}
        theme={theme}
        richColors
        closeButton
        mobileOffset={ABOVE_BOTTOM_NAV}
        containerAriaLabel={t('nav.notifications')}
        toastOptions={{ closeButtonAriaLabel: t('common.close') }}
      />
      <Toaster
        id={NOTIFICATION_TOASTER_ID}
        position="bottom-center"
        duration={LIMITS.genericNotificationMs}
        theme={theme}
        closeButton
        mobileOffset={ABOVE_BOTTOM_NAV}
        containerAriaLabel={t('nav.notifications')}
        toastOptions={{ closeButtonAriaLabel: t('common.close') }}
      />
      <MountedSignal />
    </>
  );
}
