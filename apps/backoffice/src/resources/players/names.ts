import type { Text } from '../../i18n/language';

/**
 * The area's names in the menu, in titles and on its fields (react-admin's `resources.*` texts):
 * on the first screen with the menu, apart from the area's other texts, which load with its pages.
 */
export const PLAYER_NAMES = {
  createdAt: { tr: 'Kayıt', en: 'Registered' },
  email: { tr: 'E-posta', en: 'E-mail' },
  id: { tr: 'No', en: 'No' },
  lastLogin: { tr: 'Son giriş', en: 'Last login' },
  name: { tr: 'Ad soyad', en: 'Name' },
  phone: { tr: 'Telefon', en: 'Phone' },
  player_one: { tr: 'Oyuncu', en: 'Player' },
  players: { tr: 'Oyuncular', en: 'Players' },
  registeredFrom: { tr: 'Kayıt: ilk gün', en: 'Registered from' },
  registeredTo: { tr: 'Kayıt: son gün', en: 'Registered until' },
  status: { tr: 'Durum', en: 'Status' },
  username: { tr: 'Kullanıcı adı', en: 'Username' },
} as const satisfies Record<string, Text>;
