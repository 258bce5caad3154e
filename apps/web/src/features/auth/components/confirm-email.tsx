import { useQuery } from '@tanstack/react-query';
import { CircleCheck, MailX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { LoadingMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { callErrorMessage } from '@/lib/api-client';
import { requestEmailConfirmation } from '../api/register';
import { AuthCard } from './auth-card';

/** A mailed token: 64 hex characters (the server's rule). */
const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

/**
 * /register-account-confirm?token=…: confirms once on arrival. A query (not an effect) so that
 * the single-use token is sent once even when React renders twice.
 */
export function ConfirmEmail() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const wellFormed = TOKEN_PATTERN.test(token);
  const confirmation = useQuery({
    queryKey: ['auth', 'confirm-email', token],
    queryFn: async () => {
      try {
        const answer = await requestEmailConfirmation(token);
        return { ok: answer.result, message: answer.message };
      } catch (error) {
        return { ok: false, message: callErrorMessage(error, null) };
      }
    },
    enabled: wellFormed,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

  if (wellFormed && confirmation.isPending) {
    return (
      <AuthCard icon={MailX} title={t('confirm.title')}>
        <LoadingMessage text={t('confirm.checking')} />
      </AuthCard>
    );
  }
  const result = wellFormed ? confirmation.data : { ok: false, message: t('errors.tokenInvalid') };
  if (result?.ok) {
    return (
      <AuthCard icon={CircleCheck} title={t('confirm.doneTitle')}>
        <div className="flex flex-col gap-4 text-center">
          <p role="status" className="text-sm leading-relaxed">
            {result.message}
          </p>
          <Link to={paths.login.getHref()} className={buttonClasses('primary', 'lg', 'w-full')}>
            {t('confirm.login')}
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard icon={MailX} title={t('confirm.failedTitle')}>
      <div className="flex flex-col gap-4 text-center">
        <p role="alert" className="text-sm font-medium text-danger">
          {result?.message ?? t('errors.tokenInvalid')}
        </p>
        <Link to={paths.login.getHref()} className={buttonClasses('primary', 'lg', 'w-full')}>
          {t('confirm.login')}
        </Link>
        <Link to={paths.home.getHref()} className={buttonClasses('ghost', 'md', 'w-full')}>
          {t('common.backHome')}
        </Link>
      </div>
    </AuthCard>
  );
}
