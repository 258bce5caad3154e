import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { sliderAt } from '../testing/content-fixtures';
import { AUTO_ADVANCE_MS, ContentSlider } from './content-slider';

const NOW = Date.now();
const slides = [1, 2, 3].map((id) =>
  sliderAt(NOW, {
    ID: id,
    Title: `Kampanya ${id}`,
    Image: { Url: `/content/images/slider/${id}.svg`, Width: 800, Height: 400 },
  }),
);

function reduceMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the content slider', () => {
  it('keeps the pictures’ proportions, loads the first one first and the others lazily', () => {
    reduceMotion(false);
    renderWithApp(<ContentSlider slides={slides} label="Öne çıkan kampanyalar" priority />);
    const carousel = screen.getByRole('region', { name: 'Öne çıkan kampanyalar' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('slayt gösterisi');
    const pictures = within(carousel).getAllByRole('img');
    expect(pictures.map((picture) => picture.getAttribute('alt'))).toEqual(['Kampanya 1', 'Kampanya 2', 'Kampanya 3']);
    expect(pictures[0]!.getAttribute('loading')).toBe('eager');
    expect(pictures[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(pictures[1]!.getAttribute('loading')).toBe('lazy');
    expect(pictures[1]!.getAttribute('fetchpriority')).toBe('auto');
    expect(carousel.querySelector('[style*="aspect-ratio"]')?.getAttribute('style')).toContain(
      'aspect-ratio: 800 / 400',
    );
    expect(
      within(carousel)
        .getAllByRole('group')
        .map((slide) => slide.getAttribute('aria-label')),
    ).toEqual(['1 / 3', '2 / 3', '3 / 3']);
    expect(within(carousel).getAllByRole('link')[0]!.getAttribute('href')).toBe('/promotions');
  });

  it('gives the other slides their pictures only when the player reaches for the slider', () => {
    reduceMotion(true);
    renderWithApp(<ContentSlider slides={slides} label="Kampanyalar" priority />);
    const carousel = screen.getByRole('region', { name: 'Kampanyalar' });
    const sources = () =>
      within(carousel)
        .getAllByRole('img')
        .map((picture) => picture.getAttribute('src'));
    expect(sources()).toEqual(['/content/images/slider/1.svg', null, null]);
    fireEvent.focus(screen.getByRole('button', { name: '2. slayta git' }));
    expect(sources()).toEqual(slides.map((slide) => slide.Image.Url));
  });

  it('fetches the other pictures two seconds before the first auto-advance', () => {
    vi.useFakeTimers();
    try {
      reduceMotion(false);
      renderWithApp(<ContentSlider slides={slides} label="Kampanyalar" />);
      const carousel = screen.getByRole('region', { name: 'Kampanyalar' });
      const withSource = () => carousel.querySelectorAll('img[src]').length;
      expect(withSource()).toBe(1);
      act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS - 2001));
      expect(withSource()).toBe(1);
      act(() => vi.advanceTimersByTime(1));
      expect(withSource()).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('has a labelled button per dot, the current one marked, and a pause button', () => {
    reduceMotion(false);
    renderWithApp(<ContentSlider slides={slides} label="Kampanyalar" />);
    const dot = screen.getByRole('button', { name: '1. slayta git' });
    expect(dot.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: '3. slayta git' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('button', { name: 'Otomatik geçişi durdur' })).toBeTruthy();
  });

  it('stops moving for good at the first touch on the pictures', () => {
    reduceMotion(false);
    renderWithApp(<ContentSlider slides={slides} label="Kampanyalar" />);
    const viewport = screen.getAllByRole('group')[0]!.parentElement!.parentElement!;
    fireEvent.pointerDown(viewport, { pointerType: 'touch' });
    expect(screen.getByRole('button', { name: 'Otomatik geçişi başlat' })).toBeTruthy();
  });

  it('pauses while the mouse is over it and goes on when it leaves', () => {
    reduceMotion(false);
    renderWithApp(<ContentSlider slides={slides} label="Kampanyalar" />);
    const carousel = screen.getByRole('region', { name: 'Kampanyalar' });
    fireEvent.pointerEnter(carousel, { pointerType: 'mouse' });
    expect(screen.getByRole('button', { name: 'Otomatik geçişi başlat' })).toBeTruthy();
    fireEvent.pointerLeave(carousel, { pointerType: 'mouse' });
    expect(screen.getByRole('button', { name: 'Otomatik geçişi durdur' })).toBeTruthy();
  });

  it('never moves by itself under reduced motion: no pause button, the dots stay', () => {
    reduceMotion(true);
    renderWithApp(<ContentSlider slides={slides} label="Kampanyalar" />);
    expect(screen.queryByRole('button', { name: /Otomatik geçişi/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /slayta git/ })).toHaveLength(3);
  });

  it('one slide: no dots and no auto-advance', () => {
    reduceMotion(false);
    renderWithApp(<ContentSlider slides={slides.slice(0, 1)} label="Kampanyalar" />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
