import type { CONTENT_CONTRACT } from '@bnw/contract/backoffice';
import type { SampleContext, SamplesOf } from './backoffice-samples.js';
import { asStaff, staffCall } from './backoffice-support.js';

const DAY_MS = 86_400_000;
const ART = { palette: 'emerald', motif: 'gift', kicker: 'HAFTA SONU', headline: '%50 Bonus' };

/**
 * Valid inputs of the back office's content calls for the permission matrix. A writer gets a row
 * of its own to change (made by the administrator); a refused caller is sent at the shared row,
 * which the call would change if the role check were missing.
 */
export function contentSamples(context: SampleContext): SamplesOf<typeof CONTENT_CONTRACT> {
  const at = (offsetMs: number) => new Date(context.clock.now().getTime() + offsetMs).toISOString();
  let serial = 0;
  const next = () => (serial += 1);

  /** The administrator calls; the answer's data, or the test fails with the message. */
  async function asAdmin<T>(method: string, data: Record<string, unknown>): Promise<T> {
    const answer = await staffCall<T>(context.app(), method, data, asStaff(context.staffByRole.administrator));
    if (!answer.result) throw new Error(`${method}: ${answer.message}`);
    return answer.data;
  }

  const slider = () => ({
    sliderType: 'home',
    title: `Hoş geldin slaytı ${next()}`,
    text: 'İlk yatırımına %100 bonus.',
    art: ART,
    status: 'active',
    startDate: at(-DAY_MS),
    endDate: at(7 * DAY_MS),
  });
  const promotion = () => ({
    title: `Hafta sonu bonusu ${next()}`,
    text: 'Cuma ve cumartesi.',
    terms: '',
    art: ART,
    status: 'active',
  });
  const popup = () => ({ title: `Duyuru ${next()}`, text: 'Yeni oyunlar eklendi.', art: ART, status: 'inactive' });
  const tournament = () => ({
    title: `Kış turnuvası ${next()}`,
    text: 'En çok bahis yapan kazanır.',
    terms: '',
    art: ART,
    status: 'inactive',
    startDate: at(10 * DAY_MS),
    endDate: at(17 * DAY_MS),
    scoringRule: 'total_stake',
    prizes: [{ fromRank: 1, toRank: 3, amountKurus: 100_000, kind: 'cash' }],
  });
  const message = () => ({
    kind: 'news',
    title: `Bakım duyurusu ${next()}`,
    text: 'Gece yarısı kısa bir bakım olacak.',
    status: 'active',
    publishedAt: at(DAY_MS),
  });
  const licence = () => ({
    authority: 'Curaçao Gaming Control Board',
    licenseNumber: `OGL/2026/${next()}`,
    jurisdiction: 'Curaçao',
    status: 'inactive',
  });
  const bonus = {
    kind: 'fixed',
    fixedKurus: 5_000,
    wageringMultiple: 5,
    maxStakeKurus: 5_000,
    validDays: 7,
    contributions: [],
  };
  const page = (lang: string) => ({
    infType: 'SSSinformation',
    lang,
    title: 'Sıkça Sorulan Sorular',
    body: 'Soru\n\nYanıt',
  });

  type Made = { id: number };
  const make = {
    slider: () => asAdmin<Made>('bo_content.slider_save', slider()).then((row) => row.id),
    promotion: () => asAdmin<Made>('bo_content.promotion_save', promotion()).then((row) => row.id),
    popup: () => asAdmin<Made>('bo_content.popup_save', popup()).then((row) => row.id),
    tournament: () => asAdmin<Made>('bo_content.tournament_save', tournament()).then((row) => row.id),
    message: () => asAdmin<Made>('bo_content.message_save', message()).then((row) => row.id),
    licence: () => asAdmin<Made>('bo_content.licence_save', licence()).then((row) => row.id),
    bonusPromotion: async () => {
      const id = await make.promotion();
      await asAdmin('bo_content.promotion_bonus_save', { ...bonus, promotionID: id });
      return id;
    },
    englishPage: () => asAdmin('bo_content.page_save', page('en')),
  };

  /** The shared rows a refused caller aims at, made once. */
  const shared = new Map<string, Promise<number>>();
  const sharedId = (kind: keyof typeof make) => {
    if (!shared.has(kind))
      shared.set(
        kind,
        make[kind]().then((made) => (typeof made === 'number' ? made : 0)),
      );
    return shared.get(kind)!;
  };
  /** Its own new row for an allowed caller, the shared one otherwise. */
  const target = (kind: keyof typeof make, allowed: boolean) =>
    allowed ? make[kind]().then((made) => made as number) : sharedId(kind);

  return {
    'bo_content.art_preview': async () => ({ size: 'slider', title: 'Önizleme', art: ART }),

    'bo_content.sliders_list': async () => ({ status: 'active', limit: 10 }),
    'bo_content.slider_get': async () => ({ id: await sharedId('slider') }),
    'bo_content.slider_save': async (_caller, allowed) =>
      allowed ? slider() : { ...slider(), id: await sharedId('slider') },
    'bo_content.slider_status': async (_caller, allowed) => ({
      id: await target('slider', allowed),
      status: 'inactive',
    }),
    'bo_content.slider_delete': async (_caller, allowed) => ({ id: await target('slider', allowed) }),

    'bo_content.promotions_list': async () => ({ limit: 10 }),
    'bo_content.promotion_get': async () => ({ id: await sharedId('promotion') }),
    'bo_content.promotion_save': async (_caller, allowed) =>
      allowed ? promotion() : { ...promotion(), id: await sharedId('promotion') },
    'bo_content.promotion_status': async (_caller, allowed) => ({
      id: await target('promotion', allowed),
      status: 'inactive',
    }),
    'bo_content.promotion_delete': async (_caller, allowed) => ({ id: await target('promotion', allowed) }),
    'bo_content.promotion_bonus_save': async (_caller, allowed) => ({
      ...bonus,
      promotionID: await target('promotion', allowed),
    }),
    'bo_content.promotion_bonus_delete': async (_caller, allowed) => ({
      promotionID: await target('bonusPromotion', allowed),
    }),

    'bo_content.popups_list': async () => ({ limit: 10 }),
    'bo_content.popup_get': async () => ({ id: await sharedId('popup') }),
    'bo_content.popup_save': async (_caller, allowed) =>
      allowed ? popup() : { ...popup(), id: await sharedId('popup') },
    'bo_content.popup_status': async (_caller, allowed) => ({ id: await target('popup', allowed), status: 'active' }),
    'bo_content.popup_delete': async (_caller, allowed) => ({ id: await target('popup', allowed) }),

    'bo_content.pages_list': async () => ({}),
    'bo_content.page_get': async () => {
      await sharedId('englishPage');
      return { infType: 'SSSinformation', lang: 'en' };
    },
    'bo_content.page_save': async () => ({ ...page('en'), title: `Sık Sorulanlar ${next()}` }),
    'bo_content.page_delete': async (_caller, allowed) => {
      if (allowed) await make.englishPage();
      else await sharedId('englishPage');
      return { infType: 'SSSinformation', lang: 'en' };
    },

    'bo_content.tournaments_list': async () => ({ limit: 10 }),
    'bo_content.tournament_get': async () => ({ id: await sharedId('tournament') }),
    'bo_content.tournament_save': async (_caller, allowed) =>
      allowed ? tournament() : { ...tournament(), id: await sharedId('tournament') },
    'bo_content.tournament_status': async (_caller, allowed) => ({
      id: await target('tournament', allowed),
      status: 'active',
    }),
    'bo_content.tournament_delete': async (_caller, allowed) => ({ id: await target('tournament', allowed) }),

    'bo_content.messages_list': async () => ({ kind: 'news', limit: 10 }),
    'bo_content.message_get': async () => ({ id: await sharedId('message') }),
    'bo_content.message_save': async (_caller, allowed) =>
      allowed ? message() : { ...message(), id: await sharedId('message') },
    'bo_content.message_status': async (_caller, allowed) => ({
      id: await target('message', allowed),
      status: 'inactive',
    }),
    'bo_content.message_delete': async (_caller, allowed) => ({ id: await target('message', allowed) }),

    'bo_content.licences_list': async () => ({ search: 'curaçao', limit: 10 }),
    'bo_content.licence_get': async () => ({ id: await sharedId('licence') }),
    'bo_content.licence_save': async (_caller, allowed) =>
      allowed ? licence() : { ...licence(), id: await sharedId('licence') },
    'bo_content.licence_status': async (_caller, allowed) => ({
      id: await target('licence', allowed),
      status: 'active',
    }),
    'bo_content.licence_delete': async (_caller, allowed) => ({ id: await target('licence', allowed) }),
  };
}
