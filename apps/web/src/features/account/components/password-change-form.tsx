import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { FormAlert, FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { MESSAGE_CODES, isStrongPassword } from '@bnw/contract/constants';
import { callErrorMessage } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';
import { usePlayerUid } from '@/lib/session/player-uid';
import { accountKeys } from '../api/account-keys';
import { requestPasswordChange } from '../api/security';

type Field = 'old' | 'password' | 'confirm';

/** Where the server's refusal of a password change shows (contract codes). */
const FIELD_OF_CODE: Record<number, Field> = {
  [MESSAGE_CODES.wrongCurrentPassword]: 'old',
  [MESSAGE_CODES.samePassword]: 'password',
  [MESSAGE_CODES.passwordWeak]: 'password',
  [MESSAGE_CODES.passwordMismatch]: 'confirm',
};

/** The password change of /account-security (user.pass_change); an expired session goes to /login (section 2). */
export function PasswordChangeForm() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const username = useAppStore((state) =>
    typeof state.userProfile?.username === 'string' ? state.userProfile.username : '',
  );
  const uid = usePlayerUid() ?? '';
  const [values, setValues] = useState<Record<Field, string>>({ old: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const change = useMutation({
    mutationKey: ['account', 'pass_change'],
    mutationFn: () => requestPasswordChange(values.old, values.password, values.confirm),
    onSuccess: (answer) => {
      if (answer.result) {
        setValues({ old: '', password: '', confirm: '' });
        void queryClient.invalidateQueries({ queryKey: accountKeys.logins(uid) });
        return;
      }
      if (answer.code === MESSAGE_CODES.sessionExpired || answer.code === MESSAGE_CODES.noPermission) {
        void navigate(paths.login.getHref());
        return;
      }
      const field = FIELD_OF_CODE[answer.code];
      if (field) setErrors({ [field]: answer.message });
      else setFormError(answer.message);
    },
    onError: (error) => setFormError(callErrorMessage(error)),
  });
  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const next: Partial<Record<Field, string>> = {};
    if (values.old === '') next.old = t('security.oldRequired');
    if (!isStrongPassword(values.password, username)) next.password = t('errors.passwordWeak');
    else if (values.password === values.old) next.password = t('errors.samePassword');
    else if (values.password !== values.confirm) next.confirm = t('errors.passwordMismatch');
    setErrors(next);
    if (Object.keys(next).length === 0 && !change.isPending) change.mutate();
  };
  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <FormField label={label} error={errors[name]} hint={hint}>
      {(control) => (
        <PasswordInput
          {...control}
          name={name}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(event) => set(name, event.target.value)}
        />
      )}
    </FormField>
  );
  return (
    <section
      aria-labelledby="password-change-title"
      className="rounded-3xl border border-line bg-surface p-5 shadow-sm"
    >
      <h2 id="password-change-title" className="mb-1 text-lg font-bold">
        {t('security.passwordTitle')}
      </h2>
      <p className="mb-4 text-sm text-muted">{t('security.passwordText')}</p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert message={formError} />
        {field('old', t('security.oldPassword'), 'current-password')}
        {field('password', t('security.newPassword'), 'new-password', t('form.passwordRule'))}
        {field('confirm', t('security.newPasswordConfirm'), 'new-password')}
        <button type="submit" disabled={change.isPending} className={buttonClasses('primary', 'lg', 'w-full')}>
          {change.isPending ? <Spinner /> : null}
          {t('security.passwordSubmit')}
        </button>
      </form>
    </section>
  );
}
