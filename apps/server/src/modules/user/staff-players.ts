import {
  type BackofficeMethodOutput,
  type BackofficeParsedInput,
  CSV_MAX_ROWS,
  type CsvColumn,
  PLAYER_LIMITS,
  type PlayerListSort,
  type StaffPlayerNote,
  type StaffPlayerProfile,
  type StaffPlayerSummary,
  buildCsv,
  csvFileName,
  csvIstanbulTime,
} from '@bnw/contract/backoffice';
import { turkishDayStart, turkishLower } from '@bnw/contract';
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
  type Transaction,
  sql,
} from 'kysely';
import type { DialectName } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { lockRow } from '../../db/locks.js';
import { turkishLowerSql, turkishOrderKey } from '../../db/turkish-text.js';
import type { UserRow } from '../../platform/actor.js';
import { type StaffActor, StaffRefusal, staffOf } from '../../rpc/backoffice-handlers.js';
import type { Services } from '../../services.js';
import { foldIdentifier } from './user-repository.js';

/**
 * The back office's view of players over the user module's tables: search,
 * profile, sessions, staff notes, lock and unlock. A lock is the account's own `status`
 * ('inactive'), which login and every session already refuse (login.ts, session-service.ts).
 */

type Db = Kysely<Database> | Transaction<Database>;
type ReadDeps = Pick<Services, 'db' | 'clock'>;
type WriteDeps = Pick<Services, 'db' | 'dialect' | 'clock'>;

/** The player's row, or the Turkish "player not found". */
export async function requirePlayer(deps: Pick<Services, 'db'>, playerId: number): Promise<UserRow> {
  const row = await deps.db.selectFrom('users').selectAll().where('id', '=', playerId).executeTakeFirst();
  if (!row) throw new StaffRefusal('staffPlayerNotFound', {}, `player:${playerId}`);
  return row;
}

/** `%text%` for LIKE with its wildcards taken literally (escaped with a backslash). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function like(column: Expression<string>, pattern: string) {
  return sql<SqlBool>`${column} like ${pattern} escape '\\'`;
}

type PlayerFilter = Pick<
  BackofficeParsedInput<'bo_players.search'>,
  'query' | 'status' | 'registeredFrom' | 'registeredTo'
>;

/**
 * The players list's page: everyone, or those the filters find, in the chosen order with the
 * player number as the tie-break (so pages never share or skip a row), a bounded page.
 */
export async function searchPlayers(
  deps: Pick<Services, 'db' | 'dialect'>,
  input: BackofficeParsedInput<'bo_players.search'>,
): Promise<BackofficeMethodOutput<'bo_players.search'>> {
  const matches = filteredPlayers(deps, input);
  const counted = await matches.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await inOrder(matches.selectAll(), deps.dialect, input.sort, input.descending)
    .limit(input.limit)
    .offset(input.offset)
    .execute();
  return {
    players: rows.map(toSummary),
    pagination: { total: Number(counted.total), limit: input.limit, offset: input.offset },
  };
}

type PlayerQuery = SelectQueryBuilder<Database, 'users', UserRow>;

/**
 * The list's order: names in Turkish alphabetical order (ğ after g), the times with players who
 * never logged in last either way (SQLite and PostgreSQL place NULL differently by themselves).
 */
function inOrder(query: PlayerQuery, dialect: DialectName, sort: PlayerListSort, descending: boolean): PlayerQuery {
  const direction = descending ? 'desc' : 'asc';
  const fullName = sql<string>`first_name || ' ' || last_name`;
  switch (sort) {
    case 'username':
      query = query.orderBy(turkishOrderKey(sql<string>`username`, dialect), direction);
      break;
    case 'name':
      query = query.orderBy(turkishOrderKey(fullName, dialect), direction);
      break;
    case 'createdAt':
      query = query.orderBy('created_at', direction);
      break;
    case 'lastLoginAt':
      query = query.orderBy(sql`case when last_login_at is null then 1 else 0 end`).orderBy('last_login_at', direction);
      break;
    case 'id':
      break;
  }
  return query.orderBy('id', direction);
}

/** The players the filters find: each filter given narrows the list, none given is everyone. */
function filteredPlayers(deps: Pick<Services, 'db'>, filter: PlayerFilter) {
  let query = deps.db.selectFrom('users');
  if (filter.query) query = query.where(searchCondition(filter.query));
  if (filter.status) query = query.where('status', '=', filter.status);
  // Registration days are Turkish days: from the first day's Istanbul midnight to the one after the last.
  if (filter.registeredFrom) query = query.where('created_at', '>=', turkishDayStart(filter.registeredFrom));
  if (filter.registeredTo) query = query.where('created_at', '<', turkishDayStart(filter.registeredTo, 1));
  return query;
}

/**
 * Players whose id is the query, or whose username, e-mail, phone or name contains it: usernames
 * and e-mail addresses folded as stored (foldIdentifier), names the Turkish way (so "IŞIK" finds
 * "Işık" and "İSMAİL" finds "İsmail"), the phone by its digits.
 */
function searchCondition(text: string) {
  const identifier = containsPattern(foldIdentifier(text));
  const name = containsPattern(turkishLower(text).replace(/\s+/g, ' '));
  const digits = text.replace(/\D/g, '');
  const exactId = /^\d{1,10}$/.test(text) && Number(text) <= 2 ** 31 - 1 ? Number(text) : null;
  return (eb: ExpressionBuilder<Database, 'users'>) => {
    const fullName = sql<string>`${eb.ref('first_name')} || ' ' || ${eb.ref('last_name')}`;
    const anyOf: Expression<SqlBool>[] = [
      like(eb.ref('username_folded'), identifier),
      like(eb.ref('email_folded'), identifier),
      like(turkishLowerSql(fullName), name),
    ];
    if (exactId !== null) anyOf.push(eb('id', '=', exactId));
    if (digits.length >= 3 && digits.length === text.replace(/[\s()+-]/g, '').length)
      anyOf.push(like(eb.ref('phone'), containsPattern(digits)));
    return eb.or(anyOf);
  };
}

/** Turkish headers and Istanbul times: the file is for the operator's Turkish Excel. */
const PLAYER_COLUMNS: CsvColumn[] = [
  { header: 'Oyuncu no', kind: 'integer' },
  { header: 'Kullanıcı adı' },
  { header: 'Ad' },
  { header: 'Soyad' },
  { header: 'E-posta' },
  { header: 'Telefon' },
  { header: 'Durum' },
  { header: 'Kayıt (İstanbul)' },
  { header: 'Son giriş (İstanbul)' },
];

/**
 * `bo_players.export`: every player the list's filters find (newest first, up to CSV_MAX_ROWS) as CSV,
 * one more row read than the file holds to tell whether it was cut.
 */
export async function exportPlayers(
  deps: Pick<Services, 'db' | 'clock'>,
  input: BackofficeParsedInput<'bo_players.export'>,
): Promise<BackofficeMethodOutput<'bo_players.export'>> {
  const found = await filteredPlayers(deps, input)
    .selectAll()
    .orderBy('id', 'desc')
    .limit(CSV_MAX_ROWS + 1)
    .execute();
  const rows = found
    .slice(0, CSV_MAX_ROWS)
    .map((row) => [
      row.id,
      row.username,
      row.first_name,
      row.last_name,
      row.email,
      row.phone,
      row.status === 'active' ? 'Etkin' : 'Kilitli',
      csvIstanbulTime(row.created_at),
      csvIstanbulTime(row.last_login_at),
    ]);
  return {
    filename: csvFileName('oyuncular', deps.clock()),
    csv: buildCsv(PLAYER_COLUMNS, rows),
    rows: rows.length,
    truncated: found.length > CSV_MAX_ROWS,
  };
}

function toSummary(row: UserRow): StaffPlayerSummary {
  return {
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    status: row.status,
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
  };
}

export async function playerProfile(deps: Pick<Services, 'db'>, playerId: number): Promise<StaffPlayerProfile> {
  const row = await requirePlayer(deps, playerId);
  return {
    ...toSummary(row),
    uid: row.uid,
    birthDate: row.birth_date,
    country: row.country,
    language: row.language,
    emailConfirmed: row.email_confirmed_at !== null,
    authenticatorEnabled: row.ga_secret !== null,
    lastLoginIp: row.last_login_ip,
  };
}

/** The player's sessions, newest first; `live` ones may still call. */
export async function playerSessions(
  deps: ReadDeps,
  input: BackofficeParsedInput<'bo_players.sessions'>,
): Promise<BackofficeMethodOutput<'bo_players.sessions'>> {
  await requirePlayer(deps, input.playerID);
  const now = deps.clock().toISOString();
  const counted = await deps.db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('user_id', '=', input.playerID)
    .executeTakeFirstOrThrow();
  const rows = await deps.db
    .selectFrom('sessions')
    .select(['id', 'ip', 'user_agent', 'created_at', 'expires_at', 'revoked_at'])
    .where('user_id', '=', input.playerID)
    .orderBy('id', 'desc')
    .limit(input.limit)
    .offset(input.offset)
    .execute();
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      ip: row.ip,
      userAgent: row.user_agent,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      revokedAt: row.revoked_at,
      live: row.revoked_at === null && row.expires_at > now,
    })),
    pagination: { total: Number(counted.total), limit: input.limit, offset: input.offset },
  };
}

/** Ends one live session of the player: one conditional update, so only a live one ends, once. */
export async function endPlayerSession(
  deps: ReadDeps,
  input: BackofficeParsedInput<'bo_players.end_session'>,
): Promise<{ sessionID: number }> {
  await requirePlayer(deps, input.playerID);
  const now = deps.clock().toISOString();
  const ended = await deps.db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', input.sessionID)
    .where('user_id', '=', input.playerID)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(ended.numUpdatedRows) !== 1)
    throw new StaffRefusal('staffPlayerSessionNotFound', {}, `player:${input.playerID}`);
  return { sessionID: input.sessionID };
}

export async function playerNotes(
  deps: Pick<Services, 'db'>,
  input: BackofficeParsedInput<'bo_players.notes'>,
): Promise<BackofficeMethodOutput<'bo_players.notes'>> {
  await requirePlayer(deps, input.playerID);
  const counted = await deps.db
    .selectFrom('staff_player_notes')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('user_id', '=', input.playerID)
    .executeTakeFirstOrThrow();
  const rows = await notesQuery(deps.db)
    .where('staff_player_notes.user_id', '=', input.playerID)
    .orderBy('staff_player_notes.id', 'desc')
    .limit(input.limit)
    .offset(input.offset)
    .execute();
  return {
    notes: rows.map(toNote),
    pagination: { total: Number(counted.total), limit: input.limit, offset: input.offset },
  };
}

function notesQuery(db: Db) {
  return db
    .selectFrom('staff_player_notes')
    .innerJoin('staff_users', 'staff_users.id', 'staff_player_notes.staff_id')
    .select([
      'staff_player_notes.id',
      'staff_player_notes.text',
      'staff_player_notes.staff_id',
      'staff_users.username',
      'staff_player_notes.created_at',
    ]);
}

function toNote(row: { id: number; text: string; staff_id: number; username: string; created_at: string }) {
  return {
    id: row.id,
    text: row.text,
    staffId: row.staff_id,
    staffUsername: row.username,
    createdAt: row.created_at,
  };
}

async function insertNote(
  db: Db,
  clock: Services['clock'],
  staffId: number,
  playerId: number,
  text: string,
): Promise<StaffPlayerNote> {
  const row = await db
    .insertInto('staff_player_notes')
    .values({
      user_id: playerId,
      staff_id: staffId,
      text: text.slice(0, PLAYER_LIMITS.noteMax),
      created_at: clock().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return toNote(await notesQuery(db).where('staff_player_notes.id', '=', row.id).executeTakeFirstOrThrow());
}

export async function addPlayerNote(
  deps: ReadDeps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_players.add_note'>,
): Promise<StaffPlayerNote> {
  await requirePlayer(deps, input.playerID);
  return insertNote(deps.db, deps.clock, staffOf(actor).id, input.playerID, input.text);
}

/**
 * Locks (status 'inactive') or unlocks the player. The status changes by one conditional update
 * (so two staff members locking at once lock once, the other hears "already locked"); a lock ends
 * every open session in the same transaction, and the reason is kept as a note beside it.
 */
export async function setPlayerLock(
  deps: WriteDeps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_players.lock'>,
  locked: boolean,
): Promise<BackofficeMethodOutput<'bo_players.lock'>> {
  await requirePlayer(deps, input.playerID);
  const staff = staffOf(actor);
  const [from, to] = locked ? (['active', 'inactive'] as const) : (['inactive', 'active'] as const);
  return deps.db.transaction().execute(async (tx) => {
    await lockRow(tx, deps.dialect, 'users', input.playerID);
    const changed = await tx
      .updateTable('users')
      .set({ status: to })
      .where('id', '=', input.playerID)
      .where('status', '=', from)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1)
      throw new StaffRefusal(
        locked ? 'staffPlayerAlreadyLocked' : 'staffPlayerNotLocked',
        {},
        `player:${input.playerID}`,
      );
    const now = deps.clock().toISOString();
    let endedSessions = 0;
    if (locked) {
      const ended = await tx
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', input.playerID)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      endedSessions = Number(ended.numUpdatedRows);
    }
    const label = locked ? 'Kilitlendi' : 'Kilidi açıldı';
    await insertNote(tx, deps.clock, staff.id, input.playerID, `${label}: ${input.reason}`);
    return { status: to, endedSessions };
  });
}
