import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { HomeSlider } from '../components/slider-frames';
import { sliderAt } from '../testing/content-fixtures';
import { HOME_SLIDERS_ELEMENT_ID, takeInlinedHomeSliders } from './home-sliders';

const slides = [1, 2].map((id) =>
  sliderAt(Date.now(), {
    ID: id,
    Title: `Kampanya ${id}`,
    Image: { Url: `/content/images/slider/${id}.svg`, Width: 800, Height: 400 },
  }),
);

/** What the server writes into the home page (apps/server/src/http/home-page.ts). */
function inline(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = HOME_SLIDERS_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

describe('the home slider the page arrived with', () => {
  it('is taken once: the element goes with it', () => {
    inline(JSON.stringify(slides));
    expect(takeInlinedHomeSliders()).toEqual(slides);
    expect(document.getElementById(HOME_SLIDERS_ELEMENT_ID)).toBeNull();
    expect(takeInlinedHomeSliders()).toBeUndefined();
  });

  it('is ignored when it does not parse or is not a slider list', () => {
    for (const text of ['{', '{"ID":1}', '[{"ID":"1"}]']) {
      inline(text);
      expect(takeInlinedHomeSliders(), text).toBeUndefined();
    }
  });

  it('shows on the first render, with no placeholder and no wait', () => {
    inline(JSON.stringify(slides));
    renderWithApp(<HomeSlider />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('img', { name: 'Kampanya 1' }).getAttribute('src')).toBe('/content/images/slider/1.svg');
  });
});
