import { LANGUAGES, type Language, MESSAGE_CODES, normalisePhone } from '@bnw/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button-styles';
import { Button } from '@/components/ui/button';
import { FormAlert, FormField, inputClasses } from '@/components/ui/form-field';
import { PhoneInput } from '@/components/ui/phone-input';
import { Spinner } from '@/components/ui/spinner';
import { ErrorMessage, LoadingMessage } from '@/components/ui/status-message';
import { callErrorMessage } from '@/lib/api-client';
import { rememberProfile } from '@/lib/session/refresh';
import { useAppStore } from '@/stores/app-store';
import { accountKeys } from '../api/account-keys';
import { requestProfileUpdate, useProfile } from '../api/profile';
import { formatPhoneDigits } from '../utils/display';

function SettingsForm({
  initialPhone,
  initialLanguage,
  uid,
}: {
  initialPhone: string;
  initialLanguage: Language;
  uid: string;
}) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const setLanguage = useAppStore((state) => state.setLanguage);
  const [phone, setPhone] = useState(formatPhoneDigits(initialPhone));
  const [language, setLanguageChoice] = useState<Language>(initialLanguage);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const update = useMutation({
    mutationKey: ['account', 'update_profile'],
    mutationFn: ({ digits, lang }: { digits: string; lang: Language }) => requestProfileUpdate(digits, lang),
    onSuccess: (answer) => {
      if (!answer.result) {
        if (answer.code === MESSAGE_CODES.phoneInvalid) setPhoneError(answer.message);
        else setFormError(answer.message);
        return;
      }
      rememberProfile(answer.data);
      queryClient.setQueryData(accountKeys.profile(uid), answer.data);
      // The account's language is the site's language too (section 3's `lang`).
      setLanguage(answer.data.language);
    },
    onError: (error) => setFormError(callErrorMessage(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const digits = normalisePhone(phone);
    setPhoneError(digits === null ? t('errors.phoneInvalid') : null);
    if (digits !== null && !update.isPending) update.mutate({ digits, lang: language });
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-5 shadow-sm"
    >
      <FormAlert message={formError} />
      <FormField label={t('settings.phone')} error={phoneError} hint={t('register.phoneHint')}>
        {(control) => <PhoneInput {...control} name="phone" value={phone} onValueChange={setPhone} />}
      </FormField>
      <FormField label={t('settings.language')} hint={t('settings.languageHint')}>
        {(control) => (
          <select
            {...control}
            name="language"
            value={language}
            onChange={(event) => setLanguageChoice(event.target.value as Language)}
            className={inputClasses(false)}
          >
            {LANGUAGES.map((lang) => (
              <option key={lang} value={lang} lang={lang}>
                {t(`languages.${lang}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <p className="text-xs text-muted">{t('settings.fixedFields')}</p>
      <button type="submit" disabled={update.isPending} className={buttonClasses('primary', 'lg', 'w-full')}>
        {update.isPending ? <Spinner /> : null}
        {t('settings.submit')}
      </button>
    </form>
  );
}

/** /account-settings: the phone and the language (user.update_profile); the rest is checked identity. */
export function AccountSettings() {
  const { t } = useTranslation('account');
  const profile = useProfile();
  return (
    <>
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      {profile.isPending ? (
        <LoadingMessage text={t('profile.loading')} />
      ) : profile.isError ? (
        <ErrorMessage text={t('profile.error')} detail={profile.error.message} error={profile.error}>
          <Button variant="outline" size="sm" onClick={() => void profile.refetch()}>
            {t('common.retry')}
          </Button>
        </ErrorMessage>
      ) : (
        <SettingsForm
          key={profile.data.uid}
          uid={profile.data.uid}
          initialPhone={profile.data.phone}
          initialLanguage={profile.data.language}
        />
      )}
    </>
  );
}
