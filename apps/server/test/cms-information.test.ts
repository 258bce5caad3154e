import { INF_TYPES } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

interface Page {
  InfType: string;
  Title: string;
  Text: string;
  UpdatedAt: string;
}

describe('cmscontroller.getInformation', () => {
  const TEXT_PAGES = INF_TYPES.filter((infType) => infType !== 'SocialMediaLinks');
  it.each(TEXT_PAGES)('answers %s with a real Turkish text', async (infType) => {
    const answer = await app.call<Page>('cmscontroller', 'getInformation', {
      Lang: 'tr',
      SiteType: 'mobile',
      InfType: infType,
    });
    expect(answer.result).toBe(true);
    expect(answer.data.InfType).toBe(infType);
    expect(answer.data.Title.length).toBeGreaterThan(3);
    expect(answer.data.Text.length).toBeGreaterThan(50);
  });

  it('holds no invented social media accounts: the links are operator settings', async () => {
    for (const Lang of ['tr', 'en']) {
      const answer = await app.call<Page>('cmscontroller', 'getInformation', { Lang, InfType: 'SocialMediaLinks' });
      expect(answer.data.Text).toBe('[]');
    }
  });

  it('answers in English when asked', async () => {
    const answer = await app.call<Page>('cmscontroller', 'getInformation', { Lang: 'en', InfType: 'SSSinformation' });
    expect(answer.data.Title).toBe('Frequently asked questions');
  });

  it('uses correct Turkish letters', async () => {
    const answer = await app.call<Page>('cmscontroller', 'getInformation', { InfType: 'SSSinformation' });
    expect(answer.data.Title).toBe('Sıkça Sorulan Sorular');
    expect(answer.data.Text).toMatch(/[çğıİöşü]/);
  });

  it('refuses an unknown InfType and a missing one', async () => {
    for (const data of [{ InfType: 'Nope' }, {}, { InfType: 'x'.repeat(10_000) }]) {
      const answer = await app.call('cmscontroller', 'getInformation', data);
      expect(answer).toMatchObject({ result: false, code: 422 });
      expect(answer.message).toContain('Gönderilen bilgiler geçersiz');
    }
  });

  it('answers not found when the page was removed', async () => {
    await app.services.db.deleteFrom('information_pages').where('inf_type', '=', 'PromoSart').execute();
    const answer = await app.call('cmscontroller', 'getInformation', { InfType: 'PromoSart' });
    expect(answer).toMatchObject({ result: false, message: 'Aradığınız kayıt bulunamadı.' });
  });
});
