import { formatTry } from '@bnw/contract/constants';
import { ChevronRight, HeartHandshake } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePlayerUid } from '@/lib/session/player-uid';
import { useAppStore } from '@/stores/app-store';
import { useProtectionSettings } from '../api/protection-settings';
import { limitOf } from '../utils/protection-display';
import { PERIODS } from '../utils/protection-rules';
import { isPutOff, putOff } from '../utils/put-off';
import { DepositLimitOffer } from './deposit-limit-offer';

function RowLink() {
  const { t } = useTranslation('protection');
  return (
    <Link
      to={paths.responsibleGaming.getHref()}
      className="mt-4 flex items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 hover:bg-surface-2"
    >
      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-surface-2 text-primary">
        <HeartHandshake aria-hidden="true" className="h-5 w-5" />
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="text-sm font-semibold">{t('link.title')}</span>
        <span className="text-xs text-muted">{t('link.text')}</span>
      </span>
      <ChevronRight aria-hidden="true" className="ml-auto h-5 w-5 shrink-0 text-muted" />
    </Link>
  );
}

/** A row to /responsible-gaming (the account settings page); its texts are the lazy namespace. */
export function ResponsibleGamingLink() {
  return (
    <Suspense fallback={null}>
      <RowLink />
    </Suspense>
  );
}

/**
 * The offer of a deposit limit before the first deposit (the server says when: no deposit limit,
 * no deposit yet, not skipped); the registration's offer, if still open, is asked here instead.
 */
function FirstDepositOffer() {
  const uid = usePlayerUid() ?? '';
  const settings = useProtectionSettings();
  const [, setClosed] = useState(0);
  if (!settings.data?.DepositLimitPrompt || isPutOff('deposit', uid)) return null;
  const close = () => {
    putOff('deposit', uid);
    setClosed((count) => count + 1);
  };
  return <DepositLimitOffer occasion="first_deposit" open onClose={close} />;
}

function DepositLimits() {
  const { t } = useTranslation('protection');
  const isLoggedIn = useAppStore((state) => state.isLoggedIn);
  const settings = useProtectionSettings();
  const limits = settings.data
    ? PERIODS.map((period) => limitOf(settings.data.Limits, 'deposit', period)).filter(
        (limit) => limit.AmountKurus !== null,
      )
    : [];
  const link = (
    <Link
      to={paths.responsibleGaming.getHref()}
      className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
    >
      <HeartHandshake aria-hidden="true" className="h-4 w-4" />
      {t('link.title')}
    </Link>
  );
  if (!isLoggedIn || limits.length === 0) {
    return (
      <>
        <p className="mb-3 flex flex-wrap items-center gap-x-2 text-sm text-muted" data-testid="deposit-limits">
          {settings.data ? <span>{t('link.depositNoLimits')}</span> : null}
          {link}
        </p>
        {isLoggedIn ? <FirstDepositOffer /> : null}
      </>
    );
  }
  return (
    <aside
      aria-labelledby="deposit-limits-title"
      className="mb-3 rounded-2xl border border-line bg-surface px-4 pt-3 text-sm"
      data-testid="deposit-limits"
    >
      <h2 id="deposit-limits-title" className="text-xs font-bold uppercase tracking-wider text-muted">
        {t('link.depositLimits')}
      </h2>
      <ul className="mt-1 flex flex-col gap-0.5 tabular-nums">
        {limits.map((limit) => (
          <li key={limit.Period}>
            {t('link.depositLimitLine', {
              period: t(`periods.${limit.Period}`),
              amount: formatTry(limit.AmountKurus ?? 0),
              left: formatTry(Math.max(0, (limit.AmountKurus ?? 0) - limit.UsedKurus)),
            })}
          </li>
        ))}
      </ul>
      {link}
    </aside>
  );
}

/**
 * On the deposit page, above the methods: the deposit limits in force with what is left (read
 * from the same query as /responsible-gaming), or the way there and, before a first deposit, the
 * offer of a limit.
 */
export function DepositLimitsNote() {
  return (
    <Suspense fallback={null}>
      <DepositLimits />
    </Suspense>
  );
}
