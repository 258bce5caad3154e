import type { Popup, Promotion, Slider } from '@bnw/contract';

const HOUR_MS = 3_600_000;

/** A home slider shown from an hour before `nowMs` to an hour after it, unless told otherwise. */
export function sliderAt(nowMs: number, overrides: Partial<Slider> = {}): Slider {
  return {
    ID: 1,
    Title: 'Hoş Geldin Bonusu',
    Text: 'İlk yatırımına %100 bonus.',
    Image: { Url: '/content/images/slider/1.svg?v=a', Width: 800, Height: 400 },
    Link: '/promotions',
    LinkText: 'Detaylar',
    SliderType: 'home',
    SliderPlace: 'top',
    SortOrder: 1,
    Status: 'active',
    Start_date: new Date(nowMs - HOUR_MS).toISOString(),
    End_date: new Date(nowMs + HOUR_MS).toISOString(),
    ...overrides,
  };
}

/** An active promotion with its terms. */
export function promotion(id: number, overrides: Partial<Promotion> = {}): Promotion {
  return {
    ID: id,
    Title: `Kampanya ${id}`,
    Text: `Kampanya ${id} kısa metni.`,
    Terms: `Birinci koşul ${id}.\n\nİkinci koşul ${id}.`,
    Badge: id === 1 ? 'Yeni Üyelere' : null,
    Image: { Url: `/content/images/promotion/${id}.svg?v=a`, Width: 800, Height: 450 },
    Link: '/payment-actions',
    LinkText: 'Yatırım yap',
    SortOrder: id,
    Status: 'active',
    Bonus: null,
    ...overrides,
  };
}

/** An active pop-up. */
export function popup(id: number, overrides: Partial<Popup> = {}): Popup {
  return {
    ID: id,
    Title: `Duyuru ${id}`,
    Text: `Duyuru ${id} metni.`,
    Image: { Url: `/content/images/popup/${id}.svg?v=a`, Width: 640, Height: 800 },
    Link: '/tournaments',
    LinkText: 'Turnuvaya katıl',
    SortOrder: id,
    Active: 'active',
    ...overrides,
  };
}
