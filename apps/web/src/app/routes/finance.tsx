import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { LoginPrompt } from '@/components/ui/login-prompt';
import { BankingPage } from '@/features/finance/components/banking-page';
import { NotificationsList } from '@/features/finance/components/notifications-list';
import { PaymentActions } from '@/features/finance/components/payment-actions';
import { TransactionHistory } from '@/features/finance/components/transaction-history';
import { MassMessages } from '@/features/messages/components/mass-messages';
import { DepositLimitsNote } from '@/features/protection/components/responsible-gaming-links';
import { SupportNotices } from '@/features/support/components/support-notices';
import { useAppStore } from '@/stores/app-store';

/*
 * The money pages (section 2): payment actions, a new bank account, the finance and account
 * histories, and the notifications. All but /notifications are login-required routes, which the
 * route guard shows only with a session.
 */

export function PaymentActionsPage() {
  const { t } = useTranslation('finance');
  return (
    <>
      <PageHeader title={t('actions.title')} />
      <PaymentActions depositNote={<DepositLimitsNote />} />
    </>
  );
}

export function BankingNewPage() {
  const { t } = useTranslation('finance');
  const { type = '' } = useParams();
  return (
    <>
      <PageHeader title={t('banking.title')} />
      <BankingPage type={type} />
    </>
  );
}

export function FinanceHistoryPage() {
  const { t } = useTranslation('finance');
  return (
    <>
      <PageHeader title={t('history.financeTitle')} />
      <TransactionHistory scope="finance" />
    </>
  );
}

export function AccountHistoryPage() {
  const { t } = useTranslation('finance');
  return (
    <>
      <PageHeader title={t('history.accountTitle')} />
      <TransactionHistory scope="account" />
    </>
  );
}

/**
 * A public route whose lists need a login: the operator's messages (crm.list_mass_messages), then
 * the settled payments of section 9's notifications rule.
 */
export function NotificationsPage() {
  const { t } = useTranslation('finance');
  const { t: tContent } = useTranslation('content');
  const isLoggedIn = useAppStore((state) => state.isLoggedIn);
  return (
    <>
      <PageHeader title={t('notifications.title')} />
      {isLoggedIn ? (
        <>
          <SupportNotices />
          <MassMessages />
          <section aria-labelledby="payment-notifications-title">
            <h2 id="payment-notifications-title" className="mb-1 text-lg font-bold">
              {tContent('messages.paymentsTitle')}
            </h2>
            <p className="mb-3 text-sm text-muted">{t('notifications.intro')}</p>
            <NotificationsList />
          </section>
        </>
      ) : (
        <LoginPrompt
          title={t('loginPrompt.title')}
          text={t('loginPrompt.notifications')}
          loginLabel={t('loginPrompt.login')}
          registerLabel={t('loginPrompt.register')}
        />
      )}
    </>
  );
}
