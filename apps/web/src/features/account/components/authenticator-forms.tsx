import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-styles';
import { FormField } from '@/components/ui/form-field';
import { OneTimeCodeInput, useOneTimeCodeForm } from '@/components/ui/one-time-code-input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import type { FieldErrors } from '../hooks/use-authenticator-actions';

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
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** The start of the set-up: the current password and a button. */
export function StartForm({
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
export function CodeForm({
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
