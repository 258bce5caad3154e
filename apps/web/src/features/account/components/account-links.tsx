import { ChevronRight, KeyRound, Settings, ShieldCheck, Wallet, History, Star, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

type LinkKey =
  'accountSettings' | 'accountSecurity' | 'googleAuth' | 'paymentActions' | 'accountHistory' | 'accountFavorites';

const LINKS: ReadonlyArray<{ key: LinkKey; to: string; icon: LucideIcon }> = [
  { key: 'accountSettings', to: paths.accountSettings.getHref(), icon: Settings },
  { key: 'accountSecurity', to: paths.accountSecurity.getHref(), icon: ShieldCheck },
  { key: 'googleAuth', to: paths.googleAuth.getHref(), icon: KeyRound },
  { key: 'paymentActions', to: paths.paymentActions.getHref(), icon: Wallet },
  { key: 'accountHistory', to: paths.accountHistory.getHref(), icon: History },
  { key: 'accountFavorites', to: paths.accountFavorites.getHref(), icon: Star },
];

/** The account pages from the profile: one row each, with what it is for. */
export function AccountLinks() {
  const { t } = useTranslation('account');
  return (
    <nav aria-labelledby="account-links-title" className="mt-6">
      <h2 id="account-links-title" className="mb-2 text-sm font-bold uppercase tracking-wider text-muted">
        {t('profile.linksTitle')}
      </h2>
      <ul className="overflow-hidden rounded-2xl border border-line bg-surface">
        {LINKS.map((item) => (
          <li key={item.key} className="border-b border-line last:border-b-0">
            <Link to={item.to} className="flex items-center gap-3 px-4 py-3 hover:bg-surface-2">
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-surface-2 text-primary">
                <item.icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="text-sm font-semibold">{t(`profile.links.${item.key}.title`)}</span>
                <span className="truncate text-xs text-muted">{t(`profile.links.${item.key}.text`)}</span>
              </span>
              <ChevronRight aria-hidden="true" className="ml-auto h-5 w-5 shrink-0 text-muted" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
