import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import PaymentsIcon from '@mui/icons-material/Payments';
import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import RuleIcon from '@mui/icons-material/Rule';
import type { BackofficePage, BackofficeResource } from '../types';
import { AccountCreate, AccountEdit, AccountList } from './accounts';
import { accountsAdapter, methodsAdapter, paymentsAdapter } from './adapters';
import { MethodEdit, MethodList } from './methods';
import { PaymentQueue } from './payment-queue';
import { PAYMENT_TEXTS } from './texts';
import { ThresholdPage } from './threshold-page';

/** Payments (issue #14 section 2): finance and administrators decide, auditors read. */
export const paymentsResources: BackofficeResource[] = [
  {
    name: 'payments',
    label: PAYMENT_TEXTS.queue,
    group: 'payments',
    requires: 'bo_payments.queue',
    adapter: paymentsAdapter,
    list: PaymentQueue,
    icon: PriceCheckIcon,
  },
  {
    name: 'payment-methods',
    label: PAYMENT_TEXTS.methods,
    group: 'payments',
    requires: 'bo_payments.methods',
    adapter: methodsAdapter,
    list: MethodList,
    edit: MethodEdit,
    icon: PaymentsIcon,
  },
  {
    name: 'operator-accounts',
    label: PAYMENT_TEXTS.accounts,
    group: 'payments',
    requires: 'bo_payments.bank_accounts',
    adapter: accountsAdapter,
    list: AccountList,
    edit: AccountEdit,
    create: AccountCreate,
    icon: AccountBalanceIcon,
  },
];

export const paymentsPages: BackofficePage[] = [
  {
    path: 'payments-four-eyes',
    label: PAYMENT_TEXTS.settings,
    group: 'payments',
    requires: 'bo_payments.settings_get',
    element: ThresholdPage,
    icon: RuleIcon,
  },
];
