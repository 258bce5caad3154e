import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingMessage } from '@/components/ui/status-message';
import { ConfirmEmail } from '@/features/auth/components/confirm-email';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterForm } from '@/features/auth/components/register-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/* Standalone account pages (section 2): no main layout, no login needed. */

/** The pages' texts are their own chunk (i18n `account` namespace): a quiet wait on first visit. */
function AuthPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<LoadingMessage text={t('common.loading')} />}>{children}</Suspense>;
}

export function LoginPage() {
  return (
    <AuthPage>
      <LoginForm />
    </AuthPage>
  );
}
export function ForgotPasswordPage() {
  return (
    <AuthPage>
      <ForgotPasswordForm />
    </AuthPage>
  );
}
export function AccountResetPage() {
  return (
    <AuthPage>
      <ResetPasswordForm />
    </AuthPage>
  );
}
export function RegisterPage() {
  return (
    <AuthPage>
      <RegisterForm />
    </AuthPage>
  );
}
export function RegisterAccountConfirmPage() {
  return (
    <AuthPage>
      <ConfirmEmail />
    </AuthPage>
  );
}
