import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import PaymentsIcon from '@mui/icons-material/Payments';
import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import RuleIcon from '@mui/icons-material/Rule';
import { lazyExport } from '../../components/lazy-export';
import type { BackofficePage, BackofficeResource } from '../types';
import { PAYMENT_NAMES as T } from './names';

const adapters = () => import('./adapters');
const queue = () => import('./payment-queue');
const methods = () => import('./methods');
const accounts = () => import('./accounts');

/** Payments: finance and administrators decide, auditors read. */
export const paymentsResources: BackofficeResource[] = [
  {
    name: 'payments',
    label: T.queue,
    one: T.payment_one,
    group: 'payments',
    requires: 'bo_payments.queue',
    recordRepresentation: 'publicId',
    fields: {
      createdAt: T.createdAt,
      playerUsername: T.player,
      amountKurus: T.amount,
      destination: T.details,
      status: T.status,
      type: T.type,
    },
    adapter: async () => (await adapters()).paymentsAdapter,
    list: lazyExport(queue, 'PaymentQueue'),
    icon: PriceCheckIcon,
  },
  {
    name: 'payment-methods',
    label: T.methods,
    one: T.method_one,
    group: 'payments',
    requires: 'bo_payments.methods',
    recordRepresentation: 'nameTr',
    fields: {
      sortOrder: T.sortOrder,
      nameTr: T.name,
      code: T.code,
      type: T.type,
      limits: T.limits,
      active: T.status,
      minLira: T.min,
      maxLira: T.max,
    },
    adapter: async () => (await adapters()).methodsAdapter,
    list: lazyExport(methods, 'MethodList'),
    edit: lazyExport(methods, 'MethodEdit'),
    icon: PaymentsIcon,
  },
  {
    name: 'operator-accounts',
    label: T.accounts,
    one: T.account_one,
    group: 'payments',
    requires: 'bo_payments.bank_accounts',
    recordRepresentation: 'holderName',
    fields: {
      bankName: T.bank,
      bankId: T.bank,
      iban: T.iban,
      holderName: T.holder,
      active: T.status,
    },
    adapter: async () => (await adapters()).accountsAdapter,
    list: lazyExport(accounts, 'AccountList'),
    edit: lazyExport(accounts, 'AccountEdit'),
    create: lazyExport(accounts, 'AccountCreate'),
    icon: AccountBalanceIcon,
  },
];

export const paymentsPages: BackofficePage[] = [
  {
    path: 'payments-four-eyes',
    label: T.settings,
    group: 'payments',
    requires: 'bo_payments.settings_get',
    element: lazyExport(() => import('./threshold-page'), 'ThresholdPage'),
    icon: RuleIcon,
  },
];
