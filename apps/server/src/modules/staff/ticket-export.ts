import {
  type BackofficeMethodOutput,
  type BackofficeParsedInput,
  CSV_MAX_ROWS,
  type CsvColumn,
  buildCsv,
  csvFileName,
  csvIstanbulTime,
} from '@bnw/contract/backoffice';
import type { TicketCategory, TicketStatus } from '@bnw/contract';
import type { StaffActor } from '../../rpc/backoffice-handlers.js';
import type { StaffDeps } from './deps.js';
import { countQueue, queuePage } from './tickets.js';

const CATEGORY_NAMES: Record<TicketCategory, string> = {
  account: 'Hesap',
  deposit: 'Para yatırma',
  withdrawal: 'Para çekme',
  bonus: 'Bonus',
  game: 'Oyun',
  technical: 'Teknik',
  other: 'Diğer',
};
/** Rows read per query while the file is built (a bounded number of queries for the largest file). */
const EXPORT_PAGE = 500;
const STATUS_NAMES: Record<TicketStatus, string> = { open: 'Açık', answered: 'Yanıtlandı', closed: 'Kapalı' };

/** Turkish headers and Istanbul times: the file is for the operator's Turkish Excel. */
const COLUMNS: CsvColumn[] = [
  { header: 'Talep no', kind: 'integer' },
  { header: 'Kategori' },
  { header: 'Konu' },
  { header: 'Durum' },
  { header: 'Oyuncu no', kind: 'integer' },
  { header: 'Oyuncu' },
  { header: 'Atanan personel' },
  { header: 'Mesaj sayısı', kind: 'integer' },
  { header: 'Açılış (İstanbul)' },
  { header: 'Son hareket (İstanbul)' },
  { header: 'Kapanış (İstanbul)' },
  { header: 'Ödeme işlem no' },
  { header: 'Ödeme tutarı (₺)', kind: 'kurus' },
];

/**
 * `bo_tickets.export`: the queue with the list's own filter and order, up to CSV_MAX_ROWS, as CSV.
 * The count is taken first: a file cut at the limit says so.
 */
export async function exportTickets(
  deps: Pick<StaffDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_tickets.export'>,
): Promise<BackofficeMethodOutput<'bo_tickets.export'>> {
  const total = await countQueue(deps, actor, input);
  const tickets = [];
  for (let offset = 0; offset < Math.min(total, CSV_MAX_ROWS); offset += EXPORT_PAGE) {
    const page = await queuePage(deps, actor, { ...input, limit: EXPORT_PAGE, offset });
    tickets.push(...page);
    if (page.length < EXPORT_PAGE) break;
  }
  const rows = tickets
    .slice(0, CSV_MAX_ROWS)
    .map((ticket) => [
      ticket.ID,
      CATEGORY_NAMES[ticket.Category],
      ticket.Subject,
      STATUS_NAMES[ticket.Status],
      ticket.PlayerID,
      ticket.PlayerUsername,
      ticket.AssignedStaffUsername,
      ticket.MessageCount,
      csvIstanbulTime(ticket.CreatedAt),
      csvIstanbulTime(ticket.UpdatedAt),
      csvIstanbulTime(ticket.ClosedAt),
      ticket.Payment?.TransactionID ?? null,
      ticket.Payment?.AmountKurus ?? null,
    ]);
  return {
    filename: csvFileName('talepler', deps.clock()),
    csv: buildCsv(COLUMNS, rows),
    rows: rows.length,
    truncated: total > rows.length,
  };
}
