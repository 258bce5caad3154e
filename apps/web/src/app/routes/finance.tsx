import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { BankingPage } from '@/features/finance/components/banking-page';
import { LoginPrompt } from '@/features/finance/components/login-prompt';
import { NotificationsList } from '@/features/finance/components/notifications-list';
import { PaymentActions } from '@/features/finance/components/payment-actions';
import { TransactionHistory } from '@/features/finance/components/transaction-history';
import { useAppStore } from '@/stores/app-store';

/*
 * The money pages (section 2): payment actions, a new bank account, the finance and account
 * histories, and the notifications. All but /notifications are login-required routes; the
 * guard already sent visitors without a stored session to /login, but a stored auth record
 * alone is not a logged-in player, so each page still says so instead of showing nothing.
 */

function PlayerOnly({ children, text }: { children: ReactNode; text?: string }) {
  const { t } = useTranslation('finance');
  const isLoggedIn = useAppStore((state) => state.isLoggedIn);
  return isLoggedIn ? children : <LoginPrompt text={text ?? t('loginPrompt.generic')} />;
}

export function PaymentActionsPage() {
  const { t } = useTranslation('finance');
  return (
    <>
      <PageHeader title={t('actions.title')} />
      <PlayerOnly>
        <PaymentActions />
      </PlayerOnly>
    </>
  );
}

export function BankingNewPage() {
  const { t } = useTranslation('finance');
  const { type = '' } = useParams();
  return (
    <>
      <PageHeader title={t('banking.title')} />
      <PlayerOnly>
        <BankingPage type={type} />
      </PlayerOnly>
    </>
  );
}

export function FinanceHistoryPage() {
  const { t } = useTranslation('finance');
  return (
    <>
      <PageHeader title={t('history.financeTitle')} />
      <PlayerOnly>
        <TransactionHistory scope="finance" />
      </PlayerOnly>
    </>
  );
}

export function AccountHistoryPage() {
  const { t } = useTranslation('finance');
  return (
    <>
      <PageHeader title={t('history.accountTitle')} />
      <PlayerOnly>
        <TransactionHistory scope="account" />
      </PlayerOnly>
    </>
  );
}

/** A public route whose list needs a login (section 9's notifications rule). */
export function NotificationsPage() {
  const { t } = useTranslation('finance');
  return (
    <>
      <PageHeader title={t('notifications.title')} />
      <PlayerOnly text={t('loginPrompt.notifications')}>
        <p className="-mt-3 mb-4 text-sm text-muted">{t('notifications.intro')}</p>
        <NotificationsList />
      </PlayerOnly>
    </>
  );
}
