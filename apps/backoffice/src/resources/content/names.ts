import type { Text } from '../../i18n/language';

/**
 * The area's names in the menu, in titles and on its fields (react-admin's `resources.*` texts):
 * on the first screen with the menu, apart from the area's other texts, which load with its pages.
 */
export const CONTENT_NAMES = {
  licence_one: { tr: 'Lisans', en: 'Licence' },
  licences: { tr: 'Lisanslar', en: 'Licences' },
  message_one: { tr: 'Toplu mesaj', en: 'Mass message' },
  messages: { tr: 'Toplu mesajlar', en: 'Mass messages' },
  page_one: { tr: 'Bilgi sayfası', en: 'Information page' },
  pages: { tr: 'Bilgi sayfaları', en: 'Information pages' },
  popup_one: { tr: 'Açılır pencere', en: 'Pop-up' },
  popups: { tr: 'Açılır pencereler', en: 'Pop-ups' },
  promotion_one: { tr: 'Promosyon', en: 'Promotion' },
  promotions: { tr: 'Promosyonlar', en: 'Promotions' },
  slider_one: { tr: 'Slayt', en: 'Slider' },
  sliders: { tr: 'Slaytlar', en: 'Sliders' },
  tournament_one: { tr: 'Turnuva', en: 'Tournament' },
  tournaments: { tr: 'Turnuvalar', en: 'Tournaments' },
} as const satisfies Record<string, Text>;
