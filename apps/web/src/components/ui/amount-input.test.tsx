import type { AmountBounds } from '@bnw/contract/constants';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadAmountTexts } from '@/i18n';
import { AmountInput } from './amount-input';

beforeAll(() => loadAmountTexts());

const BOUNDS: AmountBounds = { minKurus: 1_000, maxKurus: 1_000_000 };

/** The field as a form holds it: the text in state, `submitted` from outside. */
function Harness({
  submitted = false,
  error = null,
  onText = () => {},
  preview,
}: {
  submitted?: boolean;
  error?: string | null;
  onText?: (text: string) => void;
  preview?: (amount: string) => string;
}) {
  const [text, setText] = useState('');
  return (
    <AmountInput
      id="amount"
      label="Tutar"
      value={text}
      onChange={(next) => {
        onText(next);
        setText(next);
      }}
      bounds={BOUNDS}
      submitted={submitted}
      error={error}
      preview={preview}
    />
  );
}

const field = () => screen.getByLabelText('Tutar') as HTMLInputElement;
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });
const alertText = () => screen.queryByRole('alert')?.textContent ?? null;

describe('AmountInput', () => {
  it('keeps a minus sign as typed and refuses it at once, never reading -100 as 100', () => {
    const onText = vi.fn();
    render(<Harness onText={onText} />);
    type('-100');
    expect(onText).toHaveBeenLastCalledWith('-100');
    expect(field().value).toBe('-100');
    expect(alertText()).toBe('Tutarda eksi (-) ya da artı (+) işareti olamaz.');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toBe('amount-error amount-hint');
    expect(screen.queryByText(/₺100,00/)).toBeNull();
  });

  it.each([
    ['+5', 'Tutarda eksi (-) ya da artı (+) işareti olamaz.'],
    ['12a', 'Tutarda yalnızca rakam, binlikler için nokta ve kuruş için virgül olabilir.'],
    ['10\u0000', 'Tutarda yalnızca rakam, binlikler için nokta ve kuruş için virgül olabilir.'],
    ['12,345', 'Kuruş en fazla iki basamaklı olabilir, örneğin 12,50.'],
    ['10.000,01', 'Tutar en fazla ₺10.000,00 olabilir.'],
    ['1'.repeat(40), 'Tutar çok uzun. Örneğin 1.000,50 biçiminde yazın.'],
  ])('refuses %j while it is typed, in Turkish', (text, message) => {
    render(<Harness />);
    type(text);
    expect(field().value).toBe(text);
    expect(alertText()).toBe(message);
  });

  it('waits for a submit before saying that an amount is missing, zero, too small or unreadable', () => {
    const { rerender } = render(<Harness />);
    expect(alertText()).toBeNull();
    type('0');
    expect(alertText()).toBeNull();
    rerender(<Harness submitted />);
    expect(alertText()).toBe('Tutar sıfırdan büyük olmalı.');
    type('5');
    expect(alertText()).toBe('Tutar en az ₺10,00 olmalı.');
    type('1.00.0');
    expect(alertText()).toBe('Tutar anlaşılamadı. Örneğin 1.000,50 biçiminde yazın.');
    type('');
    expect(alertText()).toBe('Tutarı yazın.');
  });

  it('shows what the text reads as: 1.000,50 is ₺1.000,50, 1000.5 too', () => {
    render(<Harness />);
    expect(screen.getByText('Örnek: 1.000,50')).toBeTruthy();
    type('1.000,50');
    expect(screen.getByText('Tutar: ₺1.000,50')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBeNull();
    type('1000.5');
    expect(screen.getByText('Tutar: ₺1.000,50')).toBeTruthy();
    type('12,50');
    expect(screen.getByText('Tutar: ₺12,50')).toBeTruthy();
    expect(alertText()).toBeNull();
  });

  it("shows the form's own refusal only for an amount that reads, and a field's own preview", () => {
    const { rerender } = render(
      <Harness error="Bakiyeniz yetersiz." preview={(amount) => `${amount} kaydedilecek.`} />,
    );
    type('-5');
    expect(alertText()).toBe('Tutarda eksi (-) ya da artı (+) işareti olamaz.');
    type('50');
    rerender(<Harness error="Bakiyeniz yetersiz." preview={(amount) => `${amount} kaydedilecek.`} />);
    expect(alertText()).toBe('Bakiyeniz yetersiz.');
    expect(screen.getByText('₺50,00 kaydedilecek.')).toBeTruthy();
  });

  it('lets a long paste arrive whole (no maxLength cutting it into another amount)', () => {
    render(<Harness />);
    expect(field().hasAttribute('maxlength')).toBe(false);
    expect(field().getAttribute('inputmode')).toBe('decimal');
  });

  it('says the same in English', async () => {
    await changeLanguage('en');
    try {
      render(<Harness />);
      type('-100');
      expect(alertText()).toBe('An amount cannot have a minus (-) or plus (+) sign.');
      type('1.000,50');
      expect(screen.getByText('Amount: ₺1.000,50')).toBeTruthy();
    } finally {
      await changeLanguage('tr');
    }
  });
});
