import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadProtectionTexts } from '@/i18n';
import { renderWithApp } from '@/testing/render';
import { answerRequests, limit, settings, signIn, signOut } from '../testing/protection-fixtures';
import { DepositLimitsNote, ResponsibleGamingLink } from './responsible-gaming-links';

beforeAll(() => loadProtectionTexts());
afterEach(signOut);

describe('the links to /responsible-gaming', () => {
  it('shows the deposit limits in force with what is left on the deposit page', async () => {
    signIn();
    answerRequests({
      'protection.get_settings': settings({}, [
        limit('deposit', 'month', { AmountKurus: 500_000, UsedKurus: 600_000 }),
      ]),
    });
    renderWithApp(<DepositLimitsNote />);
    const note = await screen.findByRole('complementary', { name: 'Yatırım limitleriniz' });
    expect(note.textContent).toContain('Günlük: ₺1.000,00 (kalan ₺750,00)');
    expect(note.textContent).toContain('Aylık: ₺5.000,00 (kalan ₺0,00)');
    expect(note.textContent).not.toContain('Haftalık');
    expect(screen.getByRole('link', { name: 'Sorumlu Oyun' }).getAttribute('href')).toBe('/responsible-gaming');
  });

  it('offers the way there when no deposit limit is set', async () => {
    signIn();
    answerRequests({ 'protection.get_settings': settings({}, [limit('deposit', 'day')]) });
    renderWithApp(<DepositLimitsNote />);
    expect(await screen.findByText('Yatırım limiti koymak ister misiniz?')).toBeTruthy();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('is a row on the account settings page', async () => {
    renderWithApp(<ResponsibleGamingLink />);
    const link = await screen.findByRole('link', { name: /Sorumlu Oyun/ });
    expect(link.getAttribute('href')).toBe('/responsible-gaming');
    expect(link.textContent).toContain('Limitler, hatırlatıcı, oyun arası ve uzak tutma');
  });
});
