import { MESSAGE_CODES, MESSAGES } from '@bnw/contract/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAmountTexts, loadProtectionTexts } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { renderWithApp } from '@/testing/render';
import { protectionKeys } from '../api/protection-keys';
import {
  APPLIES_AT,
  answerRequests,
  callsOf,
  captureNotices,
  limit,
  settings,
  signIn,
  signOut,
} from '../testing/protection-fixtures';
import { ResponsibleGaming } from './responsible-gaming';

/** 23 Kasım 2026 14:00 in Istanbul. */
const NOW = new Date('2026-11-23T11:00:00.000Z');

beforeAll(() => Promise.all([loadProtectionTexts(), loadAmountTexts()]));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(signOut);

function refusal(key: 'protectionOnlyStricter' | 'exclusionCannotShorten') {
  const message = MESSAGES[key].tr;
  return () => {
    throw new ApiError('failed', message, {
      result: false,
      message,
      code: MESSAGE_CODES[key],
      debug: null,
      data: null,
    });
  };
}

describe('/responsible-gaming for a visitor', () => {
  it('shows the self-assessment, the help and a login prompt where the settings would be, and asks the server nothing', async () => {
    const calls = answerRequests({});
    renderWithApp(<ResponsibleGaming />, { path: '/responsible-gaming' });
    const mine = await screen.findByRole('region', { name: 'Ayarlarım' });
    expect(within(mine).getByText(/Limitlerinizi, oyun arası ve uzak tutma ayarlarınızı görmek/)).toBeTruthy();
    expect(within(mine).getByRole('link', { name: 'Giriş Yap' }).getAttribute('href')).toBe('/login');
    expect(within(mine).getByRole('link', { name: 'Üye Ol' }).getAttribute('href')).toBe('/register');
    expect(within(mine).queryByRole('tablist')).toBeNull();

    const test = screen.getByRole('region', { name: 'Kendinizi değerlendirin' });
    expect(within(test).getAllByRole('group')).toHaveLength(9);

    const help = screen.getByRole('region', { name: 'Yardım alın' });
    expect(within(help).getByRole('heading', { name: 'Yeşilay Danışmanlık Merkezi (YEDAM)' })).toBeTruthy();
    expect(within(help).getByRole('link', { name: 'Yeşilay Danışmanlık Hattı: 115' }).getAttribute('href')).toBe(
      'tel:115',
    );
    const site = within(help).getByRole('link', { name: /yedam\.org\.tr/ });
    expect(site.getAttribute('href')).toBe('https://www.yedam.org.tr');
    expect(site.getAttribute('rel')).toBe('noopener noreferrer');
    expect(
      within(help)
        .getByRole('link', { name: /ALO 182/ })
        .getAttribute('href'),
    ).toBe('tel:182');
    expect(within(help).getByRole('heading', { name: 'Adsız Kumarbazlar' })).toBeTruthy();
    expect(help.textContent).toContain('Bu liste işletmeci tarafından güncel tutulur.');
    expect(calls).not.toHaveBeenCalled();
  });
});

describe('/responsible-gaming: limits', () => {
  beforeEach(signIn);

  it('shows a limit in force with what is used and when it resets', async () => {
    answerRequests({ 'protection.get_settings': settings() });
    renderWithApp(<ResponsibleGaming />);
    const row = await screen.findByTestId('limit-deposit-day');
    expect(within(row).getByTestId('limit-amount').textContent).toBe('₺1.000,00');
    const bar = within(row).getByRole('progressbar', { name: 'Günlük yatırım limiti' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('%25, ₺1.000,00 limitin ₺250,00 kadarı kullanıldı');
    expect(row.textContent).toContain('₺250,00 / ₺1.000,00 kullanıldı');
    expect(row.textContent).toContain('Kalan ₺750,00');
    expect(row.textContent).toContain('Yenilenme: 23 Kasım 2026 00:00');
    expect(within(screen.getByTestId('limit-deposit-week')).getByTestId('limit-amount').textContent).toBe('Limit yok');
    expect(screen.getByText(/Yükseltmek ya da kaldırmak ise 24 saat sonra geçerli olur/)).toBeTruthy();
    // Today's play, signed.
    expect(screen.getByTestId('played-today').textContent).toBe('42 dakika');
    expect(screen.getByTestId('net-today').textContent).toBe('−₺120,50');
  });

  it('sends an amount typed in lira as kuruş and shows a raise as pending with its date', async () => {
    const notices = captureNotices();
    const raised = limit('deposit', 'day', {
      AmountKurus: 100_000,
      UsedKurus: 25_000,
      Pending: { Value: 200_050, AppliesAt: APPLIES_AT },
    });
    const calls = answerRequests({
      'protection.get_settings': settings(),
      'protection.set_limit': settings({}, [raised]),
    });
    const { queryClient } = renderWithApp(<ResponsibleGaming />);
    const row = await screen.findByTestId('limit-deposit-day');
    fireEvent.click(within(row).getByRole('button', { name: 'Değiştir' }));
    const input = within(row).getByLabelText('Yeni günlük yatırım limiti (₺)');
    fireEvent.change(input, { target: { value: '2.000,50' } });
    expect(row.textContent).toContain('₺2.000,50 olarak kaydedilecek.');
    fireEvent.click(within(row).getByRole('button', { name: 'Kaydet' }));

    const pending = await within(row).findByTestId('pending-change');
    expect(calls).toHaveBeenCalledWith('protection.set_limit', { kind: 'deposit', period: 'day', amount: 200_050 });
    expect(pending.querySelector('p')?.textContent).toBe(
      'Bekleyen değişiklik: ₺2.000,50, 24 Kasım 2026 14:00 itibarıyla geçerli',
    );
    // The amount in force stays until then; the answer is the cache's.
    expect(within(row).getByTestId('limit-amount').textContent).toBe('₺1.000,00');
    expect(queryClient.getQueryData(protectionKeys.settings('u1'))).toEqual(settings({}, [raised]));
    expect(notices.positive).toHaveBeenCalledWith('Değişikliğiniz 24 Kasım 2026 14:00 itibarıyla geçerli olacak.');
    expect(within(row).queryByRole('textbox')).toBeNull();
    expect(callsOf(calls, 'protection.get_settings')).toBe(1);
  });

  it('refuses -100 as a daily deposit limit: no ₺100 limit, no 24-hour wait, nothing sent', async () => {
    const calls = answerRequests({ 'protection.get_settings': settings() });
    renderWithApp(<ResponsibleGaming />);
    const row = await screen.findByTestId('limit-deposit-day');
    const before = within(row).getByTestId('limit-amount').textContent;
    fireEvent.click(within(row).getByRole('button', { name: 'Değiştir' }));
    const input = within(row).getByLabelText('Yeni günlük yatırım limiti (₺)') as HTMLInputElement;
    const refusals: Array<[string, string]> = [
      ['-100', 'Tutarda eksi (-) ya da artı (+) işareti olamaz.'],
      ['+100', 'Tutarda eksi (-) ya da artı (+) işareti olamaz.'],
      ['yüz', 'Tutarda yalnızca rakam, binlikler için nokta ve kuruş için virgül olabilir.'],
      ['12,345', 'Kuruş en fazla iki basamaklı olabilir, örneğin 12,50.'],
      ['10.000.000,01', 'Tutar en fazla ₺10.000.000,00 olabilir.'],
    ];
    for (const [typed, message] of refusals) {
      fireEvent.change(input, { target: { value: typed } });
      expect(within(row).getByRole('alert').textContent, typed).toBe(message);
      fireEvent.click(within(row).getByRole('button', { name: 'Kaydet' }));
      expect(within(row).getByRole('alert').textContent, typed).toBe(message);
      expect(input.value, typed).toBe(typed);
    }
    expect(within(row).queryByText(/olarak kaydedilecek/)).toBeNull();
    expect(callsOf(calls, 'protection.set_limit')).toBe(0);
    expect(within(row).getByTestId('limit-amount').textContent).toBe(before);
    expect(within(row).queryByTestId('pending-change')).toBeNull();
  });

  it('sets a new loss limit on its tab, which applies at once', async () => {
    const notices = captureNotices();
    const set = limit('loss', 'week', { AmountKurus: 50_000 });
    const calls = answerRequests({
      'protection.get_settings': settings(),
      'protection.set_limit': settings({}, [set]),
    });
    renderWithApp(<ResponsibleGaming />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Kayıp' }));
    const row = screen.getByTestId('limit-loss-week');
    fireEvent.click(within(row).getByRole('button', { name: 'Limit koy' }));
    const input = within(row).getByLabelText('Yeni haftalık kayıp limiti (₺)');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Kaydet' }));
    expect(within(row).getByRole('alert').textContent).toBe('Tutar sıfırdan büyük olmalı.');
    expect(callsOf(calls, 'protection.set_limit')).toBe(0);

    fireEvent.change(input, { target: { value: '₺500' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(within(row).getByTestId('limit-amount').textContent).toBe('₺500,00'));
    expect(calls).toHaveBeenCalledWith('protection.set_limit', { kind: 'loss', period: 'week', amount: 50_000 });
    expect(notices.positive).toHaveBeenCalledWith('Değişikliğiniz hemen geçerli oldu.');
    expect(within(row).queryByTestId('pending-change')).toBeNull();
  });

  it("'Vazgeç' cancels a pending raise by sending the amount in force again", async () => {
    const notices = captureNotices();
    const raised = limit('deposit', 'day', {
      AmountKurus: 100_000,
      UsedKurus: 25_000,
      Pending: { Value: 300_000, AppliesAt: APPLIES_AT },
    });
    const calls = answerRequests({
      'protection.get_settings': settings({}, [raised]),
      'protection.set_limit': settings(),
    });
    renderWithApp(<ResponsibleGaming />);
    const row = await screen.findByTestId('limit-deposit-day');
    expect(within(row).getByTestId('pending-change').textContent).toContain(
      '₺3.000,00, 24 Kasım 2026 14:00 itibarıyla geçerli',
    );
    fireEvent.click(within(row).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(within(row).queryByTestId('pending-change')).toBeNull());
    expect(calls).toHaveBeenCalledWith('protection.set_limit', { kind: 'deposit', period: 'day', amount: 100_000 });
    expect(notices.positive).toHaveBeenCalledWith('Bekleyen değişiklikten vazgeçildi; mevcut ayarınız geçerli.');
  });

  it('shows a pending removal and cancels it the same way', async () => {
    const removing = limit('stake', 'month', {
      AmountKurus: 500_000,
      Pending: { Value: null, AppliesAt: APPLIES_AT },
    });
    const calls = answerRequests({
      'protection.get_settings': settings({}, [removing]),
      'protection.set_limit': settings({}, [limit('stake', 'month', { AmountKurus: 500_000 })]),
    });
    renderWithApp(<ResponsibleGaming />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Bahis' }));
    const row = screen.getByTestId('limit-stake-month');
    expect(within(row).getByTestId('pending-change').querySelector('p')?.textContent).toBe(
      'Bekleyen değişiklik: Limit kaldırılıyor, 24 Kasım 2026 14:00 itibarıyla geçerli',
    );
    fireEvent.click(within(row).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(within(row).queryByTestId('pending-change')).toBeNull());
    expect(calls).toHaveBeenCalledWith('protection.set_limit', { kind: 'stake', period: 'month', amount: 500_000 });
  });

  it("a refusal shows the server's message and changes nothing", async () => {
    const notices = captureNotices();
    const before = settings({ TimeoutUntil: '2026-11-30T11:00:00.000Z' });
    const calls = answerRequests({
      'protection.get_settings': before,
      'protection.set_limit': refusal('protectionOnlyStricter'),
    });
    const { queryClient } = renderWithApp(<ResponsibleGaming />);
    const row = await screen.findByTestId('limit-deposit-day');
    fireEvent.click(within(row).getByRole('button', { name: 'Değiştir' }));
    fireEvent.change(within(row).getByRole('textbox'), { target: { value: '5.000' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Kaydet' }));
    expect((await within(row).findByRole('alert')).textContent).toBe(MESSAGES.protectionOnlyStricter.tr);
    expect(callsOf(calls, 'protection.set_limit')).toBe(1);
    expect(within(row).getByTestId('limit-amount').textContent).toBe('₺1.000,00');
    expect(within(row).queryByTestId('pending-change')).toBeNull();
    expect(queryClient.getQueryData(protectionKeys.settings('u1'))).toEqual(before);
    expect(notices.positive).not.toHaveBeenCalled();
  });
});

describe('/responsible-gaming: reality check and play time', () => {
  beforeEach(signIn);

  it('saves a reality check interval and offers to cancel a longer one that waits', async () => {
    const later = settings({
      RealityCheck: { Minutes: 30, Pending: { Value: 120, AppliesAt: APPLIES_AT }, DueAt: null, Session: null },
    });
    const calls = answerRequests({
      'protection.get_settings': settings({ RealityCheck: { Minutes: 30, Pending: null, DueAt: null, Session: null } }),
      'protection.set_reality_check': ({ minutes }: Record<string, unknown>) =>
        minutes === 120
          ? later
          : settings({ RealityCheck: { Minutes: 30, Pending: null, DueAt: null, Session: null } }),
    });
    renderWithApp(<ResponsibleGaming />);
    const card = await screen.findByRole('region', { name: 'Hatırlatıcı' });
    expect(within(card).getByTestId('reality-check-current').textContent).toBe('Şu anki ayar: 30 dakika');
    const save = within(card).getByRole('button', { name: 'Kaydet' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(card).getByRole('radio', { name: '120 dakika' }));
    fireEvent.click(save);
    const pending = await within(card).findByTestId('pending-change');
    expect(calls).toHaveBeenCalledWith('protection.set_reality_check', { minutes: 120 });
    expect(pending.textContent).toContain('120 dakika, 24 Kasım 2026 14:00 itibarıyla geçerli');
    fireEvent.click(within(card).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(within(card).queryByTestId('pending-change')).toBeNull());
    expect(calls).toHaveBeenLastCalledWith('protection.set_reality_check', { minutes: 30 });
    expect((within(card).getByRole('radio', { name: '30 dakika' }) as HTMLInputElement).checked).toBe(true);
  });

  it('sets a daily play time and shows it against today', async () => {
    const calls = answerRequests({
      'protection.get_settings': settings(),
      'protection.set_session_limit': settings({ SessionLimit: { Minutes: 60, Pending: null } }),
    });
    renderWithApp(<ResponsibleGaming />);
    const card = await screen.findByRole('region', { name: 'Günlük oyun süresi' });
    fireEvent.change(within(card).getByLabelText('Günlük en fazla'), { target: { value: '60' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(within(card).getByTestId('played-today').textContent).toBe('42 dakikaSınır: 1 saat'));
    expect(calls).toHaveBeenCalledWith('protection.set_session_limit', { minutes: 60 });
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('70');
  });
});

describe('/responsible-gaming: time-out, exclusion, closure', () => {
  beforeEach(signIn);

  it('takes a time-out only after a confirmation that says what it blocks, then shows its end', async () => {
    const calls = answerRequests({
      'protection.get_settings': settings(),
      'protection.take_timeout': settings({ TimeoutUntil: '2026-11-30T11:00:00.000Z' }),
    });
    renderWithApp(<ResponsibleGaming />);
    const card = await screen.findByRole('region', { name: 'Oyun arası' });
    fireEvent.click(within(card).getByRole('radio', { name: '1 hafta' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Oyun arası ver' }));
    let sheet = await screen.findByRole('dialog', { name: 'Oyun arası verilsin mi?' });
    expect(sheet.textContent).toContain('Oyun aranız hemen başlar ve 1 hafta sürer.');
    for (const blocked of ['para yatıramazsınız', 'oyunu oynayamazsınız', 'bonus alamazsınız', 'pazarlama iletisi']) {
      expect(sheet.textContent).toContain(blocked);
    }
    expect(sheet.textContent).toContain('erken bitirilemez');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(calls, 'protection.take_timeout')).toBe(0);

    fireEvent.click(within(card).getByRole('button', { name: 'Oyun arası ver' }));
    sheet = await screen.findByRole('dialog', { name: 'Oyun arası verilsin mi?' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Evet, oyun arası ver' }));
    const banner = await screen.findByTestId('timeout-banner');
    expect(calls).toHaveBeenCalledWith('protection.take_timeout', { duration: '1w' });
    expect(banner.textContent).toContain('Oyun aranız sürüyor');
    expect(banner.textContent).toContain('30 Kasım 2026 14:00 tarihine kadar');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers the return from an indefinite exclusion only from six months into it', async () => {
    const indefinite = {
      Since: '2026-11-20T11:00:00.000Z',
      Until: null,
      ReturnFrom: '2027-05-20T11:00:00.000Z',
      ReturnRequestedAt: null,
      ReturnAt: null,
    };
    answerRequests({ 'protection.get_settings': settings({ Exclusion: indefinite }) });
    renderWithApp(<ResponsibleGaming />);
    const banner = await screen.findByTestId('exclusion-banner');
    expect(banner.textContent).toContain(
      'Geri dönüş talebini 20 Mayıs 2027 14:00 tarihinden itibaren gönderebilirsiniz.',
    );
    expect(within(banner).queryByRole('button', { name: 'Geri dönmek istiyorum' })).toBeNull();
  });

  it("excludes only once 'anladım' is ticked, and keeps a refusal in the sheet", async () => {
    const excluded = settings({
      Exclusion: {
        Since: '2026-11-23T11:00:00.000Z',
        Until: '2027-05-23T11:00:00.000Z',
        ReturnFrom: '2027-05-23T11:00:00.000Z',
        ReturnRequestedAt: null,
        ReturnAt: null,
      },
    });
    let refuse = true;
    const calls = answerRequests({
      'protection.get_settings': settings(),
      'protection.self_exclude': () => (refuse ? refusal('exclusionCannotShorten')() : excluded),
    });
    renderWithApp(<ResponsibleGaming />);
    const card = await screen.findByRole('region', { name: 'Kendimi oyundan uzak tut' });
    fireEvent.click(within(card).getByRole('button', { name: 'Kendimi oyundan uzak tut' }));
    const sheet = await screen.findByRole('dialog', { name: 'Uzak tutma başlasın mı?' });
    expect(sheet.textContent).toContain('Bu süre kısaltılamaz ve kaldırılamaz.');
    expect(sheet.textContent).toContain('Nakit bakiyeniz sizindir');
    expect(sheet.textContent).toContain('Açık bonuslarınız iptal edilir');
    const confirm = within(sheet).getByRole('button', { name: 'Evet, beni oyundan uzak tut' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(within(sheet).getByRole('checkbox', { name: /Anladım/ }));
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect((await within(sheet).findByRole('alert')).textContent).toBe(MESSAGES.exclusionCannotShorten.tr);
    expect(screen.queryByTestId('exclusion-banner')).toBeNull();

    refuse = false;
    fireEvent.click(confirm);
    const banner = await screen.findByTestId('exclusion-banner');
    expect(calls).toHaveBeenLastCalledWith('protection.self_exclude', { duration: '6m' });
    expect(banner.textContent).toContain('23 Mayıs 2027 14:00 tarihine kadar');
    // No time-out during an exclusion.
    expect(screen.queryByRole('region', { name: 'Oyun arası' })).toBeNull();
  });

  it("after an exclusion's end offers the return and shows when the account opens", async () => {
    const ended = {
      Since: '2026-05-20T11:00:00.000Z',
      Until: '2026-11-20T11:00:00.000Z',
      ReturnFrom: '2026-11-20T11:00:00.000Z',
      ReturnRequestedAt: null,
      ReturnAt: null,
    };
    const calls = answerRequests({
      'protection.get_settings': settings({ Exclusion: ended }),
      'protection.request_return': settings({
        Exclusion: { ...ended, ReturnRequestedAt: NOW.toISOString(), ReturnAt: '2026-11-24T11:00:00.000Z' },
      }),
    });
    renderWithApp(<ResponsibleGaming />);
    const banner = await screen.findByTestId('exclusion-banner');
    expect(banner.textContent).toContain('Süreniz 20 Kasım 2026 14:00 tarihinde bitti.');
    fireEvent.click(within(banner).getByRole('button', { name: 'Geri dönmek istiyorum' }));
    await waitFor(() =>
      expect(screen.getByTestId('exclusion-banner').textContent).toContain(
        'Hesabınız 24 Kasım 2026 14:00 tarihinde yeniden açılacak.',
      ),
    );
    expect(calls).toHaveBeenCalledWith('protection.request_return', {});
  });

  it('closes the account after a confirmation, says the balance stays withdrawable and offers to reopen it', async () => {
    const closure = { Since: '2026-11-23T11:00:00.000Z', ReturnRequestedAt: null, ReturnAt: null };
    const calls = answerRequests({
      'protection.get_settings': settings(),
      'protection.close_account': settings({ Closed: true, Closure: closure }),
      'protection.request_return': settings({
        Closed: true,
        Closure: { ...closure, ReturnRequestedAt: '2026-11-23T11:00:00.000Z', ReturnAt: APPLIES_AT },
      }),
    });
    renderWithApp(<ResponsibleGaming />);
    const card = await screen.findByRole('region', { name: 'Hesabımı kapat' });
    fireEvent.click(within(card).getByRole('button', { name: 'Hesabımı kapat' }));
    const sheet = await screen.findByRole('dialog', { name: 'Hesabınız kapatılsın mı?' });
    expect(callsOf(calls, 'protection.close_account')).toBe(0);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Evet, hesabımı kapat' }));
    const banner = await screen.findByTestId('closed-banner');
    expect(banner.textContent).toContain('Bakiyeniz çekilebilir durumda');
    expect(within(banner).getByRole('link', { name: 'Para çek' }).getAttribute('href')).toBe(
      '/payment-actions?tab=withdraw',
    );
    expect(screen.queryByRole('region', { name: 'Hesabımı kapat' })).toBeNull();
    expect(banner.textContent).toContain('hesabınız talepten 24 saat sonra açılır');
    fireEvent.click(within(banner).getByRole('button', { name: 'Hesabımı yeniden aç' }));
    await waitFor(() =>
      expect(screen.getByTestId('closed-banner').textContent).toContain(
        'Yeniden açma talebiniz alındı. Hesabınız 24 Kasım 2026 14:00 tarihinde açılacak.',
      ),
    );
    expect(calls).toHaveBeenCalledWith('protection.request_return', {});
    expect(screen.queryByRole('button', { name: 'Hesabımı yeniden aç' })).toBeNull();
  });
});
