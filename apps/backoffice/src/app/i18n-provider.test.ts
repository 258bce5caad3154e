import { beforeAll, describe, expect, it } from 'vitest';
import { createI18nProvider } from './i18n-provider';

beforeAll(() => {
  // The provider marks the page's language; the units run without a browser page.
  Object.assign(globalThis, { document: { documentElement: {} } });
});

describe('the back office in Turkish', () => {
  it("shows react-admin's English-only create error as the Turkish data error", () => {
    const { translate } = createI18nProvider();
    const shown = translate('Invalid dataProvider response for create: missing id', {
      _: 'Invalid dataProvider response for create: missing id',
    });
    expect(shown).toBe(translate('ra.notification.data_provider_error'));
    expect(shown).not.toMatch(/Invalid|dataProvider/);
  });

  it("keeps react-admin's own keys and any other message as they were", () => {
    const { translate } = createI18nProvider();
    expect(translate('ra.navigation.no_results')).not.toBe('No results found');
    expect(translate('Oyun kaydedildi.', { _: 'Oyun kaydedildi.' })).toBe('Oyun kaydedildi.');
  });
});
