import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadBonusTexts } from '@/i18n';
import { renderWithApp } from '@/testing/render';
import { ACTIVE_BONUS_REFRESH_MS } from '../api/active-bonus';
import {
  activeBonus,
  answerRequests,
  awaitingBonus,
  callsOf,
  captureNotices,
  signIn,
  signOut,
} from '../testing/bonus-fixtures';
import { BonusUsage } from './bonus-usage';

beforeAll(() => loadBonusTexts());
beforeEach(signIn);
afterEach(signOut);

describe('/bonus-usage', () => {
  it('shows an active bonus: its balance, the wagering bar and what is left, the rules and the terms', async () => {
    answerRequests({ 'bonus.list_active': [activeBonus()] });
    renderWithApp(<BonusUsage />, { path: '/bonus-usage' });
    const card = await screen.findByTestId('active-bonus');
    expect(within(card).getByRole('heading', { name: 'Deneme Bonusu' })).toBeTruthy();
    expect(within(card).getByText('Aktif')).toBeTruthy();
    expect(within(card).getByTestId('bonus-balance').textContent).toBe('₺40,00');

    const bar = within(card).getByRole('progressbar', { name: 'Çevrim' });
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuetext')).toBe('%40, ₺250,00 çevrimin ₺100,00 kadarı tamamlandı');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('40%');
    expect(within(card).getByText('₺100,00 / ₺250,00')).toBeTruthy();
    expect(within(card).getByTestId('wagering-remaining').textContent).toBe('Kalan çevrim ₺150,00');

    // Istanbul time, in Turkish.
    expect(within(card).getByText('29 Kasım 2026 10:05')).toBeTruthy();
    expect(within(card).getByText('₺50')).toBeTruthy();
    expect(within(card).getByText('Slot %100 · Sanal oyunlar %10')).toBeTruthy();
    expect(within(card).getByText('Bonus koşulları').closest('details')?.textContent).toContain(
      'Bonus 5 kat çevrilmelidir.',
    );
  });

  it('lists a tournament prize queued behind the open bonus, with when it starts', async () => {
    const prize = activeBonus({
      ID: 9,
      OfferID: 4,
      Kind: 'prize',
      Status: 'queued',
      Title: 'Kış Slot Turnuvası',
      AmountKurus: 100_000,
      BalanceKurus: 0,
      WageringRequiredKurus: 1_000_000,
      WageredKurus: 0,
    });
    answerRequests({ 'bonus.list_active': [activeBonus(), prize] });
    renderWithApp(<BonusUsage />, { path: '/bonus-usage' });
    await screen.findByTestId('active-bonus');
    const queued = screen.getByRole('region', { name: 'Sıradaki ödüller' });
    const card = within(queued).getByTestId('queued-bonus');
    expect(within(card).getByRole('heading', { name: 'Kış Slot Turnuvası' })).toBeTruthy();
    expect(within(card).getByText('Sırada')).toBeTruthy();
    expect(within(card).getByText('₺1.000,00')).toBeTruthy();
    expect(card.textContent).toContain('₺10.000 çevrimi ve geçerlilik süresi o zaman başlar');
  });

  it('rounds the bar down and never past the requirement', async () => {
    answerRequests({ 'bonus.list_active': [activeBonus({ WageredKurus: 24_999 })] });
    renderWithApp(<BonusUsage />);
    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('99');
    expect(screen.getByTestId('wagering-remaining').textContent).toBe('Kalan çevrim ₺0,01');
  });

  it('asks before forfeiting, says what is lost, and forfeits only on the confirmation', async () => {
    const notices = captureNotices();
    let open = [activeBonus()];
    const calls = answerRequests({
      'bonus.list_active': () => open,
      'bonus.forfeit': () => {
        open = [];
        return activeBonus({ Status: 'forfeited', BalanceKurus: 0, ForfeitedKurus: 4_000 });
      },
      'finance.check_balance': [{ balance: 0, pending: 0, bonus: 0, currency: 'TRY' }],
    });
    renderWithApp(<BonusUsage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Bonusu iptal et' }));
    let sheet = await screen.findByRole('dialog', { name: 'Bonus iptal edilsin mi?' });
    expect(sheet.textContent).toContain('kalan ₺40,00 bonus bakiyesi hesabınızdan silinir');

    fireEvent.click(within(sheet).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(calls, 'bonus.forfeit')).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Bonusu iptal et' }));
    sheet = await screen.findByRole('dialog', { name: 'Bonus iptal edilsin mi?' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Evet, iptal et' }));
    expect(await screen.findByText(/Şu anda açık bir bonusunuz yok/)).toBeTruthy();
    expect(calls).toHaveBeenCalledWith('bonus.forfeit', { bonusID: 7 });
    expect(notices.positive).toHaveBeenCalledWith('Bonusunuz iptal edildi.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('explains a bonus waiting for its deposit and links to the deposit page', async () => {
    answerRequests({ 'bonus.list_active': [awaitingBonus()] });
    renderWithApp(<BonusUsage />);
    const card = await screen.findByTestId('awaiting-bonus');
    expect(within(card).getByText('Yatırım bekleniyor')).toBeTruthy();
    expect(within(card).getByText(/en az ₺100 tutarındaki bir sonraki yatırımınızı bekliyor/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Para yatır' }).getAttribute('href')).toBe('/payment-actions');
    expect(within(card).queryByRole('progressbar')).toBeNull();
  });

  it('says so kindly when no bonus is open, with the way to the promotions', async () => {
    answerRequests({ 'bonus.list_active': [] });
    renderWithApp(<BonusUsage />);
    expect(await screen.findByText(/Şu anda açık bir bonusunuz yok/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Promosyonlara git' }).getAttribute('href')).toBe('/promotions');
  });

  it('asks again every few seconds while open, so the wagering moves as the player spins', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let wagered = 10_000;
    const calls = answerRequests({ 'bonus.list_active': () => [activeBonus({ WageredKurus: wagered })] });
    renderWithApp(<BonusUsage />);
    expect((await screen.findByRole('progressbar')).getAttribute('aria-valuenow')).toBe('40');
    wagered = 15_000;
    await vi.advanceTimersByTimeAsync(ACTIVE_BONUS_REFRESH_MS);
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('60'));
    expect(callsOf(calls, 'bonus.list_active')).toBe(2);
  });
});
