import type { StaffPayment } from '@bnw/contract/backoffice';
import { formatMoney } from '../../i18n/format';
import { type Text, fill } from '../../i18n/language';
import { PAYMENT_TEXTS as T } from './texts';

/**
 * What the desk is told after an approval: what happened to which amount of whose payment, and
 * whether another staff member must still approve it (a payment above the threshold needs two).
 */
export function approvedText(
  t: (text: Text) => string,
  payment: Pick<StaffPayment, 'amountKurus' | 'playerUsername'>,
  answer: { completed: boolean; payment: Pick<StaffPayment, 'approvals' | 'approvalsNeeded'> },
): string {
  const amount = formatMoney(payment.amountKurus);
  if (answer.completed) return fill(t(T.approvedToast), { amount, player: payment.playerUsername });
  return fill(t(T.approvedOnceToast), {
    amount,
    count: answer.payment.approvals.length,
    needed: answer.payment.approvalsNeeded,
  });
}
