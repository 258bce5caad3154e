import {
  type BackofficeMethodOutput,
  CONTENT_STAFF_LIMITS,
  type StaffInformationPage,
  type StaffMassMessage,
  type StaffPopup,
  type StaffPromotion,
  type StaffSlider,
  type StaffTournament,
} from '@bnw/contract/backoffice';
import { type ListQuery, type RecordWithId, type ResourceAdapter, oneOf, pageOf } from '../../data/resource-adapter';
import { BackofficeError, type CallInput, callBackoffice } from '../../data/rpc';
import { kurusToLiraText } from '../../i18n/format';
import { currentLanguage } from '../../i18n/language';
import {
  artFromForm,
  artToForm,
  idsFromText,
  isoToIstanbulLocal,
  istanbulLocalToIso,
  requiredKurus,
  textOrNull,
} from './form-values';

/** The filters every content list takes: published or not, and part of the title. */
function commonFilters(query: ListQuery) {
  const filters: { status?: 'active' | 'inactive'; search?: string } = {};
  const status = oneOf(['active', 'inactive'] as const, query.filter.status);
  if (status) filters.status = status;
  const search = typeof query.filter.search === 'string' ? query.filter.search.trim() : '';
  if (search) filters.search = search.slice(0, CONTENT_STAFF_LIMITS.searchMax);
  return filters;
}

const asRecord = (value: object): RecordWithId => value as RecordWithId;
const numericId = (id: RecordWithId['id']) => Number(id);

/** A time the form holds as Istanbul's wall clock; not a time stops the save with the window's message. */
function instant(local: unknown): string {
  const iso = istanbulLocalToIso(local);
  if (!iso) throw new BackofficeError(windowText(), 6145);
  return iso;
}

function windowText(): string {
  return currentLanguage() === 'en'
    ? 'The start and end must be valid times.'
    : 'Başlangıç ve bitiş geçerli birer zaman olmalıdır.';
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const int = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0));

const statusOf = (data: Record<string, unknown>): 'active' | 'inactive' =>
  data.status === 'active' ? 'active' : 'inactive';

/** The fields every banner (slider, promotion, pop-up, tournament) saves alike. */
function bannerInput(data: Record<string, unknown>) {
  return {
    siteType: (data.siteType ?? 'all') as StaffSlider['siteType'],
    title: str(data.title),
    text: str(data.text),
    art: artFromForm(data.art as never),
    sortOrder: int(data.sortOrder),
    status: statusOf(data),
  };
}

/** A link inside the site and its words; empty means none. */
function linkInput(data: Record<string, unknown>) {
  return { linkUrl: textOrNull(data.linkUrl), linkText: textOrNull(data.linkText) };
}

/** The kinds of content kept as numbered rows, each with `bo_content.<kind>s_list`, `_get`, `_save`, `_delete`. */
type RowKind = 'slider' | 'promotion' | 'popup' | 'tournament' | 'message' | 'licence';
type RowOf<Kind extends RowKind> = BackofficeMethodOutput<`bo_content.${Kind}_get`>;
type ListFilters<Kind extends RowKind> = Partial<CallInput<`bo_content.${Kind}s_list`>>;

/**
 * The resource of a kind of row: a page of the list (the content filters and the kind's own), one
 * row, a save that creates (no `id`) or replaces the record's row, a delete by id. `input` is the
 * form as the save takes it; each answer becomes the form's record through `toRecord`.
 */
function rowAdapter<Kind extends RowKind>(
  kind: Kind,
  toRecord: (row: RowOf<Kind>) => RecordWithId,
  input: (data: Record<string, unknown>) => Omit<CallInput<`bo_content.${Kind}_save`>, 'id'>,
  filters: (query: ListQuery) => ListFilters<Kind> = () => ({}),
): ResourceAdapter {
  // The method names are built from the kind, which the compiler cannot follow into each call's
  // types: the signature above checks them per kind, and the calls go through one untyped door.
  const call = callBackoffice as unknown as (method: string, input: object) => Promise<unknown>;
  const row = async (method: string, callInput: object) => toRecord((await call(method, callInput)) as RowOf<Kind>);
  return {
    async getList(query) {
      const callInput = {
        ...pageOf(query, CONTENT_STAFF_LIMITS.page, CONTENT_STAFF_LIMITS.maxOffset),
        ...commonFilters(query),
        ...filters(query),
      };
      const answer = (await call(`bo_content.${kind}s_list`, callInput)) as {
        items: RowOf<Kind>[];
        pagination: { total: number };
      };
      return { data: answer.items.map(toRecord), total: answer.pagination.total };
    },
    getOne: (id) => row(`bo_content.${kind}_get`, { id: numericId(id) }),
    create: (data) => row(`bo_content.${kind}_save`, input(data)),
    update: (id, data) => row(`bo_content.${kind}_save`, { ...input(data), id: numericId(id) }),
    async delete(id, previous) {
      await call(`bo_content.${kind}_delete`, { id: numericId(id) });
      return previous;
    },
  };
}

// ---- sliders -----------------------------------------------------------------------------------

export function sliderRecord(slider: StaffSlider): RecordWithId {
  return {
    ...slider,
    art: artToForm(slider.art),
    startLocal: isoToIstanbulLocal(slider.startDate),
    endLocal: isoToIstanbulLocal(slider.endDate),
  };
}

export function sliderInput(data: Record<string, unknown>): CallInput<'bo_content.slider_save'> {
  return {
    sliderType: data.sliderType as StaffSlider['sliderType'],
    sliderPlace: (data.sliderPlace ?? 'top') as StaffSlider['sliderPlace'],
    ...bannerInput(data),
    ...linkInput(data),
    startDate: instant(data.startLocal),
    endDate: instant(data.endLocal),
  };
}

export const slidersAdapter = rowAdapter('slider', sliderRecord, sliderInput, (query) => {
  const sliderType = typeof query.filter.sliderType === 'string' ? query.filter.sliderType : undefined;
  return sliderType ? { sliderType: sliderType as StaffSlider['sliderType'] } : {};
});

// ---- promotions --------------------------------------------------------------------------------

export function promotionRecord(promotion: StaffPromotion): RecordWithId {
  return { ...promotion, art: artToForm(promotion.art) };
}

export const promotionsAdapter = rowAdapter('promotion', promotionRecord, (data) => ({
  ...bannerInput(data),
  ...linkInput(data),
  terms: str(data.terms),
  badge: textOrNull(data.badge),
}));

// ---- pop-ups -----------------------------------------------------------------------------------

export function popupRecord(popup: StaffPopup): RecordWithId {
  return { ...popup, art: artToForm(popup.art) };
}

export const popupsAdapter = rowAdapter('popup', popupRecord, (data) => ({
  ...bannerInput(data),
  ...linkInput(data),
}));

// ---- information pages -------------------------------------------------------------------------

type PageKey = Pick<StaffInformationPage, 'infType' | 'lang'>;

/** `GenelKurallar:en` -> its type and language (the record id the server answers). */
function pageKey(id: RecordWithId['id']): PageKey {
  const [infType, lang] = String(id).split(':');
  return { infType: infType as PageKey['infType'], lang: lang as PageKey['lang'] };
}

export const pagesAdapter: ResourceAdapter = {
  async getList(query) {
    const answer = await callBackoffice('bo_content.pages_list', {});
    const lang = oneOf(['tr', 'en'] as const, query.filter.lang);
    const rows = answer.items.filter((page) => !lang || page.lang === lang);
    const start = (Math.max(1, query.page) - 1) * query.perPage;
    return { data: rows.slice(start, start + query.perPage).map(asRecord), total: rows.length };
  },
  async getOne(id) {
    return asRecord(await callBackoffice('bo_content.page_get', pageKey(id)));
  },
  async create(data) {
    const key = { infType: data.infType as PageKey['infType'], lang: data.lang as PageKey['lang'] };
    return asRecord(
      await callBackoffice('bo_content.page_save', { ...key, title: str(data.title), body: str(data.body) }),
    );
  },
  async update(id, data) {
    return asRecord(
      await callBackoffice('bo_content.page_save', { ...pageKey(id), title: str(data.title), body: str(data.body) }),
    );
  },
  async delete(id, previous) {
    await callBackoffice('bo_content.page_delete', pageKey(id));
    return previous;
  },
};

// ---- tournaments -------------------------------------------------------------------------------

export function tournamentRecord(tournament: StaffTournament): RecordWithId {
  return {
    ...tournament,
    art: artToForm(tournament.art),
    startLocal: isoToIstanbulLocal(tournament.startDate),
    endLocal: isoToIstanbulLocal(tournament.endDate),
    minStakeLira: kurusToLiraText(tournament.minStakeKurus),
    eligibleGamesText: tournament.eligibleGameIds.join(', '),
    eligibleCategoriesText: tournament.eligibleCategoryIds.join(', '),
    prizeRows: tournament.prizes.map((prize) => ({ ...prize, amountLira: kurusToLiraText(prize.amountKurus) })),
    prizeTerms: tournament.prizeBonus
      ? { ...tournament.prizeBonus, maxStakeLira: kurusToLiraText(tournament.prizeBonus.maxStakeKurus) }
      : null,
  };
}

interface PrizeRow {
  fromRank?: number;
  toRank?: number;
  amountLira?: string;
  kind?: 'cash' | 'bonus';
}

interface TermsForm {
  wageringMultiple?: number;
  maxStakeLira?: string;
  validDays?: number;
  contributions?: { lobby: 'slot' | 'virtual' | 'live'; percent: number }[];
}

/** The bonus prizes' terms, sent only when a prize is a bonus (cash-only tables have none). */
function prizeTerms(terms: TermsForm | null | undefined, prizes: PrizeRow[]) {
  if (!prizes.some((prize) => prize.kind === 'bonus') || !terms) return null;
  return {
    wageringMultiple: int(terms.wageringMultiple),
    maxStakeKurus: requiredKurus(terms.maxStakeLira),
    validDays: int(terms.validDays),
    contributions: (terms.contributions ?? []).map((part) => ({ lobby: part.lobby, percent: int(part.percent) })),
  };
}

export function tournamentInput(data: Record<string, unknown>): CallInput<'bo_content.tournament_save'> {
  const prizes = (Array.isArray(data.prizeRows) ? data.prizeRows : []) as PrizeRow[];
  return {
    ...bannerInput(data),
    terms: str(data.terms),
    startDate: instant(data.startLocal),
    endDate: instant(data.endLocal),
    scoringRule: data.scoringRule as StaffTournament['scoringRule'],
    minStakeKurus: requiredKurus(data.minStakeLira || '0'),
    eligibleGameIds: idsFromText(data.eligibleGamesText),
    eligibleCategoryIds: idsFromText(data.eligibleCategoriesText),
    prizes: prizes.map((prize) => ({
      fromRank: int(prize.fromRank),
      toRank: int(prize.toRank),
      amountKurus: requiredKurus(prize.amountLira),
      kind: prize.kind === 'bonus' ? 'bonus' : 'cash',
    })),
    prizeBonus: prizeTerms(data.prizeTerms as TermsForm | null, prizes),
  };
}

export const tournamentsAdapter = rowAdapter('tournament', tournamentRecord, tournamentInput);

// ---- mass messages -----------------------------------------------------------------------------

export function messageRecord(message: StaffMassMessage): RecordWithId {
  return { ...message, publishedLocal: isoToIstanbulLocal(message.publishedAt) };
}

export const messagesAdapter = rowAdapter(
  'message',
  messageRecord,
  (data) => ({
    kind: data.kind as StaffMassMessage['kind'],
    title: str(data.title),
    text: str(data.text),
    ...linkInput(data),
    status: statusOf(data),
    // Empty: now (the server's clock, not the browser's).
    publishedAt: textOrNull(data.publishedLocal) ? instant(data.publishedLocal) : null,
  }),
  (query) => {
    const kind = typeof query.filter.kind === 'string' ? query.filter.kind : undefined;
    return kind ? { kind: kind as StaffMassMessage['kind'] } : {};
  },
);

// ---- licences ----------------------------------------------------------------------------------

export const licencesAdapter = rowAdapter('licence', asRecord, (data) => ({
  authority: str(data.authority),
  licenseNumber: str(data.licenseNumber),
  jurisdiction: str(data.jurisdiction),
  url: textOrNull(data.url),
  logoUrl: textOrNull(data.logoUrl),
  holder: textOrNull(data.holder),
  sortOrder: int(data.sortOrder),
  status: statusOf(data),
}));

/** The status calls, one per resource, for the lists' publish switch. */
export const STATUS_CALLS = {
  'content-sliders': 'bo_content.slider_status',
  'content-promotions': 'bo_content.promotion_status',
  'content-popups': 'bo_content.popup_status',
  'content-tournaments': 'bo_content.tournament_status',
  'content-messages': 'bo_content.message_status',
  'content-licences': 'bo_content.licence_status',
} as const;
export type StatusResource = keyof typeof STATUS_CALLS;

/** Publishes or unpublishes a record (the server answers it with its new state). */
export async function setStatus(resource: StatusResource, id: number, status: 'active' | 'inactive'): Promise<void> {
  await callBackoffice(STATUS_CALLS[resource], { id, status });
}
