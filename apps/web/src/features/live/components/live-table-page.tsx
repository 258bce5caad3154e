import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { routeId } from '@/lib/route-id';
import { readStoredReturnUrl } from '@/lib/session/return-url';
import { type OpenedOutsideTable, useOpenTable } from '../api/table';
import { LiveTableScreen, type TableChrome } from './live-table-screen';
import { WheelArt } from './table-art';

interface LiveTablePageProps {
  chrome: (chrome: TableChrome) => ReactNode;
  /**
   * An outside provider's table: its game in the play page's frame at the launch address
   * init_game answered (composed by the app: the play page is another feature's).
   */
  outside: (opened: OpenedOutsideTable, openedAtMs: number) => ReactNode;
}

/**
 * /play/live/:tableID: opens the table (livecasino.init_game) and shows it: one of ours on its
 * felt, an outside provider's in the play page's frame; a failed start goes back to the saved
 * return address, else home (specification, section 3), saying why in Turkish.
 */
export function LiveTablePage({ chrome, outside }: LiveTablePageProps) {
  const { t } = useTranslation('live');
  const { tableID: param } = useParams();
  const tableID = routeId(param) ?? 0;
  const navigate = useNavigate();
  const opened = useOpenTable(tableID);
  const failed = tableID === 0 || opened.isError;

  useEffect(() => {
    if (!failed) return;
    notify.negative(opened.error?.message || t('table.notFound'));
    const stored = readStoredReturnUrl();
    const back =
      stored && stored.startsWith('/') && !stored.startsWith('//') && !stored.startsWith('/play/')
        ? stored
        : paths.home.getHref();
    void navigate(back, { replace: true });
  }, [failed, opened.error, navigate, t]);

  if (!opened.data) {
    return (
      <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-[#022c22] text-white">
        <WheelArt className="h-20 w-20 motion-safe:animate-[spin_2s_linear_infinite]" />
        <span className="text-sm font-medium text-white/80">{t('table.opening')}</span>
      </div>
    );
  }
  if (opened.data.kind === 'outside') return <>{outside(opened.data, opened.dataUpdatedAt)}</>;
  return <LiveTableScreen opened={opened.data} openedAtMs={opened.dataUpdatedAt} chrome={chrome} />;
}
