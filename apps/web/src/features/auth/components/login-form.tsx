import { LogIn, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { FormAlert, FormField } from '@/components/ui/form-field';
import { OneTimeCodeInput, useOneTimeCodeForm } from '@/components/ui/one-time-code-input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useLoginFlow } from '../hooks/use-login-flow';
import { AuthCard } from './auth-card';
import { AuthSwitch } from './auth-switch';
import { LoginNameField } from './login-name-field';
import { ResendConfirmationButton } from './resend-confirmation';

/** "Şifremi unuttum": a link of its own line, tall enough for a thumb (WCAG 2.5.8). */
function ForgotLink() {
  const { t } = useTranslation('account');
  return (
    <div className="-my-2 flex justify-end">
      <Link
        to={paths.forgotPassword.getHref()}
        className="inline-flex min-h-11 items-center px-1 text-sm font-semibold text-primary hover:underline"
      >
        {t('login.forgot')}
      </Link>
    </div>
  );
}

function CredentialsForm({
  busy,
  error,
  unconfirmed,
  onSubmit,
}: {
  busy: boolean;
  error: string | null;
  /** The refusal was an unconfirmed account: offer a new confirmation link. */
  unconfirmed: boolean;
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
        {unconfirmed ? <ResendConfirmationButton login={username} /> : null}
        <LoginNameField
          label={t('login.username')}
          name="username"
          error={missing.username ? t('login.usernameRequired') : null}
          value={username}
          onChange={setUsername}
        />
        <FormField label={t('login.password')} error={missing.password ? t('login.passwordRequired') : null}>
          {(control) => (
            <PasswordInput
              {...control}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </FormField>
        <ForgotLink />
        <button type="submit" disabled={busy} className={buttonClasses('primary', 'lg', 'w-full')}>
          {busy ? <Spinner /> : null}
          {t('login.submit')}
        </button>
        <AuthSwitch question={t('login.noAccount')} linkLabel={t('login.register')} to={paths.register.getHref()} />
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
  return (
    <CredentialsForm
      busy={state.busy}
      error={state.error}
      unconfirmed={state.unconfirmed}
      onSubmit={flow.submitCredentials}
    />
  );
}
