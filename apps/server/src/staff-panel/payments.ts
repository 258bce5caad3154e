import type { PAYMENTS_CONTRACT } from '@bnw/contract/backoffice';
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
    return staffOk(answer, message, `payment:${input.paymentID}`);
  },
  'bo_payments.reject': async (input, { services, actor }) =>
    staffOk(await rejectAsStaff(services, actor, input), 'staffPaymentRejected', `payment:${input.paymentID}`),
  'bo_payments.settings_get': async (_input, { services }) =>
    staffOk({ fourEyesThresholdKurus: await fourEyesThreshold(services) }),
  'bo_payments.settings_set': async (input, { services }) =>
    staffOk(await setFourEyesThreshold(services, input), 'staffPaymentThresholdSaved', 'setting:four_eyes_threshold'),
  'bo_payments.methods': async (_input, { services }) => staffOk(await listMethodsForStaff(services)),
  'bo_payments.method_get': async (input, { services }) => staffOk(await methodForStaff(services, input.methodID)),
  'bo_payments.method_update': async (input, { services }) =>
    staffOk(await updateMethod(services, input), 'staffCashMethodSaved', `cash_method:${input.methodID}`),
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
