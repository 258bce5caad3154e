import { COUNTRIES } from '@bnw/contract/constants';
import { useMutation } from '@tanstack/react-query';
import { MailCheck, UserPlus } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { FormAlert, FormField, inputClasses } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { PhoneInput } from '@/components/ui/phone-input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { callErrorMessage } from '@/lib/api-client';
import { useSiteSettings } from '@/lib/site-settings';
import { requestRegistration } from '../api/register';
import {
  EMPTY_REGISTER_VALUES,
  type RegisterErrorKey,
  type RegisterField,
  type RegisterValues,
  birthYears,
  fieldOfServerCode,
  validateRegistration,
} from '../utils/register-form';
import { AuthCard } from './auth-card';

type FieldErrors = Partial<Record<RegisterField, string>>;

function RegistrationDone({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const demo = useSiteSettings()?.demoMode === true;
  return (
    <AuthCard icon={MailCheck} title={t('register.doneTitle')}>
      <div className="flex flex-col gap-4 text-center">
        <p className="text-sm leading-relaxed">{t('register.doneText', { email })}</p>
        <p className="text-sm text-muted">{t('register.doneSpam')}</p>
        {demo ? (
          <p className="rounded-xl bg-surface-2 px-3.5 py-3 text-left text-xs text-muted">
            {t('register.doneDemo')} <code className="font-mono text-fg">npm run ops -- outbox</code>
          </p>
        ) : null}
        <Link to={paths.login.getHref()} className={buttonClasses('primary', 'lg', 'w-full')}>
          {t('register.goToLogin')}
        </Link>
      </div>
    </AuthCard>
  );
}

/** /register: every field the server asks for, checked with its rules before sending. */
export function RegisterForm() {
  const { t, i18n } = useTranslation('account');
  const [values, setValues] = useState<RegisterValues>(EMPTY_REGISTER_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [doneFor, setDoneFor] = useState<string | null>(null);
  /** Bumped by a refused submit: the first refused field gets the focus once it is marked. */
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const years = useMemo(() => birthYears(new Date()), []);
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'tr-TR', {
      month: 'long',
      timeZone: 'UTC',
    });
    return Array.from({ length: 12 }, (_unused, index) => format.format(new Date(Date.UTC(2000, index, 1))));
  }, [i18n.language]);

  const register = useMutation({
    mutationKey: ['auth', 'register'],
    mutationFn: requestRegistration,
    onSuccess: (answer, payload) => {
      if (answer.result) {
        setDoneFor(payload.email);
        return;
      }
      const field = fieldOfServerCode(answer.code);
      if (field) {
        setErrors({ [field]: answer.message });
        setRefusals((count) => count + 1);
      } else setFormError(answer.message);
    },
    onError: (error) => setFormError(callErrorMessage(error)),
  });

  if (doneFor !== null) return <RegistrationDone email={doneFor} />;

  const set = <K extends keyof RegisterValues>(key: K, value: RegisterValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const message = (key: RegisterErrorKey | undefined) => (key ? t(`errors.${key}`) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (register.isPending) return;
    setFormError(null);
    const result = validateRegistration(values, new Date());
    const next: FieldErrors = {};
    for (const [field, key] of Object.entries(result.errors) as Array<[RegisterField, RegisterErrorKey]>)
      next[field] = message(key);
    setErrors(next);
    if (result.payload) register.mutate(result.payload);
    else setRefusals((count) => count + 1);
  };

  return (
    <AuthCard icon={UserPlus} title={t('register.title')} subtitle={t('register.subtitle')}>
      <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert message={formError} />
        <FormField label={t('register.username')} error={errors.username} hint={t('register.usernameHint')}>
          {(control) => (
            <input
              {...control}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={20}
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
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={254}
              value={values.email}
              onChange={(event) => set('email', event.target.value)}
              className={inputClasses(control['aria-invalid'])}
            />
          )}
        </FormField>
        <FormField label={t('register.password')} error={errors.password} hint={t('form.passwordRule')}>
          {(control) => (
            <PasswordInput
              {...control}
              name="password"
              autoComplete="new-password"
              maxLength={128}
              value={values.password}
              onChange={(event) => set('password', event.target.value)}
              showLabel={t('form.showPassword')}
              hideLabel={t('form.hidePassword')}
            />
          )}
        </FormField>
        <FormField label={t('register.passwordConfirm')} error={errors.password_confirm}>
          {(control) => (
            <PasswordInput
              {...control}
              name="password_confirm"
              autoComplete="new-password"
              maxLength={128}
              value={values.password_confirm}
              onChange={(event) => set('password_confirm', event.target.value)}
              showLabel={t('form.showPassword')}
              hideLabel={t('form.hidePassword')}
            />
          )}
        </FormField>
        <div className="grid grid-cols-2 gap-3">
          <FormField label={t('register.firstName')} error={errors.first_name}>
            {(control) => (
              <input
                {...control}
                name="first_name"
                autoComplete="given-name"
                maxLength={50}
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
                maxLength={50}
                value={values.last_name}
                onChange={(event) => set('last_name', event.target.value)}
                className={inputClasses(control['aria-invalid'])}
              />
            )}
          </FormField>
        </div>
        <fieldset
          className="flex flex-col gap-1.5"
          aria-describedby={errors.birth_date ? 'birth-date-error' : 'birth-date-hint'}
        >
          <legend className="mb-1.5 text-sm font-semibold">{t('register.birthDate')}</legend>
          <div className="grid grid-cols-[5.5rem_1fr_6.5rem] gap-2">
            <select
              aria-label={t('register.birthDay')}
              name="birth_day"
              autoComplete="bday-day"
              value={values.birthDay}
              aria-invalid={Boolean(errors.birth_date)}
              onChange={(event) => set('birthDay', event.target.value)}
              className={inputClasses(Boolean(errors.birth_date), 'px-2')}
            >
              <option value="">{t('register.day')}</option>
              {Array.from({ length: 31 }, (_unused, index) => (
                <option key={index + 1} value={String(index + 1)}>
                  {index + 1}
                </option>
              ))}
            </select>
            <select
              aria-label={t('register.birthMonth')}
              name="birth_month"
              autoComplete="bday-month"
              value={values.birthMonth}
              aria-invalid={Boolean(errors.birth_date)}
              onChange={(event) => set('birthMonth', event.target.value)}
              className={inputClasses(Boolean(errors.birth_date), 'px-2')}
            >
              <option value="">{t('register.month')}</option>
              {months.map((name, index) => (
                <option key={name} value={String(index + 1)}>
                  {name}
                </option>
              ))}
            </select>
            <select
              aria-label={t('register.birthYear')}
              name="birth_year"
              autoComplete="bday-year"
              value={values.birthYear}
              aria-invalid={Boolean(errors.birth_date)}
              onChange={(event) => set('birthYear', event.target.value)}
              className={inputClasses(Boolean(errors.birth_date), 'px-2')}
            >
              <option value="">{t('register.year')}</option>
              {years.map((year) => (
                <option key={year} value={String(year)}>
                  {year}
                </option>
              ))}
            </select>
          </div>
          {errors.birth_date ? (
            <p id="birth-date-error" className="text-sm font-medium text-danger">
              {errors.birth_date}
            </p>
          ) : (
            <p id="birth-date-hint" className="text-xs text-muted">
              {t('register.birthDateHint')}
            </p>
          )}
        </fieldset>
        <FormField label={t('register.phone')} error={errors.phone} hint={t('register.phoneHint')}>
          {(control) => (
            <PhoneInput
              {...control}
              name="phone"
              value={values.phone}
              onValueChange={(masked) => set('phone', masked)}
            />
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
        <div className="flex flex-col gap-1.5">
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              name="accept_terms"
              checked={values.accept_terms}
              aria-invalid={Boolean(errors.accept_terms)}
              aria-describedby={errors.accept_terms ? 'terms-error' : undefined}
              onChange={(event) => set('accept_terms', event.target.checked)}
              className="mt-0.5 h-5 w-5 shrink-0 accent-primary"
            />
            <span>
              {t('register.termsBefore')}
              <Link to={paths.generalRules.getHref()} target="_blank" className="font-semibold text-primary underline">
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
        <button type="submit" disabled={register.isPending} className={buttonClasses('primary', 'lg', 'w-full')}>
          {register.isPending ? <Spinner /> : null}
          {t('register.submit')}
        </button>
        <p className="text-center text-sm text-muted">
          {t('register.haveAccount')}{' '}
          <Link to={paths.login.getHref()} className="font-semibold text-primary hover:underline">
            {t('register.login')}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
