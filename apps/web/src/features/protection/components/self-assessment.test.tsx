import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadProtectionTexts } from '@/i18n';
import { renderWithApp } from '@/testing/render';
import { answerRequests } from '../testing/protection-fixtures';
import { SelfAssessment } from './self-assessment';

beforeAll(() => loadProtectionTexts());

const ANSWERS = ['Hiçbir zaman', 'Bazen', 'Çoğu zaman', 'Neredeyse her zaman'];

/** Answers question i (0-based) with the answer worth `points`. */
function answer(i: number, points: number) {
  const question = screen.getAllByRole('group')[i] as HTMLElement;
  fireEvent.click(within(question).getByRole('radio', { name: ANSWERS[points] }));
}

describe('the self-assessment (PGSI)', () => {
  it('asks for every answer before scoring', async () => {
    const calls = answerRequests({});
    renderWithApp(<SelfAssessment />);
    answer(0, 1);
    fireEvent.click(await screen.findByRole('button', { name: 'Sonucu gör' }));
    expect(screen.getByRole('alert').textContent).toBe('Sonucu görmek için kalan 8 soruyu da yanıtlayın.');
    expect(screen.queryByTestId('pgsi-result')).toBeNull();
    expect(calls).not.toHaveBeenCalled();
  });

  it.each([
    [[0, 0, 0, 0, 0, 0, 0, 0, 0], 0, 'Risk yok'],
    [[1, 0, 0, 0, 0, 0, 0, 0, 0], 1, 'Düşük risk'],
    [[1, 1, 0, 0, 0, 0, 0, 0, 0], 2, 'Düşük risk'],
    [[3, 0, 0, 0, 0, 0, 0, 0, 0], 3, 'Orta risk'],
    [[3, 2, 2, 0, 0, 0, 0, 0, 0], 7, 'Orta risk'],
    [[3, 3, 2, 0, 0, 0, 0, 0, 0], 8, 'Sorunlu kumar'],
    [[3, 3, 3, 3, 3, 3, 3, 3, 3], 27, 'Sorunlu kumar'],
  ])('scores %j as %i: %s, in the browser', async (points, score, band) => {
    const calls = answerRequests({});
    renderWithApp(<SelfAssessment />);
    await screen.findByRole('button', { name: 'Sonucu gör' });
    points.forEach((value, index) => answer(index, value));
    fireEvent.click(screen.getByRole('button', { name: 'Sonucu gör' }));
    const result = screen.getByTestId('pgsi-result');
    expect(within(result).getByTestId('pgsi-band').textContent).toBe(band);
    expect(within(result).getByTestId('pgsi-score').textContent).toBe(`Puanınız: ${score} / 27`);
    expect(within(result).getByRole('link', { name: 'Yardım kaynakları' }).getAttribute('href')).toBe('#rg-help');
    expect(within(result).getByRole('link', { name: 'Oyun arası ver' }).getAttribute('href')).toBe('#rg-timeout');
    expect(within(result).getByRole('link', { name: 'Kendimi oyundan uzak tut' }).getAttribute('href')).toBe(
      '#rg-exclusion',
    );
    expect(calls).not.toHaveBeenCalled();
  });

  it('starts again with no answers', async () => {
    renderWithApp(<SelfAssessment />);
    await screen.findByRole('button', { name: 'Sonucu gör' });
    for (let index = 0; index < 9; index += 1) answer(index, 2);
    fireEvent.click(screen.getByRole('button', { name: 'Sonucu gör' }));
    fireEvent.click(within(screen.getByTestId('pgsi-result')).getByRole('button', { name: 'Baştan başla' }));
    expect(screen.queryByTestId('pgsi-result')).toBeNull();
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(0);
  });
});
