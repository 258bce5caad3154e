import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAmountTexts, loadProtectionTexts } from '@/i18n';
import { useAppStore } from '@/stores/app-store';
import { renderWithApp } from '@/testing/render';
import { answerRequests, callsOf, captureNotices, limit, settings, signOut } from '../testing/protection-fixtures';
import { ProtectionPrompts } from './protection-prompts';
import { DepositLimitsNote } from './responsible-gaming-links';

beforeAll(() => Promise.all([loadProtectionTexts(), loadAmountTexts()]));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T11:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  signOut();
});

let players = 0;
/** A player of their own: a prompt closed in one test stays closed for that player this visit. */
function signInAnew(): void {
  players += 1;
  const uid = `prompt-player-${players}`;
  useAppStore.setState({ isLoggedIn: true, user: { uid, sid: 's1' }, userProfile: { uid, username: 'ayse' } });
}

const NO_LIMITS = [limit('deposit', 'day')];

describe('the offer of a deposit limit after registration', () => {
  beforeEach(signInAnew);

  it('sets the limit the player chose, in kuruş, and closes', async () => {
    const notices = captureNotices();
    const calls = answerRequests({
      'protection.get_settings': settings({ DepositLimitPrompt: 'registration' }, NO_LIMITS),
      'protection.set_limit': settings({}, [limit('deposit', 'week', { AmountKurus: 100_000 })]),
    });
    renderWithApp(<ProtectionPrompts />);
    const sheet = await screen.findByRole('dialog', { name: 'Yatırım limiti belirleyin' });
    fireEvent.click(within(sheet).getByRole('radio', { name: 'Haftalık' }));
    fireEvent.change(within(sheet).getByLabelText('Limit tutarı'), { target: { value: '1.000' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Limiti belirle' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveBeenCalledWith('protection.set_limit', { kind: 'deposit', period: 'week', amount: 100_000 });
    expect(notices.positive).toHaveBeenCalledWith('Haftalık yatırım limitiniz ₺1.000,00 olarak belirlendi.');
  });

  it('refuses an amount that is not one, in Turkish, and sends nothing', async () => {
    const calls = answerRequests({
      'protection.get_settings': settings({ DepositLimitPrompt: 'registration' }, NO_LIMITS),
    });
    renderWithApp(<ProtectionPrompts />);
    const sheet = await screen.findByRole('dialog', { name: 'Yatırım limiti belirleyin' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Limiti belirle' }));
    expect(await within(sheet).findByText('Tutarı yazın.')).toBeTruthy();
    fireEvent.change(within(sheet).getByLabelText('Limit tutarı'), { target: { value: '-100' } });
    expect(within(sheet).getByRole('alert').textContent).toBe('Tutarda eksi (-) ya da artı (+) işareti olamaz.');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Limiti belirle' }));
    expect(within(sheet).getByRole('alert').textContent).toBe('Tutarda eksi (-) ya da artı (+) işareti olamaz.');
    expect((within(sheet).getByLabelText('Limit tutarı') as HTMLInputElement).value).toBe('-100');
    expect(callsOf(calls, 'protection.set_limit')).toBe(0);
  });

  it('"Şimdi değil" tells the server, which remembers it for every device', async () => {
    const calls = answerRequests({
      'protection.get_settings': settings({ DepositLimitPrompt: 'registration' }, NO_LIMITS),
      'protection.skip_limit_prompt': settings({ DepositLimitPrompt: 'first_deposit' }, NO_LIMITS),
    });
    renderWithApp(<ProtectionPrompts />);
    const sheet = await screen.findByRole('dialog', { name: 'Yatırım limiti belirleyin' });
    // The operator's pop-up waits its turn while the offer is open, and may show once it is closed.
    expect(useAppStore.getState().arrivalPrompt).toBe('showing');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Şimdi değil' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useAppStore.getState().arrivalPrompt).toBe('clear');
    expect(calls).toHaveBeenCalledWith('protection.skip_limit_prompt', { occasion: 'registration' });
    expect(callsOf(calls, 'protection.set_limit')).toBe(0);
  });

  it('is not asked on the deposit page, which asks its own', async () => {
    answerRequests({ 'protection.get_settings': settings({ DepositLimitPrompt: 'registration' }, NO_LIMITS) });
    renderWithApp(<ProtectionPrompts />, { path: '/payment-actions' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('the offer of a deposit limit on the deposit tab', () => {
  beforeEach(signInAnew);

  it('is asked before the first deposit, and skipping it there skips it for good', async () => {
    const calls = answerRequests({
      'protection.get_settings': settings({ DepositLimitPrompt: 'first_deposit' }, NO_LIMITS),
      'protection.skip_limit_prompt': settings({}, NO_LIMITS),
    });
    renderWithApp(<DepositLimitsNote />, { path: '/payment-actions' });
    const sheet = await screen.findByRole('dialog', { name: 'Yatırım limiti belirleyin' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Şimdi değil' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveBeenCalledWith('protection.skip_limit_prompt', { occasion: 'first_deposit' });
    expect(screen.getByTestId('deposit-limits').textContent).toContain('Yatırım limiti koymak ister misiniz?');
  });

  it('is not asked once the server says nothing is due', async () => {
    answerRequests({ 'protection.get_settings': settings({ DepositLimitPrompt: null }, NO_LIMITS) });
    renderWithApp(<DepositLimitsNote />, { path: '/payment-actions' });
    await screen.findByText('Yatırım limiti koymak ister misiniz?');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the review of limits every 6 months', () => {
  beforeEach(signInAnew);

  it('lists the limits in force, and "Limitlerim uygun" records the review', async () => {
    const notices = captureNotices();
    const calls = answerRequests({
      'protection.get_settings': settings({ ReviewDue: true, ReviewedAt: '2026-05-20T09:00:00.000Z' }),
      'protection.review_limits': settings({ ReviewDue: false, ReviewedAt: '2026-11-23T11:00:00.000Z' }),
    });
    renderWithApp(<ProtectionPrompts />);
    const sheet = await screen.findByRole('dialog', { name: 'Limitleriniz uygun mu?' });
    expect(sheet.textContent).toContain(
      'Limitlerinizi en son 20 Mayıs 2026 12:00 tarihinde gözden geçirdiniz. Altı ayda bir yeniden bakmanızı isteriz.',
    );
    expect(sheet.textContent).toContain('Günlük yatırım limiti: ₺1.000,00');
    expect(within(sheet).getByRole('link', { name: 'Limitlerimi değiştir' }).getAttribute('href')).toBe(
      '/responsible-gaming',
    );
    fireEvent.click(within(sheet).getByRole('button', { name: 'Limitlerim uygun' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveBeenCalledWith('protection.review_limits', {});
    expect(notices.positive).toHaveBeenCalledWith('Teşekkürler. Limitlerinizi 6 ay sonra yeniden soracağız.');
  });

  it('"Daha sonra" asks nothing of the server and is not asked again this visit', async () => {
    const calls = answerRequests({ 'protection.get_settings': settings({ ReviewDue: true }) });
    const first = renderWithApp(<ProtectionPrompts />);
    const sheet = await screen.findByRole('dialog', { name: 'Limitleriniz uygun mu?' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Daha sonra' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();
    renderWithApp(<ProtectionPrompts />);
    await waitFor(() => expect(callsOf(calls, 'protection.get_settings')).toBe(2));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf(calls, 'protection.review_limits')).toBe(0);
  });

  it('asks nothing when nothing is due', async () => {
    const calls = answerRequests({ 'protection.get_settings': settings() });
    renderWithApp(<ProtectionPrompts />);
    await waitFor(() => expect(callsOf(calls, 'protection.get_settings')).toBe(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
