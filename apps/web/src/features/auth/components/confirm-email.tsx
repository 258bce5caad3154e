import { CircleCheck, MailX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { LoadingMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { useEmailConfirmation } from '../hooks/use-email-confirmation';
import { AuthCard } from './auth-card';
import { ResendConfirmationForm } from './resend-confirmation';

function LoginLink({ variant = 'primary' }: { variant?: 'primary' | 'outline' }) {
  const { t } = useTranslation('account');
  return (
    <Link to={paths.login.getHref()} className={buttonClasses(variant, 'lg', 'w-full')}>
      {t('confirm.login')}
    </Link>
  );
}

/**
 * The link did not confirm. A used or expired one (or a mangled one) can only be replaced: the
 * player asks a new link here instead of being stuck. The login stays: a used link may well be
 * one that already confirmed the account.
 */
function ConfirmationFailed({ message, linkDead }: { message: string; linkDead: boolean }) {
  const { t } = useTranslation('account');
  return (
    <AuthCard icon={MailX} title={t('confirm.failedTitle')}>
      <div className="flex flex-col gap-4 text-center">
        <p role="alert" className="text-sm font-medium text-danger">
          {message}
        </p>
        {linkDead ? <ResendConfirmationForm /> : null}
        <LoginLink variant={linkDead ? 'outline' : 'primary'} />
        <Link to={paths.home.getHref()} className={buttonClasses('ghost', 'md', 'w-full')}>
          {t('common.backHome')}
        </Link>
      </div>
    </AuthCard>
  );
}

/** /register-account-confirm?token=…: confirms once on arrival and says how it went. */
export function ConfirmEmail() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const confirmation = useEmailConfirmation(params.get('token') ?? '');
  if (confirmation.status === 'checking') {
    return (
      <AuthCard icon={MailX} title={t('confirm.title')}>
        <LoadingMessage text={t('confirm.checking')} />
      </AuthCard>
    );
  }
  if (confirmation.status === 'failed') return <ConfirmationFailed {...confirmation} />;
  return (
    <AuthCard icon={CircleCheck} title={t('confirm.doneTitle')}>
      <div className="flex flex-col gap-4 text-center">
        <p role="status" className="text-sm leading-relaxed">
          {confirmation.message}
        </p>
        <LoginLink />
      </div>
    </AuthCard>
  );
}
