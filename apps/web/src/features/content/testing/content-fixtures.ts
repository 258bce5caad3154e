import type { Slider } from '@bnw/contract';

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
