import { formatTry } from '@bnw/contract/constants';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '@/components/ui/login-prompt';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { useAppStore } from '@/stores/app-store';
import { useTombalaHistory } from '../api/tombala';

/** The player's tombala rounds, newest first: room, round, cards, stake, return, prizes, phase. */
export function HistoryList() {
  const { t } = useTranslation('tombala');
  const isLoggedIn = useAppStore((state) => state.isLoggedIn);
  const language = useAppStore((state) => state.language);
  const history = useTombalaHistory();
  if (!isLoggedIn) {
    return <LoginPrompt text={t('history.loginText')} loginLabel={t('buy.login')} registerLabel={t('buy.register')} />;
  }
  if (history.isError) return <p className="text-sm text-danger">{t('history.loadFailed')}</p>;
  if (!history.data) return <p className="text-sm text-muted">{t('common.loading')}</p>;
  const items = history.data.pages.flat();
  if (items.length === 0) return <p className="text-sm text-muted">{t('history.empty')}</p>;
  return (
    <section>
      <h2 className="sr-only">{t('history.title')}</h2>
      <ul className="space-y-2" data-testid="tombala-history">
        {items.map((item) => (
          <li key={item.roundID} className="rounded-2xl bg-surface p-3 text-sm ring-1 ring-line">
            <div className="flex items-center justify-between gap-2">
              <span className="truncate font-bold">
                {t('history.round', { room: item.roomName, number: item.roundNo })}
              </span>
              <span className="shrink-0 text-xs font-semibold text-muted">{t(`phase.${item.phase}`)}</span>
            </div>
            <p className="mt-0.5 text-xs text-muted">{formatDate(item.startsAt, language)}</p>
            <p className="mt-1 flex flex-wrap gap-x-3 text-xs">
              <span>{t('history.cards', { count: item.cards })}</span>
              <span>{t('history.stake', { amount: formatTry(item.stakeKurus) })}</span>
              <span className={item.returnKurus > 0 ? 'font-bold text-emerald-600' : ''}>
                {t('history.return', { amount: formatTry(item.returnKurus) })}
              </span>
            </p>
            {item.prizes.length > 0 ? (
              <p className="mt-1 text-xs font-bold text-amber-600">
                {item.prizes.map((kind) => t(`prize.${kind}`)).join(', ')}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {history.hasNextPage ? (
        <Button variant="outline" className="mt-3 w-full" onClick={() => void history.fetchNextPage()}>
          {t('history.more')}
        </Button>
      ) : null}
    </section>
  );
}
