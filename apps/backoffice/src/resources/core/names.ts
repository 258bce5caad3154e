import type { Text } from '../../i18n/language';

/**
 * The area's names in the menu, in titles and on its fields (react-admin's `resources.*` texts):
 * on the first screen with the menu, apart from the area's other texts, which load with its pages.
 */
export const CORE_NAMES = {
  audit: { tr: 'Denetim kaydı', en: 'Audit log' },
  auditEntry_one: { tr: 'Denetim kaydı', en: 'Audit entry' },
  maintenance: { tr: 'Bakım modu', en: 'Maintenance mode' },
  ticket_one: { tr: 'Destek talebi', en: 'Support ticket' },
  tickets: { tr: 'Destek talepleri', en: 'Support tickets' },
} as const satisfies Record<string, Text>;
