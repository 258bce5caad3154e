import { TRANSACTION_TYPE } from '@bnw/contract';
import type { PAYMENTS_CONTRACT, StaffPayment } from '@bnw/contract/backoffice';
import { type StaffHandlers, staffOk } from '../rpc/backoffice-handlers.js';
import {
  approveAsStaff,
  fourEyesThreshold,
  paymentQueue,
  paymentView,
  rejectAsStaff,
  setFourEyesThreshold,
} from '../modules/finance/staff-payments.js';
import {
  listMethodsForStaff,
  listOperatorAccountsForStaff,
  methodForStaff,
  operatorAccountForStaff,
  saveOperatorAccount,
  setOperatorAccountActive,
  updateMethod,
} from '../modules/finance/staff-payment-setup.js';

/**
 * The back office's payments calls, assembled from the modules that own their tables: all of
 * them the finance module's (payments, their approvals, methods, the operator's accounts).
 */
export const PAYMENTS_STAFF_HANDLERS: StaffHandlers<typeof PAYMENTS_CONTRACT> = {
  'bo_payments.queue': async (input, { services }) => staffOk(await paymentQueue(services, input)),
  'bo_payments.get': async (input, { services }) => staffOk(await paymentView(services, input.paymentID)),
  'bo_payments.approve': async (input, { services, actor }) => {
    const answer = await approveAsStaff(services, actor, input);
    const message = answer.completed ? 'staffPaymentApproved' : 'staffPaymentFirstApproval';
    return staffOk(answer, message, `payment:${input.paymentID}`, paymentDetail(answer.payment, answer.completed));
  },
  'bo_payments.reject': async (input, { services, actor }) => {
    const payment = await rejectAsStaff(services, actor, input);
    const detail = { ...paymentDetail(payment, false), reason: input.reason };
    return staffOk(payment, 'staffPaymentRejected', `payment:${input.paymentID}`, detail);
  },
  'bo_payments.settings_get': async (_input, { services }) =>
    staffOk({ fourEyesThresholdKurus: await fourEyesThreshold(services) }),
  'bo_payments.settings_set': async (input, { services }) => {
    const before = { fourEyesThresholdKurus: await fourEyesThreshold(services) };
    const after = await setFourEyesThreshold(services, input);
    return staffOk(after, 'staffPaymentThresholdSaved', 'setting:four_eyes_threshold', { before, after });
  },
  'bo_payments.methods': async (_input, { services }) => staffOk(await listMethodsForStaff(services)),
  'bo_payments.method_get': async (input, { services }) => staffOk(await methodForStaff(services, input.methodID)),
  'bo_payments.method_update': async (input, { services }) => {
    const { before, after } = await updateMethod(services, input);
    return staffOk(after, 'staffCashMethodSaved', `cash_method:${input.methodID}`, { before, after });
  },
  'bo_payments.bank_accounts': async (_input, { services }) => staffOk(await listOperatorAccountsForStaff(services)),
  'bo_payments.bank_account_get': async (input, { services }) =>
    staffOk(await operatorAccountForStaff(services, input.accountID)),
  'bo_payments.bank_account_save': async (input, { services }) => {
    const account = await saveOperatorAccount(services, input);
    return staffOk(account, 'staffBankAccountSaved', `operator_account:${account.id}`);
  },
  'bo_payments.bank_account_set_active': async (input, { services }) => {
    const account = await setOperatorAccountActive(services, input);
    const message = account.active ? 'staffBankAccountActivated' : 'staffBankAccountDeactivated';
    return staffOk(account, message, `operator_account:${account.id}`);
  },
};

/** A decision as the audit keeps it: the payment's kind, amount, player and status after the call. */
function paymentDetail(payment: StaffPayment, completed: boolean) {
  return {
    type: payment.type === TRANSACTION_TYPE.deposit ? 'deposit' : 'withdraw',
    amountKurus: payment.amountKurus,
    player: payment.playerId,
    after: { status: payment.status, approvals: payment.approvals.map((approval) => approval.username) },
    completed,
  };
}
