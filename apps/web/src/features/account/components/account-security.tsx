import { ChevronRight, KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import { useAppStore } from '@/stores/app-store';
import { PasswordChangeForm } from './password-change-form';
import { RecentLogins } from './recent-logins';

/** /account-security: the password, two-step verification, recent logins and other sessions. */
export function AccountSecurity() {
  const { t } = useTranslation('account');
  const otpStatus = useAppStore((state) => state.otpStatus);
  return (
    <>
      <PageHeader title={t('security.title')} subtitle={t('security.subtitle')} />
      <div className="flex flex-col gap-5">
        <PasswordChangeForm />
        <Link
          to={paths.googleAuth.getHref()}
          className="flex items-center gap-3 rounded-3xl border border-line bg-surface p-5 shadow-sm hover:bg-surface-2"
        >
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-surface-2 text-primary">
            <KeyRound aria-hidden="true" className="h-6 w-6" />
          </span>
          <span className="flex min-w-0 flex-col">
            <span className="text-base font-bold">{t('security.twoFactorTitle')}</span>
            <span className="text-sm text-muted">
              {otpStatus ? t('security.twoFactorOn') : t('security.twoFactorOff')}
            </span>
          </span>
          <ChevronRight aria-hidden="true" className="ml-auto h-5 w-5 shrink-0 text-muted" />
        </Link>
        <RecentLogins />
      </div>
    </>
  );
}
