import { MailPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { type ResendOutcome, useResendConfirmation } from '../hooks/use-resend-confirmation';
import { LoginNameField } from './login-name-field';

function OutcomeText({ outcome }: { outcome: ResendOutcome }) {
  return outcome.ok ? (
    <p role="status" className="rounded-xl bg-surface-2 px-3.5 py-3 text-sm leading-relaxed">
      {outcome.message}
    </p>
  ) : (
    <p role="alert" className="text-sm font-medium text-danger">
      {outcome.message}
    </p>
  );
}

/** Outline under the login's refusal (the login stays the main action); primary on a dead link's page. */
function SendButton({ pending, onClick }: { pending: boolean; onClick?: () => void }) {
  const { t } = useTranslation('account');
  return (
    <button
      type={onClick ? 'button' : 'submit'}
      disabled={pending}
      onClick={onClick}
      className={buttonClasses(onClick ? 'outline' : 'primary', 'md', 'w-full')}
    >
      {pending ? <Spinner /> : <MailPlus aria-hidden="true" className="h-5 w-5" />}
      {t('resend.button')}
    </button>
  );
}

/**
 * Under the login's refusal of an unconfirmed account: a new link for the name just typed. Once
 * sent, the button gives way to the answer: a second link would void the first, and the player
 * would open the older mail first.
 */
export function ResendConfirmationButton({ login }: { login: string }) {
  const { outcome, pending, send } = useResendConfirmation();
  if (outcome?.ok) return <OutcomeText outcome={outcome} />;
  return (
    <div className="flex flex-col gap-2">
      <SendButton pending={pending} onClick={() => send(login)} />
      {outcome ? <OutcomeText outcome={outcome} /> : null}
    </div>
  );
}

/** On a confirmation link that no longer works: the username or e-mail address, then a new link. */
export function ResendConfirmationForm() {
  const { t } = useTranslation('account');
  const { outcome, pending, send } = useResendConfirmation();
  const [login, setLogin] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(login.trim() === '');
    if (login.trim() !== '') send(login);
  };
  if (outcome?.ok) return <OutcomeText outcome={outcome} />;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 text-left">
      <p className="text-sm text-muted">{t('resend.formText')}</p>
      <LoginNameField
        label={t('resend.login')}
        name="username"
        error={missing ? t('resend.loginRequired') : null}
        value={login}
        onChange={setLogin}
      />
      <SendButton pending={pending} />
      {outcome ? <OutcomeText outcome={outcome} /> : null}
    </form>
  );
}
