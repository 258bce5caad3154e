import {
  type BackofficeMethodOutput,
  type BackofficeParsedInput,
  CSV_MAX_ROWS,
  type CsvColumn,
  type CsvValue,
  type ReportFigures,
  buildCsv,
  csvFileName,
} from '@bnw/contract/backoffice';
import type { StaffActor } from '../../rpc/backoffice-handlers.js';
import type { ReportsDeps } from './deps.js';
import { activePlayersOver, gamesOver } from './round-figures.js';
import { dailyFigures, periodTotals } from './summary.js';
import { reportParts } from './report-parts.js';
import { periodOf } from './turkish-days.js';

type CsvFile = BackofficeMethodOutput<'bo_reports.export'>;

/** The daily table's columns: Turkish headers (the file is for the operator's Turkish Excel). */
const DAILY_COLUMNS: CsvColumn[] = [
  { header: 'Gün' },
  { header: 'Yatırım (₺)', kind: 'kurus' },
  { header: 'Yatırım adedi', kind: 'integer' },
  { header: 'Çekim (₺)', kind: 'kurus' },
  { header: 'Çekim adedi', kind: 'integer' },
  { header: 'Bahis (₺)', kind: 'kurus' },
  { header: 'Kazanç (₺)', kind: 'kurus' },
  { header: 'GGR (₺)', kind: 'kurus' },
  { header: 'Bonus maliyeti (₺)', kind: 'kurus' },
  { header: 'Turnuva ödülleri (₺)', kind: 'kurus' },
  { header: 'NGR (₺)', kind: 'kurus' },
  { header: 'Düzeltmeler (₺)', kind: 'kurus' },
  { header: 'Aktif oyuncu', kind: 'integer' },
  { header: 'Tur', kind: 'integer' },
];

const GAME_COLUMNS: CsvColumn[] = [
  { header: 'Oyun no', kind: 'integer' },
  { header: 'Oyun' },
  { header: 'Sağlayıcı' },
  { header: 'Tur', kind: 'integer' },
  { header: 'Oyuncu', kind: 'integer' },
  { header: 'Bahis (₺)', kind: 'kurus' },
  { header: 'Kazanç (₺)', kind: 'kurus' },
  { header: 'GGR (₺)', kind: 'kurus' },
];

/** `bo_reports.export`: the report's daily table (at most 366 lines) or every game played in the period, as CSV. */
export async function exportReport(
  deps: ReportsDeps,
  _actor: StaffActor,
  input: BackofficeParsedInput<'bo_reports.export'>,
): Promise<CsvFile> {
  const period = periodOf(input.from, input.to);
  const parts = await reportParts(deps, period);
  const stem = `rapor-${input.table === 'daily' ? 'gunluk' : 'oyunlar'}-${input.from}-${input.to}`;
  if (input.table === 'daily') {
    const [days, activePlayers] = await Promise.all([
      dailyFigures(deps, period, parts),
      activePlayersOver(deps, parts),
    ]);
    const line = (label: string, figures: ReportFigures): CsvValue[] => [
      label,
      figures.depositsKurus,
      figures.depositCount,
      figures.withdrawalsKurus,
      figures.withdrawalCount,
      figures.stakesKurus,
      figures.winsKurus,
      figures.ggrKurus,
      figures.bonusCostKurus,
      figures.prizeCostKurus,
      figures.ngrKurus,
      figures.adjustmentsKurus,
      figures.activePlayers,
      figures.rounds,
    ];
    // The period's totals are the summary's: the days added up, active players counted once each.
    const totals = line('Toplam', periodTotals(days, activePlayers));
    return csvFile(
      deps,
      stem,
      DAILY_COLUMNS,
      days.map((day) => line(day.day, day)),
      false,
      totals,
    );
  }
  // One more than the file holds tells whether it was cut.
  const games = await gamesOver(deps, parts, 'stakes', CSV_MAX_ROWS + 1);
  const rows: CsvValue[][] = games
    .slice(0, CSV_MAX_ROWS)
    .map((game) => [
      game.gameId,
      game.gameName,
      game.providerName,
      game.rounds,
      game.players,
      game.stakesKurus,
      game.winsKurus,
      game.ggrKurus,
    ]);
  const truncated = games.length > CSV_MAX_ROWS;
  const listed = games.slice(0, CSV_MAX_ROWS);
  const sum = (pick: (game: (typeof listed)[number]) => number) =>
    listed.reduce((total, game) => total + pick(game), 0);
  // Players are left empty: one player of several games would be counted once per game.
  const totals: CsvValue[] = [
    null,
    truncated ? `Toplam (ilk ${CSV_MAX_ROWS.toLocaleString('tr-TR')} oyun)` : 'Toplam',
    null,
    sum((game) => game.rounds),
    null,
    sum((game) => game.stakesKurus),
    sum((game) => game.winsKurus),
    sum((game) => game.ggrKurus),
  ];
  return csvFile(deps, stem, GAME_COLUMNS, rows, truncated, totals);
}

/** A report's file: its rows (counted in `rows`) and a totals line after them. */
export function csvFile(
  deps: Pick<ReportsDeps, 'clock'>,
  stem: string,
  columns: readonly CsvColumn[],
  rows: readonly CsvValue[][],
  truncated: boolean,
  totals: readonly CsvValue[],
): CsvFile {
  return {
    filename: csvFileName(stem, deps.clock()),
    csv: buildCsv(columns, rows, totals),
    rows: rows.length,
    truncated,
  };
}
