import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { ALL_PAGES, ALL_RESOURCES, GROUPS } from '../resources/registry';
import { currentLanguage, storeLanguage } from './language';
import { raTurkish } from './ra-turkish';

/** Resource names in react-admin's titles and breadcrumbs come from the registry's labels. */
function resourceNames(language: 'tr' | 'en'): Record<string, { name: string }> {
  return Object.fromEntries(ALL_RESOURCES.map((resource) => [resource.name, { name: resource.label[language] }]));
}

function catalogue(language: 'tr' | 'en'): TranslationMessages {
  const ra = language === 'en' ? englishMessages.ra : raTurkish;
  return {
    ra,
    resources: resourceNames(language),
    groups: Object.fromEntries(GROUPS.map((group) => [group.id, group.label[language]])),
    pages: Object.fromEntries(ALL_PAGES.map((page) => [page.path, page.label[language]])),
  } as TranslationMessages;
}

/** Turkish first; English on the switch in the app bar, remembered in this browser. */
export function createI18nProvider(): I18nProvider {
  const initial = currentLanguage();
  document.documentElement.lang = initial;
  const polyglot = polyglotI18nProvider((locale) => catalogue(locale === 'en' ? 'en' : 'tr'), initial, [
    { locale: 'tr', name: 'Türkçe' },
    { locale: 'en', name: 'English' },
  ]);
  return {
    ...polyglot,
    changeLocale: async (locale, options) => {
      storeLanguage(locale);
      return polyglot.changeLocale(locale, options);
    },
  };
}
