import { MESSAGE_CODES } from '@bnw/contract/constants';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadBonusTexts } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { balanceQueryKey } from '@/lib/balance';
import { renderWithApp } from '@/testing/render';
import { bonusKeys } from '../api/bonus-keys';
import {
  activeBonus,
  answerRequests,
  awaitingBonus,
  callsOf,
  captureNotices,
  depositOffer,
  fixedOffer,
  signIn,
  signOut,
} from '../testing/bonus-fixtures';
import { PromotionBonus } from './promotion-bonus';

beforeAll(() => loadBonusTexts());
afterEach(signOut);

const claimButton = () => screen.findByRole('button', { name: 'Bonusu Al' });

describe("a promotion's bonus", () => {
  it('shows the key terms of a fixed bonus compactly', async () => {
    renderWithApp(<PromotionBonus offer={fixedOffer()} />);
    expect(await screen.findByText('₺50 bonus · yatırım gerekmez')).toBeTruthy();
    expect(screen.getByText('5 kat çevrim')).toBeTruthy();
    expect(screen.getByText('tek turda en fazla ₺50')).toBeTruthy();
    expect(screen.getByText('7 gün geçerli')).toBeTruthy();
    // The largest share first, whatever the order of the answer.
    expect(screen.getByText('Çevrime katkı: Slot %100 · Sanal oyunlar %10')).toBeTruthy();
  });

  it('shows what a deposit bonus gives and the deposit it needs', async () => {
    renderWithApp(<PromotionBonus offer={depositOffer()} />);
    expect(await screen.findByText('%100 bonus, en fazla ₺5.000 · en az ₺100 yatırım')).toBeTruthy();
    expect(screen.getByText('10 kat çevrim')).toBeTruthy();
    expect(screen.getByText('30 gün geçerli')).toBeTruthy();
  });

  it('asks a guest to log in instead of offering the claim', async () => {
    const calls = answerRequests({});
    renderWithApp(<PromotionBonus offer={fixedOffer()} />, { path: '/promotions?id=1' });
    expect(await screen.findByText('Bu bonusu almak için giriş yapın ya da üye olun.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Giriş Yap' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Bonusu Al' })).toBeNull();
    expect(calls).not.toHaveBeenCalled();
  });

  it('claims a fixed bonus, says it is in the account, refreshes the balance and opens /bonus-usage', async () => {
    signIn();
    const notices = captureNotices();
    const calls = answerRequests({ 'bonus.claim': activeBonus() });
    const { router, queryClient } = renderWithApp(<PromotionBonus offer={fixedOffer()} />, {
      path: '/promotions?id=1',
    });
    queryClient.setQueryData(balanceQueryKey('u1'), { balance: 10_000, pending: 0, bonus: 0, currency: 'TRY' });
    fireEvent.click(await claimButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/bonus-usage'));
    expect(calls).toHaveBeenCalledWith('bonus.claim', { offerID: 1 });
    expect(notices.positive).toHaveBeenCalledWith(
      '₺50 bonus hesabınıza tanımlandı. Çevrim durumunu buradan izleyebilirsiniz.',
    );
    expect(queryClient.getQueryState(balanceQueryKey('u1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(bonusKeys.active('u1'))).toEqual([activeBonus()]);
  });

  it('sends one claim for a double tap, and shows one answer', async () => {
    signIn();
    const notices = captureNotices();
    const calls = answerRequests({ 'bonus.claim': activeBonus() });
    const { router } = renderWithApp(<PromotionBonus offer={fixedOffer()} />, { path: '/promotions?id=1' });
    const button = await claimButton();
    // Both taps land before React draws the busy button, as a quick double tap on a phone does.
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/bonus-usage'));
    expect(callsOf(calls, 'bonus.claim')).toBe(1);
    expect(notices.positive).toHaveBeenCalledTimes(1);
  });

  it('says a deposit bonus comes with the next qualifying deposit', async () => {
    signIn();
    const notices = captureNotices();
    answerRequests({ 'bonus.claim': awaitingBonus() });
    const { router } = renderWithApp(<PromotionBonus offer={depositOffer()} />, { path: '/promotions?id=2' });
    fireEvent.click(await claimButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/bonus-usage'));
    expect(notices.positive).toHaveBeenCalledWith(
      'Bonusunuz hazır: ₺100 ve üzeri bir sonraki yatırımınızda hesabınıza tanımlanacak.',
    );
  });

  it('shows a refusal in Turkish and changes nothing', async () => {
    signIn();
    const notices = captureNotices();
    const message = 'Bu bonusu daha önce aldınız; her bonus bir kez alınabilir.';
    const calls = answerRequests({
      'bonus.claim': () => {
        throw new ApiError('failed', message, {
          result: false,
          message,
          code: MESSAGE_CODES.bonusAlreadyClaimed,
          debug: null,
          data: null,
        });
      },
    });
    const { router, queryClient } = renderWithApp(<PromotionBonus offer={fixedOffer()} />, {
      path: '/promotions?id=1',
    });
    queryClient.setQueryData(balanceQueryKey('u1'), { balance: 10_000, pending: 0, bonus: 0, currency: 'TRY' });
    fireEvent.click(await claimButton());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(router.state.location.pathname).toBe('/promotions');
    expect(notices.positive).not.toHaveBeenCalled();
    expect(callsOf(calls, 'bonus.claim')).toBe(1);
    expect(queryClient.getQueryState(balanceQueryKey('u1'))?.isInvalidated).toBe(false);
    expect(queryClient.getQueryData(bonusKeys.active('u1'))).toBeUndefined();
  });
});
