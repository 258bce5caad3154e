import {
  type LiveTableTile as TableTile,
  type OutsideLiveTableTile,
  type OwnLiveTableTile,
  formatTry,
} from '@bnw/contract';
import { Radio, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HeartButton } from '@/components/lobby/heart-button';
import { paths } from '@/config/paths';
import { formatRtpBasisPoints } from '@/lib/game-figures';
import { cn } from '@/lib/cn';
import { useAppStore } from '@/stores/app-store';
import { useToggleTableFavorite } from '../api/favorites';
import { PhaseBadge } from './phase-badge';
import { ResultChips } from './result-chips';
import { FELT, TableArt } from './table-art';

/** Results a tile shows: one row at 360 px. */
const TILE_RESULTS = 9;

/**
 * One table of the live lobby: ours on its felt with its round now, an outside provider's with its
 * picture. The whole tile opens the table (/play/live/:tableID), the heart beside the link marks it.
 */
export function LiveTableTile({ table }: { table: TableTile }) {
  return table.kind === 'ours' ? <OwnTableTile table={table} /> : <OutsideTableTile table={table} />;
}

/**
 * One of our tables on its felt: the name and label, the phase with the seconds left, the last
 * results as coloured chips, the players at the table and the stakes.
 */
function OwnTableTile({ table }: { table: OwnLiveTableTile }) {
  const { t } = useTranslation('live');
  const language = useAppStore((state) => state.language);
  const rtp = formatRtpBasisPoints(table.rtpBasisPoints, language);
  const limits = `${formatTry(table.limits.minBetKurus)} – ${formatTry(table.limits.maxBetKurus)}`;
  return (
    <li className="relative" data-testid="live-table-tile" data-table={table.code}>
      <Link
        to={paths.playLive.getHref(table.tableID)}
        aria-label={t('tile.label', { name: table.name, provider: table.providerName, limits })}
        className={cn(
          'group block overflow-hidden rounded-2xl p-3.5 text-white shadow-md ring-1 ring-black/10 transition-transform active:scale-[0.985]',
          FELT[table.game],
        )}
      >
        <span className="flex items-start gap-3">
          <TableArt game={table.game} className="h-16 w-16 shrink-0 drop-shadow-lg" />
          <span className="min-w-0 flex-1 pr-9">
            <span className="block truncate text-base font-extrabold leading-tight">{table.name}</span>
            <span className="mt-0.5 block truncate text-xs text-white/70">
              {table.providerName} · {t('tile.rtp', { rtp })}
            </span>
            <PhaseBadge state={table.live} className="mt-2" />
          </span>
        </span>
        <span className="mt-3 block">
          <ResultChips results={table.live.lastResults} max={TILE_RESULTS} label={t('tile.lastResults')} />
        </span>
        <span className="mt-3 flex items-center justify-between gap-2 border-t border-white/15 pt-2.5 text-xs">
          <span className="inline-flex items-center gap-1 text-white/80" data-testid="tile-players">
            <Users aria-hidden="true" className="h-3.5 w-3.5" />
            {t('tile.players', { count: table.live.players })}
          </span>
          <span className="font-semibold tabular-nums text-amber-200">{limits}</span>
        </span>
      </Link>
      <TableHeart table={table} />
    </li>
  );
}

/**
 * An outside provider's live table: its picture, name, studio and RTP. Its round is the provider's
 * to show, so the tile says it is a live stream at the provider's own table instead of our state.
 */
function OutsideTableTile({ table }: { table: OutsideLiveTableTile }) {
  const { t } = useTranslation('live');
  const language = useAppStore((state) => state.language);
  const rtp = formatRtpBasisPoints(table.rtpBasisPoints, language);
  return (
    <li className="relative" data-testid="live-table-tile" data-table={table.code}>
      <Link
        to={paths.playLive.getHref(table.tableID)}
        aria-label={t('tile.outsideLabel', { name: table.name, provider: table.providerName, rtp })}
        className="group block overflow-hidden rounded-2xl bg-[radial-gradient(120%_90%_at_20%_0%,#334155_0%,#0f172a_60%,#020617_100%)] p-3.5 text-white shadow-md ring-1 ring-black/10 transition-transform active:scale-[0.985]"
      >
        <span className="flex items-start gap-3">
          <img
            src={table.imageUrl}
            alt=""
            width={60}
            height={80}
            loading="lazy"
            decoding="async"
            className="h-20 w-[60px] shrink-0 rounded-lg object-cover shadow-lg ring-1 ring-white/20"
          />
          <span className="min-w-0 flex-1 pr-9">
            <span className="block truncate text-base font-extrabold leading-tight">{table.name}</span>
            <span className="mt-0.5 block truncate text-xs text-white/70">
              {table.providerName} · {t('tile.rtp', { rtp })}
            </span>
            <span className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-white/10 px-2 py-0.5 text-xs font-semibold">
              <Radio aria-hidden="true" className="h-3.5 w-3.5 text-rose-300" />
              {t('tile.outside')}
            </span>
          </span>
        </span>
        <span className="mt-3 flex items-center justify-between gap-2 border-t border-white/15 pt-2.5 text-xs">
          <span className="truncate text-white/80">{t('tile.outsideNote')}</span>
          <span className="shrink-0 font-semibold text-amber-200">{t('tile.outsideOpen')}</span>
        </span>
      </Link>
      <TableHeart table={table} />
    </li>
  );
}

function TableHeart({ table }: { table: TableTile }) {
  const { t } = useTranslation('live');
  const isLoggedIn = useAppStore((state) => state.isLoggedIn);
  const toggle = useToggleTableFavorite();
  const favorite = isLoggedIn && table.isFavorite;
  return (
    <HeartButton
      favorite={favorite}
      label={favorite ? t('favorite.remove', { name: table.name }) : t('favorite.add', { name: table.name })}
      onToggle={(next) => toggle.mutate({ table, favorite: next })}
      loginTexts={() => ({
        title: t('favorite.loginTitle'),
        close: t('common.close'),
        text: t('favorite.loginText'),
        login: t('favorite.login'),
        register: t('favorite.register'),
      })}
      className="absolute right-1.5 top-1.5"
    />
  );
}

/** A tile's shape while the list loads. */
export function LiveTableTileSkeleton() {
  return <li aria-hidden="true" className="h-[178px] rounded-2xl bg-surface-2 motion-safe:animate-pulse" />;
}
