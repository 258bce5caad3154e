import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ErrorMessage, LoadingMessage } from '@/components/ui/status-message';
import { callErrorMessage } from '@/lib/api-client';
import { usePlayerUid } from '@/lib/session/player-uid';
import { accountKeys } from '../api/account-keys';
import { requestLogoutOthers, useRecentLogins } from '../api/security';
import { formatMoment } from '../utils/display';

/** The recent logins and failed attempts (date, address, device) and "log out other sessions". */
export function RecentLogins() {
  const { t, i18n } = useTranslation('account');
  const queryClient = useQueryClient();
  const uid = usePlayerUid() ?? '';
  const logins = useRecentLogins();
  const others = useMutation({
    mutationKey: ['account', 'logout_others'],
    mutationFn: requestLogoutOthers,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.logins(uid) }),
    onError: (error) => void callErrorMessage(error),
  });
  return (
    <section aria-labelledby="recent-logins-title" className="rounded-3xl border border-line bg-surface p-5 shadow-sm">
      <h2 id="recent-logins-title" className="mb-1 text-lg font-bold">
        {t('logins.title')}
      </h2>
      <p className="mb-4 text-sm text-muted">{t('logins.text')}</p>
      {logins.isPending ? (
        <LoadingMessage text={t('logins.loading')} />
      ) : logins.isError ? (
        <ErrorMessage text={t('logins.error')} error={logins.error}>
          <Button variant="outline" size="sm" onClick={() => void logins.refetch()}>
            {t('common.retry')}
          </Button>
        </ErrorMessage>
      ) : logins.data.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted">{t('logins.empty')}</p>
      ) : (
        <ul className="divide-y divide-line" aria-label={t('logins.title')}>
          {logins.data.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="flex items-start gap-3 py-3">
              {entry.event === 'login' ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
              ) : (
                <CircleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-danger" />
              )}
              <div className="min-w-0 flex-1">
                <div className="flex items-baseline justify-between gap-3">
                  <p className="text-sm font-semibold">
                    {entry.event === 'login' ? t('logins.success') : t('logins.failed')}
                  </p>
                  <p className="shrink-0 font-mono text-xs text-muted">{entry.ip}</p>
                </div>
                <p className="text-xs text-muted">{formatMoment(entry.at, i18n.language)}</p>
                <p className="truncate text-sm" title={entry.device}>
                  {entry.device}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 border-t border-line pt-4">
        <p className="mb-3 text-sm text-muted">{t('logins.othersText')}</p>
        <Button variant="outline" className="w-full" disabled={others.isPending} onClick={() => others.mutate()}>
          {others.isPending ? <Spinner /> : <LogOut aria-hidden="true" className="h-5 w-5" />}
          {t('logins.othersButton')}
        </Button>
      </div>
    </section>
  );
}
