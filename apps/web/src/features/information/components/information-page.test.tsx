import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n';
import { ApiError, api } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';
import { renderWithApp } from '@/testing/render';
import { parseInfoText } from '../utils/info-text';
import { FaqAccordion } from './faq-accordion';
import { InformationPage } from './information-page';

describe('InformationPage', () => {
  it('renders title, last update in Turkish and the text as elements', async () => {
    const request = vi.spyOn(api, 'request').mockResolvedValue({
      InfType: 'SiteInformation',
      Title: 'Hakkımızda',
      Text: 'Giriş <b>kalın değil</b>.\n\n## Neler sunuyoruz\n- Slot\n- Tombala',
      UpdatedAt: '2025-11-22T12:00:00Z',
    } as never);
    renderWithApp(<InformationPage infType="SiteInformation" fallbackTitle="Bilgi" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeTruthy();
    expect(screen.getByText('Son güncelleme: 22 Kasım 2025')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Neler sunuyoruz' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Slot', 'Tombala']);
    expect(screen.getByText('Giriş <b>kalın değil</b>.')).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
    expect(request).toHaveBeenCalledWith(
      'cmscontroller.getInformation',
      { SiteType: 'mobile', InfType: 'SiteInformation' },
      expect.objectContaining({ silent: true }),
    );
    expect(document.title).toBe('Hakkımızda · BNW Casino');
  });

  it('writes the last update in English on the English site', async () => {
    vi.spyOn(api, 'request').mockResolvedValue({
      InfType: 'SSSinformation',
      Title: 'FAQ',
      Text: '## Demo?\nPlay money.',
      UpdatedAt: '2025-11-22T12:00:00Z',
    } as never);
    await changeLanguage('en');
    useAppStore.setState({ language: 'en' });
    try {
      renderWithApp(<InformationPage infType="SSSinformation" fallbackTitle="FAQ" />);
      expect(await screen.findByText('Last updated: 22 November 2025')).toBeTruthy();
    } finally {
      useAppStore.setState({ language: 'tr' });
      await changeLanguage('tr');
    }
  });

  it('shows a Turkish error with the server message and a retry button', async () => {
    vi.spyOn(api, 'request').mockRejectedValue(new ApiError('failed', 'Aradığınız kayıt bulunamadı.'));
    renderWithApp(<InformationPage infType="GenelKurallar" fallbackTitle="Genel Kurallar" />);
    expect(await screen.findByText('İçerik şu anda yüklenemedi.')).toBeTruthy();
    expect(screen.getByText('Aradığınız kayıt bulunamadı.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Genel Kurallar' })).toBeTruthy();
  });
});

describe('FaqAccordion', () => {
  it('renders each question as a closed details element', () => {
    renderWithApp(
      <FaqAccordion blocks={parseInfoText('## Demo modu nedir?\nOyun parası.\n\n## Bakiye?\nGizlenebilir.')} />,
    );
    const details = document.querySelectorAll('details');
    expect(details).toHaveLength(2);
    expect(details[0]?.open).toBe(false);
    expect(screen.getByText('Demo modu nedir?').closest('summary')).toBeTruthy();
  });
});
