import type { Text } from '../../i18n/language';

/**
 * The area's names in the menu, in titles and on its fields (react-admin's `resources.*` texts):
 * on the first screen with the menu, apart from the area's other texts, which load with its pages.
 */
export const REPORT_NAMES = {
  reports: { tr: 'Raporlar', en: 'Reports' },
  settings: { tr: 'Site ayarları', en: 'Site settings' },
  staff: { tr: 'Personel', en: 'Staff' },
} as const satisfies Record<string, Text>;
