import { MESSAGES, TICKET_CATEGORIES, TICKET_LIMITS } from '@bnw/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSupportTexts } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { renderWithApp } from '@/testing/render';
import {
  answerRequests,
  callsOf,
  captureNotices,
  message,
  paymentChoice,
  signIn,
  signOut,
  ticket,
} from '../testing/ticket-fixtures';
import {
  MESSAGE_MAX,
  SUBJECT_MAX,
  SUBJECT_MIN,
  TICKETS_MAX_OFFSET,
  TICKETS_PAGE,
  TICKET_CATEGORY_LIST,
} from '../utils/ticket-rules';
import { SupportNotices } from './support-notices';
import { SupportPage } from './support-page';

beforeAll(() => loadSupportTexts());
afterEach(signOut);

const refusal = (key: keyof typeof MESSAGES, text: string = MESSAGES[key].tr) =>
  new ApiError('failed', text, { result: false, message: text, code: MESSAGES[key].code, debug: null, data: null });

/** `total` tickets, newest (highest id) first, answered a page at a time. */
function ticketsOf(total: number) {
  const all = Array.from({ length: total }, (_, index) => ticket(total - index));
  return (data: Record<string, unknown>) => {
    const offset = Number(data.offset);
    const limit = Number(data.limit);
    return { tickets: all.slice(offset, offset + limit), pagination: { total, limit, offset }, unreadTickets: 0 };
  };
}

describe('the rules the form checks', () => {
  it('are the contract’s', () => {
    expect(TICKET_CATEGORY_LIST).toEqual(TICKET_CATEGORIES);
    expect([SUBJECT_MIN, SUBJECT_MAX, MESSAGE_MAX]).toEqual([
      TICKET_LIMITS.subjectMin,
      TICKET_LIMITS.subjectMax,
      TICKET_LIMITS.messageMax,
    ]);
    expect([TICKETS_PAGE, TICKETS_MAX_OFFSET]).toEqual([TICKET_LIMITS.page, TICKET_LIMITS.maxOffset]);
  });
});

describe('/tickets for a visitor', () => {
  it('tells how to reach support and offers the login, asking nothing of the server', async () => {
    const calls = answerRequests({});
    renderWithApp(<SupportPage />, { path: '/tickets' });
    expect(await screen.findByRole('heading', { name: 'Size nasıl yardımcı olabiliriz?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Giriş Yap' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Üye Ol' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: /Sıkça Sorulan Sorular/ }).getAttribute('href')).toBe('/faq');
    expect(screen.getByRole('link', { name: /Sosyal Medya/ }).getAttribute('href')).toBe('/social-media');
    expect(calls).not.toHaveBeenCalled();
  });
});

describe('/tickets for a player', () => {
  beforeEach(signIn);

  it('lists the tickets newest first with Turkish badges, 20 at a time, and loads more', async () => {
    const pages = ticketsOf(23);
    const calls = answerRequests({
      'tickets.list': (data: Record<string, unknown>) => {
        const page = pages(data);
        if (Number(data.offset) === 0) {
          page.tickets[0] = ticket(23, { Status: 'answered', UnreadAnswers: 1, Subject: 'Çekim gecikti' });
          page.tickets[1] = ticket(22, { Status: 'closed' });
        }
        return page;
      },
    });
    renderWithApp(<SupportPage />, { path: '/tickets' });
    const rows = await screen.findAllByTestId('ticket-row');
    expect(rows).toHaveLength(20);
    expect(calls).toHaveBeenLastCalledWith('tickets.list', { limit: 20, offset: 0 }, expect.anything());
    expect(within(rows[0]!).getByText('Yanıtlandı')).toBeTruthy();
    expect(within(rows[0]!).getByText('Yeni yanıt')).toBeTruthy();
    expect(within(rows[0]!).getByText('Çekim gecikti')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/tickets?id=23');
    expect(within(rows[1]!).getByText('Kapalı')).toBeTruthy();
    expect(within(rows[2]!).getByText('Açık')).toBeTruthy();
    expect(within(rows[2]!).getByText(/Talep #21 · Son işlem: 22 Kasım 2026 10:05/)).toBeTruthy();
    expect(screen.getByText('23 talepten 20 tanesi gösteriliyor')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Daha fazla' }));
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(23));
    expect(calls).toHaveBeenLastCalledWith('tickets.list', { limit: 20, offset: 20 }, expect.anything());
    expect(screen.queryByRole('button', { name: 'Daha fazla' })).toBeNull();
  });

  it('offers a first ticket when there is none', async () => {
    answerRequests({ 'tickets.list': ticketsOf(0) });
    renderWithApp(<SupportPage />, { path: '/tickets' });
    expect(await screen.findByText(/Henüz bir destek talebiniz yok/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Yeni Talep' }).getAttribute('href')).toBe('/tickets?new=1');
  });
});

describe('a new ticket', () => {
  beforeEach(signIn);

  it('checks the fields before sending, counts the message and sends nothing wrong', async () => {
    const calls = answerRequests({});
    renderWithApp(<SupportPage />, { path: '/tickets?new=1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Talebi Gönder' }));
    expect(screen.getByText('Lütfen talebinizin konusu için bir kategori seçin.')).toBeTruthy();
    expect(screen.getByText('Konu başlığı 3 ile 120 karakter arasında olmalıdır.')).toBeTruthy();
    expect(screen.getByText('Mesajınız boş olamaz ve en fazla 2000 karakter olabilir.')).toBeTruthy();
    expect(calls).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Mesajınız'), { target: { value: '  Merhaba  ' } });
    fireEvent.change(screen.getByLabelText('Konu'), { target: { value: 'Oyun açılmıyor' } });
    fireEvent.change(screen.getByLabelText('Kategori'), { target: { value: 'technical' } });
    expect(screen.queryByText(/Konu başlığı/)).toBeNull();
    expect(screen.getByText('7 / 2000')).toBeTruthy();
    expect(screen.queryByLabelText('İlgili işlem (isteğe bağlı)')).toBeNull();
  });

  it('offers the pending payments of a payment category with ₺ amounts and Turkish dates, and opens the ticket', async () => {
    const calls = answerRequests({
      'tickets.list_payments': { payments: [paymentChoice()] },
      'tickets.open': ticket(41, { Category: 'deposit' }),
      'tickets.get': { ticket: ticket(41), messages: [message(1, 'player', 'Yatırımım görünmüyor')], olderCount: 0 },
    });
    const { router } = renderWithApp(<SupportPage />, { path: '/tickets?new=1' });
    fireEvent.change(await screen.findByLabelText('Kategori'), { target: { value: 'deposit' } });
    const picker = (await screen.findByLabelText('İlgili işlem (isteğe bağlı)')) as HTMLSelectElement;
    await waitFor(() => expect(picker.disabled).toBe(false));
    expect(calls).toHaveBeenCalledWith('tickets.list_payments', { category: 'deposit' }, expect.anything());
    expect(within(picker).getByRole('option', { name: '₺1.234,56 · Havale / EFT · 21 Kasım 2026 12:30' })).toBeTruthy();
    fireEvent.change(picker, { target: { value: 'D8K2M4' } });
    fireEvent.change(screen.getByLabelText('Konu'), { target: { value: 'Yatırım onayı' } });
    fireEvent.change(screen.getByLabelText('Mesajınız'), { target: { value: 'Yatırımım görünmüyor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Talebi Gönder' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=41'));
    expect(calls).toHaveBeenCalledWith(
      'tickets.open',
      { category: 'deposit', subject: 'Yatırım onayı', message: 'Yatırımım görünmüyor', transactionID: 'D8K2M4' },
      { notifySuccess: true },
    );
  });

  it('shows the server’s Turkish refusal under the form and stays on it', async () => {
    captureNotices();
    const text = messageTextOf('ticketDailyLimit');
    answerRequests({
      'tickets.open': () => {
        throw refusal('ticketDailyLimit', text);
      },
    });
    const { router } = renderWithApp(<SupportPage />, { path: '/tickets?new=1' });
    fireEvent.change(await screen.findByLabelText('Kategori'), { target: { value: 'bonus' } });
    fireEvent.change(screen.getByLabelText('Konu'), { target: { value: 'Bonus çevrimi' } });
    fireEvent.change(screen.getByLabelText('Mesajınız'), { target: { value: 'Ne zaman biter?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Talebi Gönder' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(router.state.location.search).toBe('?new=1');
    expect((screen.getByLabelText('Konu') as HTMLInputElement).value).toBe('Bonus çevrimi');
  });
});

function messageTextOf(key: 'ticketDailyLimit'): string {
  return MESSAGES[key].tr.replace('{limit}', String(TICKET_LIMITS.perDay));
}

describe('a ticket’s conversation', () => {
  beforeEach(signIn);

  const thread = () => ({
    ticket: ticket(7, {
      Status: 'answered',
      Subject: 'Çekim gecikti',
      Category: 'withdrawal',
      Payment: { TransactionID: 'W1', Type: 2, AmountKurus: 50_000, CreatedAt: '2026-11-20T09:00:00.000Z' },
    }),
    messages: [
      message(1, 'player', 'Çekimim 2 gündür bekliyor.\nYardım eder misiniz?'),
      message(2, 'staff', 'İnceliyoruz.'),
    ],
    olderCount: 0,
  });

  it('shows the player’s messages on the right and staff’s on the left, with the payment', async () => {
    answerRequests({ 'tickets.get': thread() });
    renderWithApp(<SupportPage />, { path: '/tickets?id=7' });
    const bubbles = await screen.findAllByTestId('ticket-message');
    expect(bubbles.map((bubble) => [bubble.dataset.author, bubble.className.includes('justify-end')])).toEqual([
      ['player', true],
      ['staff', false],
    ]);
    expect(within(bubbles[0]!).getByText('Siz')).toBeTruthy();
    expect(within(bubbles[1]!).getByText('Destek Ekibi')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Çekim gecikti' })).toBeTruthy();
    expect(screen.getByText('Yanıtlandı')).toBeTruthy();
    expect(screen.getByText(/Para Çekme · ₺500,00 · 20 Kasım 2026 12:00/)).toBeTruthy();
  });

  it('sends a reply and adds it to the thread; a refusal is shown and the text kept', async () => {
    captureNotices();
    let refuse = true;
    const calls = answerRequests({
      'tickets.get': thread(),
      'tickets.list': ticketsOf(0),
      'tickets.reply': () => {
        if (refuse) throw refusal('ticketReplyLimit', 'Bu talepte henüz yanıtlanmamış 5 mesajınız var.');
        return { ticket: { ...thread().ticket, Status: 'open' }, message: message(3, 'player', 'Teşekkürler') };
      },
    });
    renderWithApp(<SupportPage />, { path: '/tickets?id=7' });
    const box = (await screen.findByLabelText('Yanıtınız')) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Teşekkürler' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bu talepte henüz yanıtlanmamış 5 mesajınız var.');
    expect(box.value).toBe('Teşekkürler');
    expect(screen.getAllByTestId('ticket-message')).toHaveLength(2);

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(screen.getAllByTestId('ticket-message')).toHaveLength(3));
    expect(box.value).toBe('');
    expect(screen.getByText('Açık')).toBeTruthy();
    expect(calls).toHaveBeenCalledWith('tickets.reply', { ticketID: 7, message: 'Teşekkürler' });
  });

  it('closes only after the confirmation, then takes no reply', async () => {
    const calls = answerRequests({
      'tickets.get': thread(),
      'tickets.list': ticketsOf(0),
      'tickets.close': { ...thread().ticket, Status: 'closed', ClosedAt: '2026-11-22T08:00:00.000Z' },
    });
    renderWithApp(<SupportPage />, { path: '/tickets?id=7' });
    fireEvent.click(await screen.findByRole('button', { name: 'Talebi Kapat' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Kapatılan talebe yeniden yazılamaz/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsOf(calls, 'tickets.close')).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Talebi Kapat' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Kapat' }));
    expect(await screen.findByText(/Bu talep kapatıldı/)).toBeTruthy();
    expect(screen.queryByLabelText('Yanıtınız')).toBeNull();
    expect(screen.getByText('Kapalı')).toBeTruthy();
    expect(callsOf(calls, 'tickets.close')).toBe(1);
  });

  it('says so when the ticket is not the player’s', async () => {
    answerRequests({
      'tickets.get': () => {
        throw refusal('ticketNotFound');
      },
    });
    renderWithApp(<SupportPage />, { path: '/tickets?id=999' });
    expect(await screen.findByText('Talep şu anda yüklenemedi.')).toBeTruthy();
    expect(screen.getByText(MESSAGES.ticketNotFound.tr)).toBeTruthy();
  });
});

describe('staff answers on the notifications page', () => {
  beforeEach(signIn);

  it('lists the tickets with unread answers, each a link to its conversation', async () => {
    const calls = answerRequests({
      'tickets.list': {
        tickets: [ticket(7, { Subject: 'Çekim gecikti', Status: 'answered', UnreadAnswers: 1 })],
        pagination: { total: 1, limit: 20, offset: 0 },
        unreadTickets: 1,
      },
    });
    renderWithApp(<SupportNotices />);
    const notice = await screen.findByTestId('support-notice');
    expect(within(notice).getByText('Çekim gecikti')).toBeTruthy();
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/tickets?id=7');
    expect(calls).toHaveBeenCalledWith('tickets.list', { limit: 20, offset: 0, unreadOnly: true }, expect.anything());
  });

  it('shows nothing without unread answers', async () => {
    const calls = answerRequests({ 'tickets.list': ticketsOf(0) });
    const { container } = renderWithApp(<SupportNotices />);
    await waitFor(() => expect(callsOf(calls, 'tickets.list')).toBe(1));
    expect(container.textContent).toBe('');
  });
});
