import { turkishIban } from '@bnw/contract/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadFinanceTexts } from '@/i18n';
import { renderWithApp } from '@/testing/render';
import {
  answerRequests,
  captureNotices,
  profileAnswer,
  savedAccount,
  signIn,
  signOut,
} from '../testing/finance-fixtures';
import { BankingPage } from './banking-page';

const ZIRAAT_IBAN = turkishIban('0001000000000012345678');
const banks = [
  { bankID: 1, typeID: 1, name: 'T.C. Ziraat Bankası', code: '00010' },
  { bankID: 2, typeID: 1, name: 'Türkiye İş Bankası', code: '00064' },
];

beforeEach(signIn);
afterEach(signOut);

// The finance texts are a lazy namespace: load them before the first render.
beforeAll(() => loadFinanceTexts());

describe('BankingPage', () => {
  it('formats the IBAN in groups of four, checks it live, picks the bank from it and prefills the holder', async () => {
    const request = answerRequests({
      'finance.list_banks': banks,
      'finance.list_bank_accounts': [],
      'user.get_user_profile': profileAnswer,
      'finance.save_bank_account': { ...savedAccount, iban: ZIRAAT_IBAN },
    });
    captureNotices();
    renderWithApp(<BankingPage type="bank" />);
    const iban = screen.getByLabelText('IBAN') as HTMLInputElement;

    fireEvent.change(iban, { target: { value: 'tr34000610051978645784132' } });
    fireEvent.change(iban, { target: { value: 'tr340006100519786457841326' } });
    expect(iban.value).toBe('TR34 0006 1005 1978 6457 8413 26');
    expect(
      screen.getByText('IBAN geçersiz. TR ile başlayan 26 karakterlik IBAN numaranızı kontrol edin.'),
    ).toBeTruthy();

    fireEvent.change(iban, { target: { value: ZIRAAT_IBAN.toLowerCase() } });
    expect(iban.value).toBe(ZIRAAT_IBAN.replace(/(.{4})/g, '$1 ').trim());
    expect(screen.getByText('IBAN geçerli.')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Banka') as HTMLSelectElement).value).toBe('1'));
    await waitFor(() =>
      expect((screen.getByLabelText('Hesap sahibi (ad soyad)') as HTMLInputElement).value).toBe('Ayşe Yılmaz'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Hesabı kaydet' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(
        'finance.save_bank_account',
        { bankID: 1, iban: ZIRAAT_IBAN, holderName: 'Ayşe Yılmaz' },
        { notifySuccess: true },
      ),
    );
  });

  it('does not send a half-typed IBAN', async () => {
    const request = answerRequests({
      'finance.list_banks': banks,
      'finance.list_bank_accounts': [],
      'user.get_user_profile': profileAnswer,
    });
    renderWithApp(<BankingPage type="bank" />);
    fireEvent.change(screen.getByLabelText('IBAN'), { target: { value: 'TR33 0006 1005' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hesabı kaydet' }));
    expect(
      await screen.findByText('TR ile başlayan 26 karakterlik IBAN numaranızı girin.', { selector: '[role="alert"]' }),
    ).toBeTruthy();
    expect(request).not.toHaveBeenCalledWith('finance.save_bank_account', expect.anything(), expect.anything());
  });

  it('lists saved accounts, edits one from get_bank_account and deletes after a confirmation', async () => {
    const request = answerRequests({
      'finance.list_banks': banks,
      'finance.list_bank_accounts': [savedAccount],
      'user.get_user_profile': profileAnswer,
      'finance.get_bank_account': savedAccount,
      'finance.save_bank_account': savedAccount,
      'finance.delete_bank_account': null,
    });
    captureNotices();
    renderWithApp(<BankingPage type="bank" />);
    const item = (await screen.findByText('TR33 0006 1005 1978 6457 8413 26')).closest('li') as HTMLElement;

    fireEvent.click(within(item).getByRole('button', { name: 'T.C. Ziraat Bankası hesabını düzenle' }));
    expect(await screen.findByRole('heading', { name: 'Banka Hesabını Düzenle' })).toBeTruthy();
    expect(request).toHaveBeenCalledWith('finance.get_bank_account', { bankID: 11 });
    expect((screen.getByLabelText('IBAN') as HTMLInputElement).value).toBe('TR33 0006 1005 1978 6457 8413 26');
    fireEvent.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(
        'finance.save_bank_account',
        { bankAccountID: 11, bankID: 1, iban: 'TR330006100519786457841326', holderName: 'Ayşe Yılmaz' },
        { notifySuccess: true },
      ),
    );

    fireEvent.click(within(item).getByRole('button', { name: 'T.C. Ziraat Bankası hesabını sil' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Banka hesabı silinsin mi?' });
    expect(request).not.toHaveBeenCalledWith('finance.delete_bank_account', expect.anything(), expect.anything());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Evet, sil' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(
        'finance.delete_bank_account',
        { bankAccountID: 11 },
        { notifySuccess: true },
      ),
    );
  });
});
