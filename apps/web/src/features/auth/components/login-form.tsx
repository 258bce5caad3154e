import { FIELD_MAX_LENGTH } from '@bnw/contract/constants';
import { LogIn, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { FormAlert, FormField, inputClasses } from '@/components/ui/form-field';
import { OneTimeCodeInput, useOneTimeCodeForm } from '@/components/ui/one-time-code-input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useLoginFlow } from '../hooks/use-login-flow';
import { AuthCard } from './auth-card';

function CredentialsForm({
  busy,
  error,
  onSubmit,
}: {
  busy: boolean;
  error: string | null;
  onSubmit: (username: string, password: string) => void;
}) {
  const { t } = useTranslation('account');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ username?: boolean; password?: boolean }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { username: username.trim() === '', password: password === '' };
    setMissing(next);
    if (!next.username && !next.password) onSubmit(username, password);
  };
  return (
    <AuthCard icon={LogIn} title={t('login.title')} subtitle={t('login.subtitle')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert message={error} />
        <FormField label={t('login.username')} error={missing.username ? t('login.usernameRequired') : null}>
          {(control) => (
            <input
              {...control}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={FIELD_MAX_LENGTH.loginName}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              className={inputClasses(control['aria-invalid'])}
            />
          )}
        </FormField>
        <FormField label={t('login.password')} error={missing.password ? t('login.passwordRequired') : null}>
          {(control) => (
            <PasswordInput
              {...control}
              name="password"
              autoComplete="current-password"
              maxLength={FIELD_MAX_LENGTH.password}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              showLabel={t('form.showPassword')}
              hideLabel={t('form.hidePassword')}
            />
          )}
        </FormField>
        <div className="-mt-1 text-right">
          <Link to={paths.forgotPassword.getHref()} className="text-sm font-semibold text-primary hover:underline">
            {t('login.forgot')}
          </Link>
        </div>
        <button type="submit" disabled={busy} className={buttonClasses('primary', 'lg', 'w-full')}>
          {busy ? <Spinner /> : null}
          {t('login.submit')}
        </button>
        <p className="text-center text-sm text-muted">
          {t('login.noAccount')}{' '}
          <Link to={paths.register.getHref()} className="font-semibold text-primary hover:underline">
            {t('login.register')}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}

/** The second step (section 5): exactly six digits; OK stays disabled until then. */
export function CodeStepForm({
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  const { code, setCode, valid, submit } = useOneTimeCodeForm(onSubmit, busy);
  return (
    <AuthCard icon={ShieldCheck} title={t('twoFactor.title')} subtitle={t('twoFactor.subtitle')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormField label={t('twoFactor.code')} error={error} hint={t('twoFactor.hint')}>
          {(control) => <OneTimeCodeInput {...control} name="ga_code" autoFocus value={code} onValueChange={setCode} />}
        </FormField>
        <button type="submit" disabled={!valid || busy} className={buttonClasses('primary', 'lg', 'w-full')}>
          {busy ? <Spinner /> : null}
          {t('twoFactor.submit')}
        </button>
        <button type="button" onClick={onCancel} disabled={busy} className={buttonClasses('ghost', 'md', 'w-full')}>
          {t('twoFactor.cancel')}
        </button>
      </form>
    </AuthCard>
  );
}

/** /login: credentials, then the authenticator code when the account has one. */
export function LoginForm() {
  const flow = useLoginFlow();
  const { state } = flow;
  if (state.step === 'code') {
    return <CodeStepForm busy={state.busy} error={state.error} onSubmit={flow.submitCode} onCancel={flow.cancelCode} />;
  }
  if (state.step === 'done') return null;
  return <CredentialsForm busy={state.busy} error={state.error} onSubmit={flow.submitCredentials} />;
}
