import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { currentLanguage, storeLanguage } from '../i18n/language';
import { RA_ENGLISH_ERRORS, raTurkish } from '../i18n/ra-turkish';
import type { BackofficeResource } from '../resources/types';
import { ALL_PAGES, ALL_RESOURCES, GROUPS } from './registry';

/**
 * react-admin's own place for a resource's words (`resources.<name>.name`, one |||| many, and
 * `resources.<name>.fields.<source>`): a field or input without a `label` is labelled from here,
 * and a list's or form's title from the name and the record.
 */
function resourceTexts(resource: BackofficeResource, language: 'tr' | 'en') {
  const fields = Object.entries(resource.fields ?? {}).map(([source, text]) => [source, text[language]]);
  return {
    name: `${resource.one[language]} |||| ${resource.label[language]}`,
    fields: Object.fromEntries(fields),
  };
}

function catalogue(language: 'tr' | 'en'): TranslationMessages {
  const ra = language === 'en' ? englishMessages.ra : raTurkish;
  return {
    ra,
    resources: Object.fromEntries(ALL_RESOURCES.map((resource) => [resource.name, resourceTexts(resource, language)])),
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
    translate: (key, options) => polyglot.translate(RA_ENGLISH_ERRORS[key] ?? key, options),
    changeLocale: async (locale, options) => {
      storeLanguage(locale);
      return polyglot.changeLocale(locale, options);
    },
  };
}
