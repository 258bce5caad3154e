import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { LoadingMessage } from '@/components/ui/status-message';
import { AccountSecurity } from '@/features/account/components/account-security';
import { AccountSettings } from '@/features/account/components/account-settings-form';
import { AuthenticatorSetup } from '@/features/account/components/authenticator-setup';
import { ProfileDetails } from '@/features/account/components/profile-details';
import { BonusHistory } from '@/features/bonuses/components/bonus-history';
import { BonusUsage } from '@/features/bonuses/components/bonus-usage';
import { ResponsibleGamingLink } from '@/features/protection/components/responsible-gaming-links';

/*
 * Login-required pages (section 2). The route guard sends players without a stored session to
 * /login and shows these pages only with a session.
 */

/** The account pages' texts are their own chunk (i18n `account` namespace): a quiet wait on first visit. */
function AccountPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<LoadingMessage text={t('common.loading')} />}>{children}</Suspense>;
}

export function ProfilePage() {
  return (
    <AccountPage>
      <ProfileDetails />
    </AccountPage>
  );
}
export function AccountSettingsPage() {
  return (
    <AccountPage>
      <AccountSettings />
      <ResponsibleGamingLink />
    </AccountPage>
  );
}
/** The bonus pages: the title at once, the content once the `bonuses` texts have arrived. */
function BonusPage({ pageKey, children }: { pageKey: 'bonusUsage' | 'bonusHistory'; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(`pages.${pageKey}.title`)} />
      <AccountPage>{children}</AccountPage>
    </>
  );
}

export function BonusUsagePage() {
  return (
    <BonusPage pageKey="bonusUsage">
      <BonusUsage />
    </BonusPage>
  );
}
export function AccountSecurityPage() {
  return (
    <AccountPage>
      <AccountSecurity />
    </AccountPage>
  );
}
export function GoogleAuthPage() {
  return (
    <AccountPage>
      <AuthenticatorSetup />
    </AccountPage>
  );
}
export function BonusHistoryPage() {
  return (
    <BonusPage pageKey="bonusHistory">
      <BonusHistory />
    </BonusPage>
  );
}
