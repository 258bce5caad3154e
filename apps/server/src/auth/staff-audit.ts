import { STAFF_AUDIT_DETAIL_MAX } from '@bnw/contract/backoffice';
import type { Kysely } from 'kysely';
import type { Database, StaffAuditTable } from '../db/schema.js';

export interface StaffAuditRecord {
  staffId: number | null;
  username: string;
  role: string | null;
  method: string;
  target: string | null;
  outcome: StaffAuditTable['outcome'];
  code: number;
  ip: string;
  userAgent: string;
  detail?: AuditDetail | null;
}

/**
 * What an audited call changed or read, beyond its target: the values before and after, the
 * amount, the reason, or (when the use case says nothing more) the call's input as sent, with
 * secrets and pictures left out. Stored as JSON text of at most STAFF_AUDIT_DETAIL_MAX characters.
 */
export interface AuditDetail {
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  amountKurus?: number;
  reason?: string;
  /** For a read of a player's personal data: which part was shown (profile, sessions, bank accounts, export). */
  read?: string;
  input?: Record<string, unknown>;
  [more: string]: unknown;
}

const TEXT_MAX = 300;
/** Never written to the audit: passwords, codes, tokens, secrets, and uploaded pictures (large, and no evidence). */
const LEFT_OUT = /password|^code$|token|secret|^image$/i;

function bounded(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.length > TEXT_MAX ? `${value.slice(0, TEXT_MAX)}…` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 3) return '…';
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => bounded(item, depth + 1));
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([key]) => key !== 'Lang' && !LEFT_OUT.test(key))
    .slice(0, 40)
    .map(([key, item]) => [key, bounded(item, depth + 1)]);
  return Object.fromEntries(entries);
}

/** The detail as stored: secrets left out, texts bounded, the whole at most STAFF_AUDIT_DETAIL_MAX. */
export function auditDetailText(detail: AuditDetail | null | undefined): string | null {
  if (!detail) return null;
  const text = JSON.stringify(bounded(detail, 0));
  if (text.length <= STAFF_AUDIT_DETAIL_MAX) return text;
  // Too long even bounded (a page's body, a tournament's rules): keep which fields were sent.
  const { input, before, after, ...rest } = detail;
  const shape = (part: unknown) => (part && typeof part === 'object' ? Object.keys(part as object).slice(0, 40) : part);
  const short = JSON.stringify(bounded({ ...rest, fields: shape(input ?? after ?? before) }, 0));
  return short.slice(0, STAFF_AUDIT_DETAIL_MAX);
}

/**
 * The staff audit: who (and in which role) called what, on what, with which outcome, from where,
 * when. Only inserts: the table's triggers refuse any change or removal (migration 026).
 */
export class StaffAudit {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => Date,
  ) {}

  async record(entry: StaffAuditRecord, db: Kysely<Database> = this.db): Promise<void> {
    await db
      .insertInto('staff_audit')
      .values({
        staff_id: entry.staffId,
        username: entry.username.slice(0, 32),
        role: entry.role,
        method: entry.method.slice(0, 64),
        target: entry.target?.slice(0, 200) ?? null,
        outcome: entry.outcome,
        code: entry.code,
        ip: entry.ip.slice(0, 64),
        user_agent: entry.userAgent.slice(0, 512),
        created_at: this.clock().toISOString(),
        detail: auditDetailText(entry.detail),
      })
      .execute();
  }
}
