import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { FormField } from '@/components/ui/form-field';
import { OneTimeCodeInput, useOneTimeCodeForm } from '@/components/ui/one-time-code-input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { ErrorMessage, LoadingMessage } from '@/components/ui/status-message';
import { callErrorMessage } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';
import { accountKeys, useAccountUid } from '../api/account-keys';
import {
  type AuthenticatorOff,
  type AuthenticatorSetup as Setup,
  requestAuthenticatorCheck,
  requestAuthenticatorClear,
  requestAuthenticatorSetup,
  useAuthenticatorStatus,
} from '../api/authenticator';
import { groupSecret } from '../utils/display';

function Card({ children, labelledBy }: { children: ReactNode; labelledBy: string }) {
  return (
    <section
      aria-labelledby={labelledBy}
      className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-5 shadow-sm"
    >
      {children}
    </section>
  );
}

/** Refusals of the current password (contract codes 4115, 4124) show under it; the others under the code. */
const PASSWORD_REFUSALS: readonly number[] = [4115, 4124];

interface FieldErrors {
  password: string | null;
  code: string | null;
}
const NO_ERRORS: FieldErrors = { password: null, code: null };

function errorsOf(answer: { code: number; message: string }): FieldErrors {
  return PASSWORD_REFUSALS.includes(answer.code)
    ? { password: answer.message, code: null }
    : { password: null, code: answer.message };
}

/** The current password, asked before the second step changes: a session alone must not change it. */
function CurrentPasswordField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('account');
  return (
    <FormField label={t('googleAuth.password')} error={error}>
      {(control) => (
        <PasswordInput
          {...control}
          name="password"
          autoComplete="current-password"
          maxLength={128}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          showLabel={t('form.showPassword')}
          hideLabel={t('form.hidePassword')}
        />
      )}
    </FormField>
  );
}

/** The start of the set-up: the current password and a button. */
function StartForm({
  busy,
  error,
  onSubmit,
}: {
  busy: boolean;
  error: string | null;
  onSubmit: (password: string) => void;
}) {
  const { t } = useTranslation('account');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(password === '');
    if (password !== '' && !busy) onSubmit(password);
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <CurrentPasswordField
        value={password}
        error={missing ? t('googleAuth.passwordRequired') : error}
        onChange={setPassword}
      />
      <button type="submit" disabled={busy} className={buttonClasses('primary', 'lg', 'w-full')}>
        {busy ? <Spinner /> : null}
        {t('googleAuth.start')}
      </button>
    </form>
  );
}

/**
 * Six digits and a button that stays disabled until they are there (section 5); with
 * `withPassword`, the current password too (turning the second step off).
 */
function CodeForm({
  label,
  submitLabel,
  busy,
  errors,
  onSubmit,
  withPassword = false,
  danger = false,
}: {
  label: string;
  submitLabel: string;
  busy: boolean;
  errors: FieldErrors;
  onSubmit: (code: string, password: string) => void;
  withPassword?: boolean;
  danger?: boolean;
}) {
  const [password, setPassword] = useState('');
  const { code, setCode, valid, submit } = useOneTimeCodeForm((typed) => onSubmit(typed, password), busy);
  const ready = valid && (!withPassword || password !== '');
  return (
    <form
      noValidate
      onSubmit={(event) => (ready ? submit(event) : event.preventDefault())}
      className="flex flex-col gap-3"
    >
      {withPassword ? <CurrentPasswordField value={password} error={errors.password} onChange={setPassword} /> : null}
      <FormField label={label} error={errors.code}>
        {(control) => <OneTimeCodeInput {...control} name="ga_code" value={code} onValueChange={setCode} />}
      </FormField>
      <button
        type="submit"
        disabled={!ready || busy}
        className={buttonClasses(danger ? 'outline' : 'primary', 'lg', danger ? 'w-full text-danger' : 'w-full')}
      >
        {busy ? <Spinner /> : null}
        {submitLabel}
      </button>
    </form>
  );
}

/**
 * /google-auth: set-up (the current password, then the QR code, the secret and a confirmation
 * code) or, once on, turning it off with the current password and a code.
 */
export function AuthenticatorSetup() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const uid = useAccountUid();
  const setOtpStatus = useAppStore((state) => state.setOtpStatus);
  const status = useAuthenticatorStatus();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [errors, setErrors] = useState<FieldErrors>(NO_ERRORS);

  const refresh = async (enabled: boolean) => {
    setOtpStatus(enabled);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: accountKeys.authenticator(uid) }),
      queryClient.invalidateQueries({ queryKey: accountKeys.profile(uid) }),
    ]);
  };

  const generate = useMutation({
    mutationKey: ['account', 'user_generate_ga'],
    mutationFn: requestAuthenticatorSetup,
    onSuccess: (answer) => {
      setErrors(answer.result ? NO_ERRORS : { password: answer.message, code: null });
      if (answer.result) setSetup(answer.data);
      else void refresh(status.data?.enabled ?? false);
    },
    onError: (error) => void callErrorMessage(error),
  });
  const confirm = useMutation({
    mutationKey: ['account', 'check_ga'],
    mutationFn: requestAuthenticatorCheck,
    onSuccess: async (answer) => {
      if (!answer.result) {
        setErrors({ password: null, code: answer.message });
        return;
      }
      setSetup(null);
      setErrors(NO_ERRORS);
      await refresh(true);
    },
    onError: (error) => setErrors({ password: null, code: callErrorMessage(error) }),
  });
  const clear = useMutation({
    mutationKey: ['account', 'clear_generated_ga'],
    mutationFn: (off?: AuthenticatorOff) => requestAuthenticatorClear(off),
    onSuccess: async (answer) => {
      if (!answer.result) {
        setErrors(errorsOf(answer));
        return;
      }
      setSetup(null);
      setErrors(NO_ERRORS);
      await refresh(false);
    },
    onError: (error) => setErrors({ password: null, code: callErrorMessage(error) }),
  });

  let body: ReactNode;
  if (status.isPending) {
    body = <LoadingMessage text={t('googleAuth.loading')} />;
  } else if (status.isError) {
    body = (
      <ErrorMessage text={t('googleAuth.error')}>
        <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
          {t('common.retry')}
        </Button>
      </ErrorMessage>
    );
  } else if (status.data.enabled) {
    body = (
      <Card labelledBy="ga-on-title">
        <div className="flex items-center gap-3">
          <span className="flex h-11 w-11 items-center justify-center rounded-full bg-primary/15 text-primary">
            <ShieldCheck aria-hidden="true" className="h-6 w-6" />
          </span>
          <div>
            <h2 id="ga-on-title" className="text-lg font-bold">
              {t('googleAuth.onTitle')}
            </h2>
            <p className="text-sm text-muted">{t('googleAuth.onText')}</p>
          </div>
        </div>
        <div className="border-t border-line pt-4">
          <h3 className="mb-1 flex items-center gap-2 text-base font-bold">
            <ShieldOff aria-hidden="true" className="h-5 w-5 text-danger" />
            {t('googleAuth.offTitle')}
          </h3>
          <p className="mb-3 text-sm text-muted">{t('googleAuth.offText')}</p>
          <CodeForm
            label={t('googleAuth.code')}
            submitLabel={t('googleAuth.offSubmit')}
            busy={clear.isPending}
            errors={errors}
            withPassword
            danger
            onSubmit={(code, password) => clear.mutate({ code, password })}
          />
        </div>
      </Card>
    );
  } else if (setup) {
    body = (
      <Card labelledBy="ga-setup-title">
        <h2 id="ga-setup-title" className="text-lg font-bold">
          {t('googleAuth.setupTitle')}
        </h2>
        <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm">
          <li>{t('googleAuth.step1')}</li>
          <li>{t('googleAuth.step2')}</li>
          <li>{t('googleAuth.step3')}</li>
        </ol>
        <div className="flex justify-center">
          <img
            src={setup.qrDataUrl}
            alt={t('googleAuth.qrAlt')}
            width={208}
            height={208}
            className="h-52 w-52 rounded-2xl border border-line bg-white p-2"
          />
        </div>
        <div>
          <p className="text-sm font-semibold">{t('googleAuth.secretLabel')}</p>
          <p
            className="mt-1 select-all break-words rounded-xl bg-surface-2 px-3.5 py-3 text-center font-mono text-base font-bold tracking-wide"
            data-testid="ga-secret"
          >
            {groupSecret(setup.secret)}
          </p>
          <p className="mt-1 text-xs text-muted">{t('googleAuth.secretHint')}</p>
        </div>
        <CodeForm
          label={t('googleAuth.code')}
          submitLabel={t('googleAuth.confirm')}
          busy={confirm.isPending}
          errors={errors}
          onSubmit={(code) => confirm.mutate(code)}
        />
        <Button variant="ghost" disabled={clear.isPending} onClick={() => clear.mutate(undefined)}>
          {t('googleAuth.cancelSetup')}
        </Button>
      </Card>
    );
  } else {
    body = (
      <Card labelledBy="ga-off-title">
        <div className="flex items-center gap-3">
          <span className="flex h-11 w-11 items-center justify-center rounded-full bg-surface-2 text-primary">
            <KeyRound aria-hidden="true" className="h-6 w-6" />
          </span>
          <div>
            <h2 id="ga-off-title" className="text-lg font-bold">
              {t('googleAuth.introTitle')}
            </h2>
            <p className="text-sm text-muted">{t('googleAuth.introText')}</p>
          </div>
        </div>
        {status.data.pending ? (
          <p className="rounded-xl bg-surface-2 px-3.5 py-3 text-sm">{t('googleAuth.pendingText')}</p>
        ) : null}
        <p className="text-sm text-muted">{t('googleAuth.startText')}</p>
        <StartForm
          busy={generate.isPending}
          error={errors.password}
          onSubmit={(password) => generate.mutate(password)}
        />
      </Card>
    );
  }
  return (
    <>
      <PageHeader title={t('googleAuth.title')} subtitle={t('googleAuth.subtitle')} />
      {body}
    </>
  );
}
