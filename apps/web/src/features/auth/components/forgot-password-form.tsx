import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { callErrorMessage } from '@/lib/api-client';
import { requestResetMail } from '../api/password-recovery';
import { AuthCard } from './auth-card';
import { LoginNameField } from './login-name-field';

/** /forgot-password: username or e-mail; on success the notice says the mail is on its way and the page goes to /login. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [login, setLogin] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const forgot = useMutation({
    mutationKey: ['auth', 'forgot'],
    mutationFn: requestResetMail,
    onSuccess: (answer) => {
      if (answer.result) void navigate(paths.login.getHref());
      else setFormError(answer.message);
    },
    onError: (error) => setFormError(callErrorMessage(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (login.trim().length < 3) {
      setFieldError(t('forgot.loginRequired'));
      return;
    }
    setFieldError(null);
    if (!forgot.isPending) forgot.mutate(login);
  };
  return (
    <AuthCard icon={KeyRound} title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert message={formError} />
        <LoginNameField label={t('forgot.login')} name="email" error={fieldError} value={login} onChange={setLogin} />
        <button type="submit" disabled={forgot.isPending} className={buttonClasses('primary', 'lg', 'w-full')}>
          {forgot.isPending ? <Spinner /> : null}
          {t('forgot.submit')}
        </button>
        <Link to={paths.login.getHref()} className={buttonClasses('ghost', 'md', 'w-full')}>
          {t('forgot.back')}
        </Link>
      </form>
    </AuthCard>
  );
}
