import {
  type InformationPage,
  type MassMessage,
  type Promotion,
  RPC_PATH,
  type Slider,
  type UserPart,
} from '@bnw/contract';
import {
  BACKOFFICE_MESSAGES,
  type BackofficeMessageKey,
  type StaffMassMessage,
  type StaffPromotion,
  type StaffSlider,
  type StaffTournament,
} from '@bnw/contract/backoffice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS, settableClock } from './content-fixtures.js';
import { type TestStaff, asStaff, readyStaff, staffCall } from './backoffice-support.js';
import { createPlayer, loginAs } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/**
 * The back office's content calls end to end ("Content"): what staff save is
 * what the player site's own calls answer, by status and dates exactly; every bad input answers
 * its Turkish message and changes nothing; the rules that guard players' promises (a started
 * tournament, a claimed bonus, a sent message) hold, also under a burst; every change is audited.
 */
const clock = settableClock(new Date('2026-11-23T09:00:00.000Z'));
let app: TestApp;
let editor: TestStaff;
let auditor: TestStaff;
let player: UserPart;

const ART = { palette: 'ruby', motif: 'coins', kicker: 'YENİ ÜYELERE ÖZEL', headline: '%100', cta: 'HEMEN KATIL' };
const at = (offsetMs: number) => new Date(clock.now().getTime() + offsetMs).toISOString();

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  editor = await readyStaff(app, clock, 'icerik.editor', 'content');
  auditor = await readyStaff(app, clock, 'denetci', 'auditor');
  player = (await loginAs(app, await createPlayer(app))).user;
}, 60_000);
afterAll(() => app.close());

async function asEditor<T>(method: string, data: Record<string, unknown>) {
  return staffCall<T>(app, `bo_content.${method}`, data, asStaff(editor));
}

async function ok<T>(method: string, data: Record<string, unknown>): Promise<T> {
  const answer = await asEditor<T>(method, data);
  expect(answer.result, `${method}: ${answer.message}`).toBe(true);
  return answer.data;
}

function expectRefusal(
  answer: { result: boolean; code: number; message: string },
  key: BackofficeMessageKey | 'invalidCharacter',
) {
  expect(answer.result).toBe(false);
  if (key !== 'invalidCharacter')
    expect([answer.code, answer.message]).toEqual([BACKOFFICE_MESSAGES[key].code, BACKOFFICE_MESSAGES[key].tr]);
  else expect(answer.message).toMatch(/[çğıöşüÇĞİÖŞÜ]|karakter/);
}

const sliderInput = (overrides: Record<string, unknown> = {}) => ({
  sliderType: 'home',
  title: 'Hoş Geldin Bonusu',
  text: 'İlk yatırımına %100, ₺5.000’e kadar.',
  linkUrl: '/promotions',
  linkText: 'Katıl',
  art: ART,
  sortOrder: 0,
  status: 'active',
  startDate: at(-MINUTE_MS),
  endDate: at(7 * DAY_MS),
  ...overrides,
});

async function homeSliders(): Promise<Slider[]> {
  const answer = await app.call<Slider[]>('cmscontroller', 'getSlider', { limit: 7 });
  expect(answer.result).toBe(true);
  return answer.data;
}

async function auditOf(method: string) {
  return app.services.db
    .selectFrom('staff_audit')
    .select(['username', 'target', 'outcome', 'code'])
    .where('method', '=', `bo_content.${method}`)
    .orderBy('id')
    .execute();
}

describe('sliders', () => {
  it('a slider saved active with a window holding now is on the home page, as its preview shows it', async () => {
    const saved = await ok<StaffSlider>('slider_save', sliderInput({ sortOrder: 0 }));
    expect(saved.shownNow).toBe(true);
    const shown = (await homeSliders()).find((slider) => slider.ID === saved.id);
    expect(shown).toEqual(saved.preview);
    // The preview's picture is the one the site serves.
    const image = await app.server.inject({ method: 'GET', url: saved.preview.Image.Url });
    expect(image.statusCode).toBe(200);
    expect(image.body).toContain('<svg');
  });

  it('a slider scheduled ahead, ended, or inactive is not shown; it appears when its start passes', async () => {
    const ahead = await ok<StaffSlider>(
      'slider_save',
      sliderInput({ startDate: at(10 * MINUTE_MS), endDate: at(DAY_MS) }),
    );
    const ended = await ok<StaffSlider>(
      'slider_save',
      sliderInput({ startDate: at(-2 * DAY_MS), endDate: at(-DAY_MS) }),
    );
    const off = await ok<StaffSlider>('slider_save', sliderInput({ status: 'inactive' }));
    expect([ahead.shownNow, ended.shownNow, off.shownNow]).toEqual([false, false, false]);
    const ids = (await homeSliders()).map((slider) => slider.ID);
    for (const row of [ahead, ended, off]) expect(ids).not.toContain(row.id);

    // The staff session stays (30 minutes idle): the page shows it once its start has passed.
    clock.advance(11 * MINUTE_MS);
    try {
      expect((await homeSliders()).map((slider) => slider.ID)).toContain(ahead.id);
      expect((await ok<StaffSlider>('slider_get', { id: ahead.id })).shownNow).toBe(true);
    } finally {
      clock.advance(-11 * MINUTE_MS);
    }
  });

  it('status off takes it from the page at once; an inner page reads its own sliders', async () => {
    const inner = await ok<StaffSlider>('slider_save', sliderInput({ sliderType: 'live', sliderPlace: 'bottom' }));
    const live = await app.call<{ data: Slider[] }>('cmscontroller', 'getIcSlider', {
      SliderType: 'live',
      sliderPlace: 'bottom',
    });
    expect(live.data.data.map((slider) => slider.ID)).toContain(inner.id);
    expect((await homeSliders()).map((slider) => slider.ID)).not.toContain(inner.id);

    const home = await ok<StaffSlider>('slider_save', sliderInput());
    await ok('slider_status', { id: home.id, status: 'inactive' });
    expect((await homeSliders()).map((slider) => slider.ID)).not.toContain(home.id);
    await ok('slider_delete', { id: home.id });
    expectRefusal(await asEditor('slider_get', { id: home.id }), 'contentSliderNotFound');
  });

  it('refuses bad input in Turkish and changes nothing', async () => {
    const existing = await ok<StaffSlider>('slider_save', sliderInput({ title: 'Değişmeyecek' }));
    const before = await app.services.db.selectFrom('sliders').selectAll().orderBy('id').execute();
    const cases: Array<[string, Record<string, unknown>, BackofficeMessageKey | 'invalidCharacter']> = [
      ['slider_save', sliderInput({ title: 'x'.repeat(121) }), 'contentTitleInvalid'],
      ['slider_save', sliderInput({ title: '' }), 'contentTitleInvalid'],
      ['slider_save', sliderInput({ title: 'Kötü\u0000başlık' }), 'invalidCharacter'],
      ['slider_save', sliderInput({ text: 'satır\u0007zil' }), 'invalidCharacter'],
      ['slider_save', sliderInput({ startDate: at(DAY_MS), endDate: at(-DAY_MS) }), 'contentWindowInvalid'],
      ['slider_save', sliderInput({ startDate: 'yarın' }), 'contentWindowInvalid'],
      ['slider_save', sliderInput({ linkUrl: 'https://baska-site.example' }), 'contentLinkInvalid'],
      ['slider_save', sliderInput({ linkUrl: 'javascript:alert(1)' }), 'contentLinkInvalid'],
      ['slider_save', sliderInput({ art: { ...ART, palette: 'neon' } }), 'contentArtInvalid'],
      ['slider_save', sliderInput({ sliderType: 'casino' }), 'contentSliderPlaceInvalid'],
      ['slider_save', sliderInput({ id: 999_999 }), 'contentSliderNotFound'],
      ['slider_save', { ...sliderInput(), id: existing.id, endDate: at(-DAY_MS) }, 'contentWindowInvalid'],
      ['slider_status', { id: 999_999, status: 'inactive' }, 'contentSliderNotFound'],
      ['slider_status', { id: existing.id, status: 'yayında' }, 'contentStatusInvalid'],
      ['slider_delete', { id: 999_999 }, 'contentSliderNotFound'],
      ['sliders_list', { search: 'a\u0000' }, 'invalidCharacter'],
      ['sliders_list', { limit: 51 }, 'staffPageInvalid' as BackofficeMessageKey],
    ];
    for (const [method, data, key] of cases) expectRefusal(await asEditor(method, data), key);
    expect(await app.services.db.selectFrom('sliders').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('an auditor reads but cannot save; the art preview draws any banner', async () => {
    const list = await staffCall<{ items: StaffSlider[] }>(
      app,
      'bo_content.sliders_list',
      { limit: 5 },
      asStaff(auditor),
    );
    expect(list.result).toBe(true);
    const refused = await staffCall(app, 'bo_content.slider_save', sliderInput(), asStaff(auditor));
    expect(refused.code).toBe(BACKOFFICE_MESSAGES.staffForbidden.code);
    const preview = await ok<{ svg: string; width: number }>('art_preview', {
      size: 'popup',
      title: 'Önizleme',
      art: ART,
    });
    expect(preview.svg).toContain('YENİ ÜYELERE ÖZEL');
    expect(preview.width).toBe(640);
  });
});

describe('promotions and their bonus', () => {
  it('a published promotion with its bonus is what the site lists; a claimed bonus keeps its terms', async () => {
    const promotion = await ok<StaffPromotion>('promotion_save', {
      title: 'Pazar Bonusu',
      text: 'Pazar günleri ₺50 bedava.',
      terms: 'Birinci kural.\n\nİkinci kural.',
      badge: 'Her Pazar',
      art: ART,
      status: 'active',
    });
    const terms = {
      promotionID: promotion.id,
      kind: 'fixed',
      fixedKurus: 5_000,
      wageringMultiple: 5,
      maxStakeKurus: 5_000,
      validDays: 7,
      contributions: [{ lobby: 'slot', percent: 100 }],
    };
    const bonus = await ok<{ offerId: number; claims: number }>('promotion_bonus_save', terms);
    const listed = await app.call<Promotion[]>('cmscontroller', 'getPromotions', {});
    const seen = listed.data.find((row) => row.ID === promotion.id)!;
    expect(seen.Terms).toBe('Birinci kural.\n\nİkinci kural.');
    expect(seen.Bonus?.OfferID).toBe(bonus.offerId);
    expect(seen).toEqual((await ok<StaffPromotion>('promotion_get', { id: promotion.id })).preview);

    const claimed = await app.call('bonus', 'claim', { offerID: bonus.offerId }, player);
    expect(claimed.result, claimed.message).toBe(true);
    expectRefusal(await asEditor('promotion_bonus_save', { ...terms, wageringMultiple: 1 }), 'contentBonusClaimed');
    expectRefusal(await asEditor('promotion_bonus_delete', { promotionID: promotion.id }), 'contentBonusClaimed');
    expectRefusal(await asEditor('promotion_delete', { id: promotion.id }), 'contentPromotionHasClaims');
    const off = await ok<{ active: boolean; wageringMultiple: number; claims: number }>('promotion_bonus_save', {
      ...terms,
      active: false,
    });
    expect(off).toMatchObject({ active: false, wageringMultiple: 5, claims: 1 });
    const after = await app.call<Promotion[]>('cmscontroller', 'getPromotions', {});
    expect(after.data.find((row) => row.ID === promotion.id)?.Bonus).toBeNull();
  });

  it('bad terms answer in Turkish; an unclaimed bonus and then its promotion can go', async () => {
    const promotion = await ok<StaffPromotion>('promotion_save', {
      title: 'Geçici',
      text: 'Kısa süreli.',
      art: ART,
      status: 'inactive',
    });
    const base = {
      promotionID: promotion.id,
      kind: 'deposit',
      percent: 50,
      maxKurus: 100_000,
      wageringMultiple: 10,
      maxStakeKurus: 5_000,
      validDays: 30,
      contributions: [],
    };
    for (const bad of [
      { percent: 0 },
      { percent: 501 },
      { maxKurus: 0 },
      { validDays: 0 },
      { wageringMultiple: 101 },
      { kind: 'prize' },
      { fixedKurus: 100 },
    ]) {
      expectRefusal(await asEditor('promotion_bonus_save', { ...base, ...bad }), 'contentBonusTermsInvalid');
    }
    expectRefusal(
      await asEditor('promotion_bonus_save', { ...base, promotionID: 999_999 }),
      'contentPromotionNotFound',
    );
    expect(
      await app.services.db.selectFrom('bonus_offers').select('id').where('promotion_id', '=', promotion.id).execute(),
    ).toEqual([]);
    await ok('promotion_bonus_save', base);
    expectRefusal(await asEditor('promotion_delete', { id: promotion.id }), 'contentPromotionHasClaims');
    await ok('promotion_bonus_delete', { promotionID: promotion.id });
    await ok('promotion_delete', { id: promotion.id });
    expectRefusal(await asEditor('promotion_get', { id: promotion.id }), 'contentPromotionNotFound');
  });
});

describe('pop-ups, information pages and licences', () => {
  it('an active pop-up is what the site shows; inactive it is not', async () => {
    const popup = await ok<{ id: number; shownNow: boolean; preview: unknown }>('popup_save', {
      title: 'Yeni oyunlar',
      text: 'Bu hafta 20 yeni slot.',
      art: ART,
      status: 'active',
    });
    const shown = await app.call<Array<{ ID: number }>>('cmscontroller', 'popupInformation', {}, player);
    expect(shown.data.find((row) => row.ID === popup.id)).toEqual(popup.preview);
    await ok('popup_status', { id: popup.id, status: 'inactive' });
    const after = await app.call<Array<{ ID: number }>>('cmscontroller', 'popupInformation', {}, player);
    expect(after.data.map((row) => row.ID)).not.toContain(popup.id);
  });

  it('an information page in English is answered in English; the Turkish one cannot be deleted', async () => {
    const saved = await ok<{ preview: InformationPage }>('page_save', {
      infType: 'GenelKurallar',
      lang: 'en',
      title: 'General Rules',
      body: 'First.\r\n\r\nSecond.',
    });
    const answer = await app.call<InformationPage>('cmscontroller', 'getInformation', {
      InfType: 'GenelKurallar',
      Lang: 'en',
    });
    expect(answer.data).toEqual(saved.preview);
    expect(answer.data.Text).toBe('First.\n\nSecond.');
    await ok('page_save', { infType: 'GenelKurallar', lang: 'tr', title: 'Genel Kurallar', body: 'Birinci.' });
    expectRefusal(await asEditor('page_delete', { infType: 'GenelKurallar', lang: 'tr' }), 'contentPageMasterKept');
    expectRefusal(
      await asEditor('page_save', { infType: 'Yok', lang: 'tr', title: 'x', body: 'y' }),
      'contentPageKeyInvalid',
    );
    await ok('page_delete', { infType: 'GenelKurallar', lang: 'en' });
    const fallback = await app.call<InformationPage>('cmscontroller', 'getInformation', {
      InfType: 'GenelKurallar',
      Lang: 'en',
    });
    expect(fallback.data.Title).toBe('Genel Kurallar');
  });

  it('a licence is listed in the footer while active; a second one of the same number is refused, even in a burst', async () => {
    const input = {
      authority: 'Anjouan Gaming',
      licenseNumber: 'ALSI-2026-77',
      jurisdiction: 'Anjouan',
      url: 'https://anjouangaming.example/ALSI-2026-77',
      status: 'active',
    };
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => asEditor<{ id: number; preview: unknown }>('licence_save', input)),
    );
    const saved = answers.filter((answer) => answer.result);
    expect(saved).toHaveLength(1);
    for (const refused of answers.filter((answer) => !answer.result)) expectRefusal(refused, 'contentLicenceDuplicate');
    const footer = await app.server.inject({ method: 'GET', url: `${RPC_PATH}/licenses` });
    expect(footer.json().data).toContainEqual(saved[0]!.data.preview);
    expectRefusal(
      await asEditor('licence_save', { ...input, url: 'http://duz-metin.example' }),
      'contentLicenceFieldInvalid',
    );
    await ok('licence_status', { id: saved[0]!.data.id, status: 'inactive' });
    const hidden = await app.server.inject({ method: 'GET', url: `${RPC_PATH}/licenses` });
    expect(hidden.json().data).not.toContainEqual(saved[0]!.data.preview);
  });
});

describe('tournaments', () => {
  const tournamentInput = (overrides: Record<string, unknown> = {}) => ({
    title: 'Aralık Slot Turnuvası',
    text: 'En çok bahis yapan kazanır.',
    terms: 'Eşitlikte önce ulaşan kazanır.',
    art: { ...ART, motif: 'trophy' },
    status: 'active',
    startDate: at(10 * MINUTE_MS),
    endDate: at(8 * DAY_MS),
    scoringRule: 'total_stake',
    minStakeKurus: 100,
    prizes: [
      { fromRank: 1, toRank: 1, amountKurus: 500_000, kind: 'cash' },
      { fromRank: 2, toRank: 10, amountKurus: 50_000, kind: 'bonus' },
    ],
    prizeBonus: {
      wageringMultiple: 10,
      maxStakeKurus: 5_000,
      validDays: 14,
      contributions: [{ lobby: 'slot', percent: 100 }],
    },
    ...overrides,
  });

  it('is listed as upcoming, then active; once started its rules stay, its texts may change', async () => {
    const saved = await ok<StaffTournament>('tournament_save', tournamentInput());
    expect(saved).toMatchObject({ state: 'upcoming', started: false, preview: { PrizePoolKurus: 950_000 } });
    const listed = await app.call<{ tournaments: Array<{ ID: number }> }>('cmscontroller', 'getTournaments', {});
    expect(listed.data.tournaments.find((row) => row.ID === saved.id)).toEqual(saved.preview);
    const offer = await app.services.db
      .selectFrom('bonus_offers')
      .selectAll()
      .where('tournament_id', '=', saved.id)
      .executeTakeFirstOrThrow();
    expect(offer).toMatchObject({ kind: 'prize', wagering_multiple: 10, valid_days: 14 });

    clock.advance(11 * MINUTE_MS);
    try {
      const { id, state, started, entries, settled, preview, createdAt, updatedAt, ...form } =
        await ok<StaffTournament>('tournament_get', { id: saved.id });
      expect([state, started, entries, settled]).toEqual(['active', true, 0, false]);
      void [id, preview, createdAt, updatedAt];
      const burst = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          asEditor('tournament_save', {
            ...form,
            id: saved.id,
            prizes: [{ fromRank: 1, toRank: 1, amountKurus: 1_000 + index, kind: 'cash' }],
            prizeBonus: null,
          }),
        ),
      );
      for (const answer of burst) expectRefusal(answer, 'contentTournamentStarted');
      const renamed = await ok<StaffTournament>('tournament_save', {
        ...form,
        id: saved.id,
        title: 'Aralık Slot Şampiyonası',
      });
      expect(renamed.title).toBe('Aralık Slot Şampiyonası');
      expect(renamed.prizes).toEqual(saved.prizes);
    } finally {
      clock.advance(-11 * MINUTE_MS);
    }
  });

  it('refuses prize tables out of order, bonus prizes without terms, unknown games, and end before start', async () => {
    const before = await app.services.db.selectFrom('tournaments').select(['id', 'updated_at']).orderBy('id').execute();
    const cases: Array<[Record<string, unknown>, BackofficeMessageKey]> = [
      [{ prizes: [{ fromRank: 2, toRank: 3, amountKurus: 100, kind: 'cash' }] }, 'contentPrizesInvalid'],
      [
        {
          prizes: [
            { fromRank: 1, toRank: 3, amountKurus: 100, kind: 'cash' },
            { fromRank: 3, toRank: 4, amountKurus: 50, kind: 'cash' },
          ],
        },
        'contentPrizesInvalid',
      ],
      [{ prizes: [{ fromRank: 1, toRank: 1, amountKurus: 0, kind: 'cash' }] }, 'contentPrizesInvalid'],
      [{ prizeBonus: null }, 'contentPrizeTermsMissing'],
      [{ eligibleGameIds: [2_000_000_000] }, 'contentEligibleUnknown'],
      [{ endDate: at(-DAY_MS) }, 'contentWindowInvalid'],
      [{ scoringRule: 'en_cok_kazanan' }, 'contentScoringInvalid'],
      [{ id: 999_999 }, 'contentTournamentNotFound'],
    ];
    for (const [overrides, key] of cases)
      expectRefusal(await asEditor('tournament_save', tournamentInput(overrides)), key);
    expect(
      await app.services.db.selectFrom('tournaments').select(['id', 'updated_at']).orderBy('id').execute(),
    ).toEqual(before);
  });

  it('a tournament nobody scored in can be deleted with its prize terms', async () => {
    const saved = await ok<StaffTournament>('tournament_save', tournamentInput({ status: 'inactive' }));
    await ok('tournament_delete', { id: saved.id });
    expect(
      await app.services.db.selectFrom('bonus_offers').select('id').where('tournament_id', '=', saved.id).execute(),
    ).toEqual([]);
  });
});

describe('mass messages', () => {
  it('a message sent now reaches the players; one written ahead waits; a sent one cannot change', async () => {
    const now = await ok<StaffMassMessage>('message_save', {
      kind: 'bonus',
      title: 'Hafta sonu fırsatı',
      text: 'Cumartesi %50 bonus.\n\nKaçırma!',
      linkUrl: '/promotions',
      linkText: 'Fırsatlar',
      status: 'active',
    });
    const ahead = await ok<StaffMassMessage>('message_save', {
      kind: 'news',
      title: 'Yarın bakım',
      text: 'Gece 03:00’te.',
      status: 'active',
      publishedAt: at(DAY_MS),
    });
    expect([now.sent, ahead.sent]).toEqual([true, false]);
    const inbox = await app.call<{ messages: MassMessage[] }>('crm', 'list_mass_messages', {}, player);
    const received = inbox.data.messages.find((message) => message.ID === now.id)!;
    expect(received).toMatchObject({ ...now.preview, ID: now.id, Read: false });
    expect(inbox.data.messages.map((message) => message.ID)).not.toContain(ahead.id);

    expectRefusal(
      await asEditor('message_save', { id: now.id, kind: 'bonus', title: 'Değişti', text: 'x', status: 'active' }),
      'contentMessageSent',
    );
    expectRefusal(await asEditor('message_delete', { id: now.id }), 'contentMessageSent');
    expectRefusal(
      await asEditor('message_save', {
        kind: 'news',
        title: 'Geçmiş',
        text: 'x',
        status: 'active',
        publishedAt: at(-DAY_MS),
      }),
      'contentMessageTimeInvalid',
    );
    await ok('message_save', {
      id: ahead.id,
      kind: 'news',
      title: 'Yarın kısa bakım',
      text: 'Gece 03:00’te.',
      status: 'active',
      publishedAt: at(DAY_MS),
    });
    await ok('message_status', { id: now.id, status: 'inactive' });
    const withdrawn = await app.call<{ messages: MassMessage[] }>('crm', 'list_mass_messages', {}, player);
    expect(withdrawn.data.messages.map((message) => message.ID)).not.toContain(now.id);
    await ok('message_delete', { id: ahead.id });
  });
});

describe('the staff audit', () => {
  it('names the staff member, the call and its target for every change, refusals by its rules and denials by role', async () => {
    const saves = await auditOf('slider_save');
    expect(saves.filter((row) => row.outcome === 'ok').length).toBeGreaterThanOrEqual(5);
    expect(saves.every((row) => row.username === editor.username || row.username === auditor.username)).toBe(true);
    expect(saves.find((row) => row.outcome === 'ok')?.target).toMatch(/^slider:\d+$/);
    expect(
      saves.some(
        (row) =>
          row.outcome === 'refused' &&
          row.code === BACKOFFICE_MESSAGES.contentSliderNotFound.code &&
          row.target === 'slider:999999',
      ),
    ).toBe(true);
    expect(saves.some((row) => row.outcome === 'denied' && row.username === auditor.username)).toBe(true);
    for (const method of [
      'slider_status',
      'slider_delete',
      'promotion_save',
      'promotion_bonus_save',
      'popup_status',
      'page_save',
      'page_delete',
      'licence_save',
      'licence_status',
      'tournament_save',
      'tournament_delete',
      'message_save',
      'message_status',
      'message_delete',
    ]) {
      const rows = await auditOf(method);
      expect(
        rows.some((row) => row.outcome === 'ok' && row.target !== null),
        method,
      ).toBe(true);
    }
    expect(await auditOf('sliders_list')).toEqual([]);
  });
});
