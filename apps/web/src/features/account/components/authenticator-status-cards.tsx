import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AuthenticatorOff } from '../api/authenticator';
import type { FieldErrors } from '../hooks/use-authenticator-actions';
import { AuthenticatorCard } from './authenticator-card';
import { CodeForm, StartForm } from './authenticator-forms';

/** On: turning it off takes the current password and a current code. */
export function EnabledCard({
  errors,
  busy,
  onTurnOff,
}: {
  errors: FieldErrors;
  busy: boolean;
  onTurnOff: (off: AuthenticatorOff) => void;
}) {
  const { t } = useTranslation('account');
  return (
    <AuthenticatorCard
      titleId="ga-on-title"
      title={t('googleAuth.onTitle')}
      text={t('googleAuth.onText')}
      icon={ShieldCheck}
      iconClassName="bg-primary/15 text-primary"
    >
      <div className="border-t border-line pt-4">
        <h3 className="mb-1 flex items-center gap-2 text-base font-bold">
          <ShieldOff aria-hidden="true" className="h-5 w-5 text-danger" />
          {t('googleAuth.offTitle')}
        </h3>
        <p className="mb-3 text-sm text-muted">{t('googleAuth.offText')}</p>
        <CodeForm
          label={t('googleAuth.code')}
          submitLabel={t('googleAuth.offSubmit')}
          busy={busy}
          errors={errors}
          withPassword
          danger
          onSubmit={(code, password) => onTurnOff({ code, password })}
        />
      </div>
    </AuthenticatorCard>
  );
}

/** Off (or a set-up left unfinished): the current password starts a new set-up. */
export function DisabledCard({
  pending,
  error,
  busy,
  onStart,
}: {
  pending: boolean;
  error: string | null;
  busy: boolean;
  onStart: (password: string) => void;
}) {
  const { t } = useTranslation('account');
  return (
    <AuthenticatorCard
      titleId="ga-off-title"
      title={t('googleAuth.introTitle')}
      text={t('googleAuth.introText')}
      icon={KeyRound}
      iconClassName="bg-surface-2 text-primary"
    >
      {pending ? <p className="rounded-xl bg-surface-2 px-3.5 py-3 text-sm">{t('googleAuth.pendingText')}</p> : null}
      <p className="text-sm text-muted">{t('googleAuth.startText')}</p>
      <StartForm busy={busy} error={error} onSubmit={onStart} />
    </AuthenticatorCard>
  );
}
