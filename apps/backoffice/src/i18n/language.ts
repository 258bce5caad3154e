import { LANGUAGES, type Language } from '@bnw/contract/constants';

/** The interface's language: Turkish first; the English switch is remembered in this browser. */
const LANGUAGE_KEY = 'bnw.backoffice.lang';

export type Text = { tr: string; en: string };

/** `%{name}` placeholders of a text filled in (the placeholders react-admin's own texts use). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

export function currentLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : 'tr';
  } catch {
    return 'tr';
  }
}

export function storeLanguage(language: string): void {
  if (!isLanguage(language)) return;
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // A browser that keeps nothing simply starts in Turkish again.
  }
  document.documentElement.lang = language;
}

/** The texts of failures that have no server message (no answer at all, a 5xx, an unreadable answer). */
const STATIC_TEXTS = {
  network: {
    tr: 'Sunucuya ulaşılamadı. Bağlantınızı denetleyip yeniden deneyin.',
    en: 'The server could not be reached. Check your connection and try again.',
  },
  serverProblem: {
    tr: 'Sunucuda bir sorun oluştu. Lütfen biraz sonra yeniden deneyin.',
    en: 'The server had a problem. Please try again shortly.',
  },
  unexpectedAnswer: {
    tr: 'Sunucudan beklenmeyen bir yanıt geldi.',
    en: 'The server sent an unexpected answer.',
  },
  unsupported: {
    tr: 'Bu kayıt türünde bu işlem yapılamaz.',
    en: 'This kind of record does not allow this action.',
  },
} satisfies Record<string, Text>;

export function staticText(key: keyof typeof STATIC_TEXTS): string {
  return STATIC_TEXTS[key][currentLanguage()];
}
