import { MailCheck, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSiteSettings } from '@/lib/site-settings';
import { useRegisterForm } from '../hooks/use-register-form';
import { AuthCard } from './auth-card';
import { AuthSwitch } from './auth-switch';
import { BirthDateField } from './birth-date-field';
import { ContactFields, LoginNameFields, NameFields, PasswordFields, TermsField } from './register-fields';

/**
 * After the registration: where the link went. In the demo no mail leaves the server, so the
 * player learns that instead of waiting for one (the operator's command stays in the README).
 */
function RegistrationDone({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const demo = useSiteSettings()?.demoMode === true;
  return (
    <AuthCard icon={MailCheck} title={t('register.doneTitle')}>
      <div className="flex flex-col gap-4 text-center">
        <p className="text-sm leading-relaxed">{t('register.doneText', { email })}</p>
        {demo ? (
          <p className="rounded-xl bg-surface-2 px-3.5 py-3 text-left text-sm text-muted">{t('register.doneDemo')}</p>
        ) : (
          <p className="text-sm text-muted">{t('register.doneSpam')}</p>
        )}
        <Link to={paths.login.getHref()} className={buttonClasses('primary', 'lg', 'w-full')}>
          {t('register.goToLogin')}
        </Link>
      </div>
    </AuthCard>
  );
}

/** /register: every field the server asks for, checked with its rules before sending. */
export function RegisterForm() {
  const { t } = useTranslation('account');
  const { values, errors, formError, doneFor, formRef, set, submit, pending } = useRegisterForm();
  if (doneFor !== null) return <RegistrationDone email={doneFor} />;
  const fields = { values, errors, set };
  return (
    <AuthCard icon={UserPlus} title={t('register.title')} subtitle={t('register.subtitle')}>
      <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert message={formError} />
        <LoginNameFields {...fields} />
        <PasswordFields {...fields} />
        <NameFields {...fields} />
        <BirthDateField
          day={values.birthDay}
          month={values.birthMonth}
          year={values.birthYear}
          error={errors.birth_date}
          onChange={set}
        />
        <ContactFields {...fields} />
        <TermsField {...fields} />
        <button type="submit" disabled={pending} className={buttonClasses('primary', 'lg', 'w-full')}>
          {pending ? <Spinner /> : null}
          {t('register.submit')}
        </button>
        <AuthSwitch question={t('register.haveAccount')} linkLabel={t('register.login')} to={paths.login.getHref()} />
      </form>
    </AuthCard>
  );
}
