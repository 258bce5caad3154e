import { describe, expect, it } from 'vitest';
import { approvedText } from './decision-texts';

const tr = (text: { tr: string; en: string }) => text.tr;
const en = (text: { tr: string; en: string }) => text.en;
const payment = { amountKurus: 1_200_000, playerUsername: 'ayse123' };
const answer = (completed: boolean, approvals: number) => ({
  completed,
  payment: { approvals: Array.from({ length: approvals }, () => ({}) as never), approvalsNeeded: 2 },
});

describe('the toast after an approval', () => {
  it('says what happened to which amount of whose payment, not the command', () => {
    expect(approvedText(tr, payment, answer(true, 2))).toBe('₺12.000,00 ödeme onaylandı (ayse123)');
    expect(approvedText(en, payment, answer(true, 2))).toBe('₺12.000,00 payment approved (ayse123)');
  });

  it('says a first approval of two is in and another staff member must approve too', () => {
    const text = approvedText(tr, payment, answer(false, 1));
    expect(text).toContain('₺12.000,00');
    expect(text).toContain('1/2');
    expect(text).not.toContain('onaylandı');
  });
});
