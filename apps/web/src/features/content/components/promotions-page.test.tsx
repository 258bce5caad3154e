import type { BonusOffer } from '@bnw/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadContentTexts } from '@/i18n';
import { answerRequests } from '@/testing/player';
import { renderWithApp } from '@/testing/render';
import { promotion } from '../testing/content-fixtures';
import { PromotionsList } from './promotions-page';

beforeAll(() => loadContentTexts());
afterEach(() => vi.restoreAllMocks());

describe('/promotions', () => {
  it('lists the active promotions as cards and opens one’s detail with its terms', async () => {
    const calls = answerRequests({ 'cmscontroller.getPromotions': [promotion(1), promotion(2)] });
    const { router } = renderWithApp(<PromotionsList />, { path: '/promotions' });
    const cards = await screen.findAllByTestId('promotion-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('Yeni Üyelere');
    expect(calls.mock.calls[0]?.[1]).toEqual({ SiteType: 'mobile' });

    fireEvent.click(within(cards[1]!).getByRole('link', { name: 'Kampanya 2: detaylar ve koşullar' }));
    const sheet = await screen.findByRole('dialog', { name: 'Kampanya 2' });
    expect(router.state.location.search).toBe('?id=2');
    expect(within(sheet).getByRole('heading', { name: 'Kampanya koşulları' })).toBeTruthy();
    expect(within(sheet).getByText('Birinci koşul 2.')).toBeTruthy();
    expect(within(sheet).getByText('İkinci koşul 2.')).toBeTruthy();
    expect(within(sheet).getByRole('link', { name: 'Yatırım yap' }).getAttribute('href')).toBe('/payment-actions');
    // Bonuses come later: no claim button of any kind.
    expect(within(sheet).queryByRole('button', { name: /Katıl|Talep|Al/ })).toBeNull();

    fireEvent.click(within(sheet).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it("shows a promotion's bonus where the page renders it, and the promotion's own link as the second choice", async () => {
    const offer: BonusOffer = {
      OfferID: 5,
      Kind: 'fixed',
      Percent: 0,
      MaxKurus: 5_000,
      MinDepositKurus: 0,
      FixedKurus: 5_000,
      WageringMultiple: 5,
      MaxStakeKurus: 5_000,
      ValidDays: 7,
      Contributions: [{ Lobby: 'slot', Percent: 100 }],
    };
    answerRequests({ 'cmscontroller.getPromotions': [promotion(1), promotion(2, { Bonus: offer })] });
    const renderBonus = vi.fn((bonus: BonusOffer) => <p>Bonus teklifi {bonus.OfferID}</p>);
    const { router } = renderWithApp(<PromotionsList renderBonus={renderBonus} />, { path: '/promotions?id=2' });
    const sheet = await screen.findByRole('dialog', { name: 'Kampanya 2' });
    expect(within(sheet).getByText('Bonus teklifi 5')).toBeTruthy();
    expect(within(sheet).getByRole('link', { name: 'Yatırım yap' }).className).toContain('border-line');

    await router.navigate('/promotions?id=1');
    await waitFor(() => expect(screen.queryByText('Bonus teklifi 5')).toBeNull());
    expect(within(screen.getByRole('dialog')).getByRole('link', { name: 'Yatırım yap' }).className).toContain(
      'bg-primary',
    );
  });

  it('opens the promotion an address names, and ignores one that is not there', async () => {
    answerRequests({ 'cmscontroller.getPromotions': [promotion(1), promotion(2)] });
    renderWithApp(<PromotionsList />, { path: '/promotions?id=1' });
    expect(await screen.findByRole('dialog', { name: 'Kampanya 1' })).toBeTruthy();
  });

  it('says so when no promotion runs', async () => {
    answerRequests({ 'cmscontroller.getPromotions': [] });
    renderWithApp(<PromotionsList />, { path: '/promotions?id=9' });
    expect(await screen.findByText(/Şu anda yayında bir promosyon yok/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
