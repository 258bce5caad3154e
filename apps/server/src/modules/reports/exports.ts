import {
  type BackofficeMethodOutput,
  type BackofficeParsedInput,
  CSV_MAX_ROWS,
  type CsvColumn,
  type CsvValue,
  buildCsv,
  csvFileName,
} from '@bnw/contract/backoffice';
import type { StaffActor } from '../../rpc/backoffice-handlers.js';
import type { ReportsDeps } from './deps.js';
import { gamesOver } from './round-figures.js';
import { dailyFigures } from './summary.js';
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
  const stem = `rapor-${input.table === 'daily' ? 'gunluk' : 'oyunlar'}-${input.from}-${input.to}`;
  if (input.table === 'daily') {
    const days = await dailyFigures(deps, period);
    const rows: CsvValue[][] = days.map((day) => [
      day.day,
      day.depositsKurus,
      day.depositCount,
      day.withdrawalsKurus,
      day.withdrawalCount,
      day.stakesKurus,
      day.winsKurus,
      day.ggrKurus,
      day.bonusCostKurus,
      day.prizeCostKurus,
      day.ngrKurus,
      day.adjustmentsKurus,
      day.activePlayers,
      day.rounds,
    ]);
    return csvFile(deps, stem, DAILY_COLUMNS, rows, false);
  }
  // One more than the file holds tells whether it was cut.
  const games = await gamesOver(deps, period, 'stakes', CSV_MAX_ROWS + 1);
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
  return csvFile(deps, stem, GAME_COLUMNS, rows, games.length > CSV_MAX_ROWS);
}

export function csvFile(
  deps: Pick<ReportsDeps, 'clock'>,
  stem: string,
  columns: readonly CsvColumn[],
  rows: readonly CsvValue[][],
  truncated: boolean,
): CsvFile {
  return { filename: csvFileName(stem, deps.clock()), csv: buildCsv(columns, rows), rows: rows.length, truncated };
}
