import { type MethodName, TRANSACTION_TYPE } from '@bnw/contract';
import type { HandlerMap } from '../../rpc/handlers.js';
import { ok } from '../../rpc/outcome.js';
import type { RpcContext } from '../../rpc/context.js';
import { playerOf } from '../user/player.js';
import { playerBalance } from './balance.js';
import { deleteBankAccount, getBankAccount, listBankAccounts, saveBankAccount } from './bank-accounts.js';
import { isFavorite, listCashMethods, setFavorite } from './cash-methods.js';
import { depositAmountsFor } from './deposit-amounts.js';
import { declareTransferDeposit, requestWithdrawal, startProviderDeposit } from './money-requests.js';
import { findTransactionView, listCategories, listSubCategories, listTransactions, listTypes } from './transactions.js';

type FinanceMethod = Extract<
  MethodName,
  `finance.${string}` | 'prepayServices.processTransaction' | 'envoy.getDepositAmounts'
>;

/** What a money request answers: the transaction as the history shows it, and the new balance. */
async function moneyAnswer(context: RpcContext, publicId: string) {
  const { services, lang } = context;
  const userId = playerOf(context).user.id;
  return {
    transaction: await findTransactionView(services, publicId, lang),
    balance: await playerBalance(services, userId),
  };
}

export const financeHandlers: HandlerMap<FinanceMethod> = {
  'finance.check_balance': async (_input, context) =>
    ok([await playerBalance(context.services, playerOf(context).user.id)]),
  'finance.list_banks': async (input, { services }) => {
    const rows = await services.db
      .selectFrom('banks')
      .select(['id', 'type_id', 'name', 'code'])
      .where('type_id', '=', input.typeID)
      .where('active', '=', 1)
      .orderBy('sort_order')
      .limit(100)
      .execute();
    return ok(rows.map((row) => ({ bankID: row.id, typeID: row.type_id, name: row.name, code: row.code })));
  },
  'finance.list_bank_accounts': async (_input, context) =>
    ok(await listBankAccounts(context.services, playerOf(context).user.id)),
  'finance.get_bank_account': async (input, context) =>
    ok(await getBankAccount(context.services, playerOf(context).user.id, input.bankID)),
  'finance.save_bank_account': async (input, context) => {
    const { account, added } = await saveBankAccount(context.services, playerOf(context).user, input);
    return ok(account, added ? 'bankAccountAdded' : 'bankAccountUpdated');
  },
  'finance.delete_bank_account': async (input, context) => {
    await deleteBankAccount(context.services, playerOf(context).user.id, input.bankAccountID);
    return ok(null, 'bankAccountDeleted');
  },
  'finance.list_cash_methods_new': async (_input, context) =>
    ok(await listCashMethods(context.services, playerOf(context).user.id, context.lang)),
  'finance.list_cash_methods': async (input, context) =>
    ok(
      await listCashMethods(context.services, playerOf(context).user.id, context.lang, {
        type: input.Type,
        methodId: input.methodID,
        favoritesOnly: input.favorites === 1,
      }),
    ),
  'finance.list_highlighted_cash_methods': async (input, context) =>
    ok(
      await listCashMethods(context.services, playerOf(context).user.id, context.lang, {
        type: input.Type,
        highlightedOnly: true,
      }),
    ),
  'finance.add_favorite_cash_method': async (input, context) => {
    await setFavorite(context.services, playerOf(context).user.id, input.methodID, true);
    return ok(null, 'favoriteAdded');
  },
  'finance.remove_favorite_cash_method': async (input, context) => {
    await setFavorite(context.services, playerOf(context).user.id, input.methodID, false);
    return ok(null, 'favoriteRemoved');
  },
  'finance.check_favorite_cash_method': async (input, context) =>
    ok({ favorite: await isFavorite(context.services, playerOf(context).user.id, input.methodID) }),
  'finance.list_transactions': async (input, context) =>
    ok(await listTransactions(context.services, playerOf(context).user.id, input)),
  'finance.list_types_frontend': async (_input, { lang }) => ok(listTypes(lang)),
  'finance.list_categories': async (_input, { lang }) => ok(listCategories(lang)),
  'finance.list_sub_categories': async (input, { lang }) => ok(listSubCategories(lang, input.categoryID)),
  'finance.save_bank_transfer': async (input, context) => {
    const publicId = await declareTransferDeposit(context.services, playerOf(context).user, input, 'bank_transfer');
    return ok(await moneyAnswer(context, publicId), 'depositDeclared');
  },
  'finance.save_cep_bank_transfer': async (input, context) => {
    const publicId = await declareTransferDeposit(context.services, playerOf(context).user, input, 'cep_transfer');
    return ok(await moneyAnswer(context, publicId), 'depositDeclared');
  },
  'prepayServices.processTransaction': async (input, context) => {
    const user = playerOf(context).user;
    if (input.Type === TRANSACTION_TYPE.withdraw) {
      return ok(
        await moneyAnswer(context, await requestWithdrawal(context.services, user, input)),
        'withdrawalRequested',
      );
    }
    return ok(await moneyAnswer(context, await startProviderDeposit(context.services, user, input)), 'depositStarted');
  },
  'envoy.getDepositAmounts': async (input, { services }) =>
    ok({ amounts: await depositAmountsFor(services, input.bankcode) }),
};
