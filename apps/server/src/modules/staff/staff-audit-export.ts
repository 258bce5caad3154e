import {
  type BackofficeMethodOutput,
  type BackofficeParsedInput,
  CSV_MAX_ROWS,
  type CsvColumn,
  STAFF_LIMITS,
  buildCsv,
  csvFileName,
  csvIstanbulTime,
} from '@bnw/contract/backoffice';
import type { StaffActor } from '../../rpc/backoffice-handlers.js';
import { listStaffAudit } from './audit-log.js';
import type { StaffDeps } from './deps.js';

const COLUMNS: CsvColumn[] = [
  { header: 'No', kind: 'integer' },
  { header: 'Zaman (İstanbul)' },
  { header: 'Personel' },
  { header: 'Rol' },
  { header: 'İşlem' },
  { header: 'Çağrı' },
  { header: 'Hedef' },
  { header: 'Ayrıntı' },
  { header: 'Sonuç' },
  { header: 'Kod', kind: 'integer' },
  { header: 'IP' },
  { header: 'Tarayıcı' },
];

const OUTCOME_NAMES = { ok: 'Başarılı', refused: 'Reddedildi', denied: 'Yetkisiz' } as const;

/**
 * `bo_audit.export`: the entries `bo_audit.list` finds with the same filter, newest first, at most
 * CSV_MAX_ROWS, as CSV. It pages through the list's own use case, so the file holds exactly what
 * the screen's filter shows; the period is closed at the call's start, so rows written while it
 * pages (the audit only grows) cannot shift a page and appear twice.
 */
export async function exportStaffAudit(
  deps: Pick<StaffDeps, 'db' | 'clock'>,
  _actor: StaffActor,
  input: BackofficeParsedInput<'bo_audit.export'>,
): Promise<BackofficeMethodOutput<'bo_audit.export'>> {
  // Exclusive, like the list's: a millisecond on, so a row written at this very instant is in.
  const closing = new Date(deps.clock().getTime() + 1).toISOString();
  const to = input.to && new Date(input.to).toISOString() < closing ? input.to : closing;
  const entries: BackofficeMethodOutput<'bo_audit.list'>['entries'] = [];
  let total = 0;
  for (let offset = 0; offset < CSV_MAX_ROWS; offset += STAFF_LIMITS.auditPage) {
    const page = await listStaffAudit(deps, {
      ...input,
      to,
      limit: Math.min(STAFF_LIMITS.auditPage, CSV_MAX_ROWS - offset),
      offset,
    });
    entries.push(...page.entries);
    total = page.pagination.total;
    if (page.entries.length < STAFF_LIMITS.auditPage) break;
  }
  const rows = entries.map((entry) => [
    entry.id,
    csvIstanbulTime(entry.createdAt),
    entry.username,
    entry.role,
    entry.action.tr,
    entry.method,
    entry.target,
    entry.detail,
    OUTCOME_NAMES[entry.outcome],
    entry.code,
    entry.ip,
    entry.userAgent,
  ]);
  return {
    filename: csvFileName('denetim-kaydi', deps.clock()),
    csv: buildCsv(COLUMNS, rows),
    rows: rows.length,
    truncated: total > rows.length,
  };
}
