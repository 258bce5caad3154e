import { COUNTRIES, FIELD_MAX_LENGTH } from '@bnw/contract/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { PhoneInput } from '@/components/ui/phone-input';
import { paths } from '@/config/paths';
import type { RegisterErrors, SetRegisterValue } from '../hooks/use-register-form';
import type { RegisterValues } from '../utils/register-form';

/** The fields of the registration form, in groups; each takes the form's values, refusals and setter. */
export interface RegisterFieldsProps {
  values: RegisterValues;
  errors: RegisterErrors;
  set: SetRegisterValue;
}

const TEXT_INPUT = { autoCapitalize: 'none', spellCheck: false } as const;

export function LoginNameFields({ values, errors, set }: RegisterFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <FormField label={t('register.username')} error={errors.username} hint={t('register.usernameHint')}>
        {(control) => (
          <input
            {...control}
            {...TEXT_INPUT}
            name="username"
            autoComplete="username"
            maxLength={FIELD_MAX_LENGTH.username}
            value={values.username}
            onChange={(event) => set('username', event.target.value)}
            className={inputClasses(control['aria-invalid'])}
          />
        )}
      </FormField>
      <FormField label={t('register.email')} error={errors.email}>
        {(control) => (
          <input
            {...control}
            {...TEXT_INPUT}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={FIELD_MAX_LENGTH.email}
            value={values.email}
            onChange={(event) => set('email', event.target.value)}
            className={inputClasses(control['aria-invalid'])}
          />
        )}
      </FormField>
    </>
  );
}

export function PasswordFields({ values, errors, set }: RegisterFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <FormField label={t('register.password')} error={errors.password} hint={t('form.passwordRule')}>
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => set('password', event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('register.passwordConfirm')} error={errors.password_confirm}>
        {(control) => (
          <PasswordInput
            {...control}
            name="password_confirm"
            autoComplete="new-password"
            value={values.password_confirm}
            onChange={(event) => set('password_confirm', event.target.value)}
          />
        )}
      </FormField>
    </>
  );
}

export function NameFields({ values, errors, set }: RegisterFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <div className="grid grid-cols-2 gap-3">
      <FormField label={t('register.firstName')} error={errors.first_name}>
        {(control) => (
          <input
            {...control}
            name="first_name"
            autoComplete="given-name"
            maxLength={FIELD_MAX_LENGTH.firstOrLastName}
            value={values.first_name}
            onChange={(event) => set('first_name', event.target.value)}
            className={inputClasses(control['aria-invalid'])}
          />
        )}
      </FormField>
      <FormField label={t('register.lastName')} error={errors.last_name}>
        {(control) => (
          <input
            {...control}
            name="last_name"
            autoComplete="family-name"
            maxLength={FIELD_MAX_LENGTH.firstOrLastName}
            value={values.last_name}
            onChange={(event) => set('last_name', event.target.value)}
            className={inputClasses(control['aria-invalid'])}
          />
        )}
      </FormField>
    </div>
  );
}

export function ContactFields({ values, errors, set }: RegisterFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <FormField label={t('register.phone')} error={errors.phone} hint={t('register.phoneHint')}>
        {(control) => (
          <PhoneInput {...control} name="phone" value={values.phone} onValueChange={(masked) => set('phone', masked)} />
        )}
      </FormField>
      <FormField label={t('register.country')} error={errors.country}>
        {(control) => (
          <select
            {...control}
            name="country"
            autoComplete="country"
            value={values.country}
            onChange={(event) => set('country', event.target.value)}
            className={inputClasses(control['aria-invalid'])}
          >
            {COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {country.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
}

export function TermsField({ values, errors, set }: RegisterFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <div className="flex flex-col gap-1.5">
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          name="accept_terms"
          checked={values.accept_terms}
          aria-invalid={Boolean(errors.accept_terms)}
          aria-describedby={errors.accept_terms ? 'terms-error' : undefined}
          onChange={(event) => set('accept_terms', event.target.checked)}
          className="h-6 w-6 shrink-0 accent-primary"
        />
        <span>
          {t('register.termsBefore')}
          <Link to={paths.generalRules.getHref()} target="_blank" className="py-1 font-semibold text-primary underline">
            {t('register.termsLink')}
          </Link>
          {t('register.termsAfter')}
        </span>
      </label>
      {errors.accept_terms ? (
        <p id="terms-error" className="text-sm font-medium text-danger">
          {errors.accept_terms}
        </p>
      ) : null}
    </div>
  );
}
