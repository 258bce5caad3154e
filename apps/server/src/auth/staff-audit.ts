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
      })
      .execute();
  }
}
