import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { FormField } from '@/components/ui/form-field';
import { OneTimeCodeInput, useOneTimeCodeForm } from '@/components/ui/one-time-code-input';
import { Spinner } from '@/components/ui/spinner';
import { ErrorMessage, LoadingMessage } from '@/components/ui/status-message';
import { callErrorMessage } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';
import { accountKeys } from '../api/account-keys';
import {
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

/** Six digits and a button that stays disabled until they are there (section 5). */
function CodeForm({
  label,
  submitLabel,
  busy,
  error,
  onSubmit,
  danger = false,
}: {
  label: string;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
  danger?: boolean;
}) {
  const { code, setCode, valid, submit } = useOneTimeCodeForm(onSubmit, busy);
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <FormField label={label} error={error}>
        {(control) => <OneTimeCodeInput {...control} name="ga_code" value={code} onValueChange={setCode} />}
      </FormField>
      <button
        type="submit"
        disabled={!valid || busy}
        className={buttonClasses(danger ? 'outline' : 'primary', 'lg', danger ? 'w-full text-danger' : 'w-full')}
      >
        {busy ? <Spinner /> : null}
        {submitLabel}
      </button>
    </form>
  );
}

/** /google-auth: set-up (QR code, secret, confirmation code) or, once on, turning it off with a code. */
export function AuthenticatorSetup() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const uid = useAppStore((state) => state.userProfile?.uid ?? '');
  const setOtpStatus = useAppStore((state) => state.setOtpStatus);
  const status = useAuthenticatorStatus();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);

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
      setCodeError(null);
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
        setCodeError(answer.message);
        return;
      }
      setSetup(null);
      setCodeError(null);
      await refresh(true);
    },
    onError: (error) => setCodeError(callErrorMessage(error)),
  });
  const clear = useMutation({
    mutationKey: ['account', 'clear_generated_ga'],
    mutationFn: (code?: string) => requestAuthenticatorClear(code),
    onSuccess: async (answer) => {
      if (!answer.result) {
        setCodeError(answer.message);
        return;
      }
      setSetup(null);
      setCodeError(null);
      await refresh(false);
    },
    onError: (error) => setCodeError(callErrorMessage(error)),
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
            error={codeError}
            danger
            onSubmit={(code) => clear.mutate(code)}
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
          error={codeError}
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
        <Button size="lg" className="w-full" disabled={generate.isPending} onClick={() => generate.mutate()}>
          {generate.isPending ? <Spinner /> : null}
          {t('googleAuth.start')}
        </Button>
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
