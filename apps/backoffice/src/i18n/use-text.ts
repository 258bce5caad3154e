import { useLocaleState } from 'react-admin';
import type { Text } from './language';

/** `t({ tr, en })` in the interface's current language: how every page shows its own texts. */
export function useText(): (text: Text) => string {
  const [locale] = useLocaleState();
  return (text) => (locale === 'en' ? text.en : text.tr);
}

export function useLanguage(): 'tr' | 'en' {
  const [locale] = useLocaleState();
  return locale === 'en' ? 'en' : 'tr';
}
