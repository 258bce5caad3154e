import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { ErrorMessage, LoadingMessage } from '@/components/ui/status-message';
import { useAuthenticatorStatus } from '../api/authenticator';
import { useAuthenticatorActions } from '../hooks/use-authenticator-actions';
import { SetupCard } from './authenticator-setup-card';
import { DisabledCard, EnabledCard } from './authenticator-status-cards';

/** The card for the status: on (turn it off), a set-up under way, or off (start one). */
function AuthenticatorBody({ enabled, pending }: { enabled: boolean; pending: boolean }) {
  const { setup, errors, generate, confirm, clear } = useAuthenticatorActions(enabled);
  if (enabled) return <EnabledCard errors={errors} busy={clear.isPending} onTurnOff={(off) => clear.mutate(off)} />;
  if (setup) {
    return (
      <SetupCard
        setup={setup}
        errors={errors}
        confirming={confirm.isPending}
        cancelling={clear.isPending}
        onConfirm={(code) => confirm.mutate(code)}
        onCancel={() => clear.mutate(undefined)}
      />
    );
  }
  return (
    <DisabledCard
      pending={pending}
      error={errors.password}
      busy={generate.isPending}
      onStart={(password) => generate.mutate(password)}
    />
  );
}

/**
 * /google-auth: set-up (the current password, then the secret and a confirmation code) or, once
 * on, turning it off with the current password and a code.
 */
export function AuthenticatorSetup() {
  const { t } = useTranslation('account');
  const status = useAuthenticatorStatus();
  return (
    <>
      <PageHeader title={t('googleAuth.title')} subtitle={t('googleAuth.subtitle')} />
      {status.isPending ? <LoadingMessage text={t('googleAuth.loading')} /> : null}
      {status.isError ? (
        <ErrorMessage text={t('googleAuth.error')} error={status.error}>
          <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
            {t('common.retry')}
          </Button>
        </ErrorMessage>
      ) : null}
      {status.isSuccess ? <AuthenticatorBody enabled={status.data.enabled} pending={status.data.pending} /> : null}
    </>
  );
}
