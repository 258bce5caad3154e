import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadContentTexts } from '@/i18n';
import { answerRequests } from '@/testing/player';
import { renderWithApp } from '@/testing/render';
import { InnerSlider } from '../components/inner-slider';
import { PromotionsList } from '../components/promotions-page';
import { promotion, sliderAt } from '../testing/content-fixtures';
import { LOBBY_ANSWERS_ELEMENT_ID, isPictureList, takeLobbyAnswer } from './lobby-answers';

beforeAll(() => loadContentTexts());
afterEach(() => vi.restoreAllMocks());

const banner = sliderAt(Date.now(), {
  ID: 8,
  Title: 'Slotlarda cuma keyfi',
  SliderType: 'slot',
  SliderPlace: 'top',
  Image: { Url: '/content/images/slider/8.svg', Width: 900, Height: 300 },
});

/** What the server writes into a lobby's page (apps/server/src/http/lobby-pages.ts). */
function inline(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = LOBBY_ANSWERS_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

describe("a lobby's answers the page arrived with", () => {
  it('are each taken once, and the element goes at the first take', () => {
    inline(JSON.stringify({ 'cmscontroller.getPromotions': [promotion(1)], other: [promotion(2)] }));
    expect(takeLobbyAnswer('cmscontroller.getPromotions', isPictureList)).toEqual([promotion(1)]);
    expect(document.getElementById(LOBBY_ANSWERS_ELEMENT_ID)).toBeNull();
    expect(takeLobbyAnswer('cmscontroller.getPromotions', isPictureList)).toBeUndefined();
    expect(takeLobbyAnswer('other', isPictureList)).toEqual([promotion(2)]);
  });

  it('are ignored when they do not parse or are not what the call answers', () => {
    for (const text of ['{', '[]', '{"k":{"ID":1}}', '{"k":[{"ID":"1","Image":{"Url":"/a"}}]}']) {
      inline(text);
      expect(takeLobbyAnswer('k', isPictureList), text).toBeUndefined();
    }
  });

  it("show the lobby's top banner on the first render, with no placeholder and no request", () => {
    const calls = answerRequests({});
    inline(JSON.stringify({ 'cmscontroller.getIcSlider slot': { data: [banner] } }));
    renderWithApp(<InnerSlider type="slot" place="top" />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('img', { name: 'Slotlarda cuma keyfi' }).getAttribute('src')).toBe(
      '/content/images/slider/8.svg',
    );
    expect(calls).not.toHaveBeenCalled();
  });

  it("are another lobby's: /live asks for its own sliders", async () => {
    const calls = answerRequests({ 'cmscontroller.getIcSlider': { data: [] } });
    inline(JSON.stringify({ 'cmscontroller.getIcSlider slot': { data: [banner] } }));
    renderWithApp(<InnerSlider type="live" place="top" />);
    expect(screen.getByRole('status')).toBeTruthy();
    await vi.waitFor(() => expect(calls).toHaveBeenCalledTimes(1));
    expect(calls.mock.calls[0]?.[1]).toMatchObject({ SliderType: 'live' });
  });

  it("show /promotions' cards on the first render", () => {
    const calls = answerRequests({});
    inline(JSON.stringify({ 'cmscontroller.getPromotions': [promotion(1), promotion(2)] }));
    renderWithApp(<PromotionsList />, { path: '/promotions' });
    expect(screen.getAllByTestId('promotion-card')).toHaveLength(2);
    expect(calls).not.toHaveBeenCalled();
  });
});
