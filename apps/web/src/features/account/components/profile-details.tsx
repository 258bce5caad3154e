import { BadgeCheck, ShieldAlert, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { ErrorMessage, LoadingMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useProfile } from '../api/profile';
import { countryLabel, formatBirthDate, formatMoment, maskEmail, maskPhone } from '../utils/display';
import { AccountLinks } from './account-links';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-line py-3 last:border-b-0">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-right text-sm font-semibold break-all">{children}</dd>
    </div>
  );
}

function Badge({ on, children }: { on: boolean; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold',
        on ? 'bg-primary/15 text-primary' : 'bg-surface-2 text-muted',
      )}
    >
      {children}
    </span>
  );
}

/** /profile: who the player is (e-mail and phone masked), the security state, the account pages. */
export function ProfileDetails() {
  const { t, i18n } = useTranslation('account');
  const profile = useProfile();
  if (profile.isPending) return <LoadingMessage text={t('profile.loading')} />;
  if (profile.isError) {
    return (
      <>
        <PageHeader title={t('profile.title')} />
        <ErrorMessage text={t('profile.error')} detail={profile.error.message} error={profile.error}>
          <Button variant="outline" size="sm" onClick={() => void profile.refetch()}>
            {t('common.retry')}
          </Button>
        </ErrorMessage>
      </>
    );
  }
  const data = profile.data;
  const fullName = `${data.first_name} ${data.last_name}`;
  return (
    <>
      <PageHeader title={t('profile.title')} />
      <section aria-labelledby="profile-name" className="rounded-3xl border border-line bg-surface p-5 shadow-sm">
        <div className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-hero-from to-hero-to text-xl font-extrabold text-white"
          >
            {data.first_name.slice(0, 1).toLocaleUpperCase('tr-TR')}
            {data.last_name.slice(0, 1).toLocaleUpperCase('tr-TR')}
          </span>
          <div className="min-w-0">
            <h2 id="profile-name" className="truncate text-lg font-bold">
              {fullName}
            </h2>
            <p className="truncate text-sm text-muted">@{data.username}</p>
          </div>
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <Badge on={data.email_confirmed}>
            <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
            {data.email_confirmed ? t('profile.emailConfirmed') : t('profile.emailNotConfirmed')}
          </Badge>
          <Badge on={data.ga_enabled}>
            {data.ga_enabled ? (
              <ShieldCheck aria-hidden="true" className="h-3.5 w-3.5" />
            ) : (
              <ShieldAlert aria-hidden="true" className="h-3.5 w-3.5" />
            )}
            {data.ga_enabled ? t('profile.twoFactorOn') : t('profile.twoFactorOff')}
          </Badge>
        </div>
        <dl className="mt-4">
          <Row label={t('profile.email')}>{maskEmail(data.email)}</Row>
          <Row label={t('profile.phone')}>{maskPhone(data.phone)}</Row>
          <Row label={t('profile.birthDate')}>{formatBirthDate(data.birth_date, i18n.language)}</Row>
          <Row label={t('profile.country')}>{countryLabel(data.country)}</Row>
          <Row label={t('profile.language')}>{t(`languages.${data.language}`)}</Row>
          <Row label={t('profile.memberSince')}>{formatMoment(data.created_at, i18n.language)}</Row>
          <Row label={t('profile.lastLogin')}>
            {data.last_login_at ? formatMoment(data.last_login_at, i18n.language) : t('profile.never')}
          </Row>
        </dl>
        {!data.ga_enabled ? (
          <p className="mt-4 rounded-xl bg-surface-2 px-3.5 py-3 text-sm">
            {t('profile.twoFactorTip')}{' '}
            <Link to={paths.googleAuth.getHref()} className="font-semibold text-primary underline">
              {t('profile.twoFactorTipLink')}
            </Link>
          </p>
        ) : null}
      </section>
      <AccountLinks />
    </>
  );
}
