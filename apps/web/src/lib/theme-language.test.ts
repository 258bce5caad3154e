import { describe, expect, it } from 'vitest';
import { applyLanguage, languageFromStored, readLanguage, saveLanguage } from './language';
import { createMemoryStorage } from './storage';
import { applyTheme, readTheme, saveTheme, themeFromStored } from './theme';

describe('theme (bnwUserMode)', () => {
  it("gives dark only for a stored 'dark'", () => {
    expect(themeFromStored('dark')).toBe('dark');
    expect(themeFromStored('light')).toBe('light');
    expect(themeFromStored(null)).toBe('light');
    expect(themeFromStored('DARK')).toBe('light');
  });

  it('persists and reads back', () => {
    const storage = createMemoryStorage();
    saveTheme('dark', storage);
    expect(storage.getItem('bnwUserMode')).toBe('dark');
    expect(readTheme(storage)).toBe('dark');
  });

  it('puts the dark class and colour scheme on <html>', () => {
    const root = document.createElement('html');
    applyTheme('dark', root);
    expect(root.classList.contains('dark')).toBe(true);
    applyTheme('light', root);
    expect(root.classList.contains('dark')).toBe(false);
  });
});

describe('language (bnwUserLang)', () => {
  it('uses the stored value only if it is exactly 2 characters and known', () => {
    expect(languageFromStored('en')).toBe('en');
    expect(languageFromStored('tr')).toBe('tr');
    expect(languageFromStored('eng')).toBe('tr');
    expect(languageFromStored('de')).toBe('tr');
    expect(languageFromStored('')).toBe('tr');
    expect(languageFromStored(null)).toBe('tr');
  });

  it('persists and sets <html lang>', () => {
    const storage = createMemoryStorage();
    saveLanguage('en', storage);
    expect(readLanguage(storage)).toBe('en');
    const root = document.createElement('html');
    applyLanguage('en', root);
    expect(root.lang).toBe('en');
  });
});
