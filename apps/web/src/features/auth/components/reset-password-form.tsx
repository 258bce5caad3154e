import { useMutation, useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { FormAlert, FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isStrongPassword } from '@bnw/contract/constants';
import { callErrorMessage } from '@/lib/api-client';
import { fetchResetLinkStatus, requestPasswordReset } from '../api/password-recovery';
import { AuthCard } from './auth-card';

const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

/** A link that cannot set a password: why, and the way to a new one. */
function UnusableLink({ text }: { text: string }) {
  const { t } = useTranslation('account');
  return (
    <AuthCard icon={KeyRound} title={t('reset.title')}>
      <div className="flex flex-col gap-4 text-center">
        <p role="alert" className="text-sm font-medium text-danger">
          {text}
        </p>
        <Link to={paths.forgotPassword.getHref()} className={buttonClasses('primary', 'lg', 'w-full')}>
          {t('reset.newLink')}
        </Link>
      </div>
    </AuthCard>
  );
}

/** /account_reset?token=…: the link is asked about first; then the new password twice; on success the notice and /login. */
export function ResetPasswordForm() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const reset = useMutation({
    mutationKey: ['auth', 'pass_reset'],
    mutationFn: () => requestPasswordReset(token, password, confirm),
    onSuccess: (answer) => {
      if (answer.result) void navigate(paths.login.getHref());
      else setFormError(answer.message);
    },
    onError: (error) => setFormError(callErrorMessage(error)),
  });

  const wellFormed = TOKEN_PATTERN.test(token);
  // A used or expired link says so when its page opens, not after the player typed a password
  // twice. A check that fails (offline, too many attempts) leaves the form: its submit will tell.
  const link = useQuery({
    queryKey: ['auth', 'reset-link', token],
    queryFn: () => fetchResetLinkStatus(token),
    enabled: wellFormed,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

  if (!wellFormed) return <UnusableLink text={t('errors.tokenInvalid')} />;
  if (link.isPending) {
    return (
      <AuthCard icon={KeyRound} title={t('reset.title')}>
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted">
          <Spinner />
          {t('reset.checking')}
        </p>
      </AuthCard>
    );
  }
  if (link.data === 'used') return <UnusableLink text={t('errors.linkUsed')} />;
  if (link.data === 'expired') return <UnusableLink text={t('errors.linkExpired')} />;
  if (link.data === 'unknown') return <UnusableLink text={t('errors.tokenInvalid')} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const next: typeof errors = {};
    if (!isStrongPassword(password)) next.password = t('errors.passwordWeak');
    else if (password !== confirm) next.confirm = t('errors.passwordMismatch');
    setErrors(next);
    if (Object.keys(next).length === 0 && !reset.isPending) reset.mutate();
  };
  return (
    <AuthCard icon={KeyRound} title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert message={formError} />
        <FormField label={t('reset.password')} error={errors.password} hint={t('form.passwordRule')}>
          {(control) => (
            <PasswordInput
              {...control}
              name="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('reset.passwordConfirm')} error={errors.confirm}>
          {(control) => (
            <PasswordInput
              {...control}
              name="password_confirm"
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
            />
          )}
        </FormField>
        <button type="submit" disabled={reset.isPending} className={buttonClasses('primary', 'lg', 'w-full')}>
          {reset.isPending ? <Spinner /> : null}
          {t('reset.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
