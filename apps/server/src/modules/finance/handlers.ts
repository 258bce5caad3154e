import { type MethodName, TRANSACTION_TYPE } from '@bnw/contract';
import type { Actor } from '../../platform/actor.js';
import type { RpcContext } from '../../rpc/context.js';
import type { HandlerMap } from '../../rpc/handlers.js';
import { ok } from '../../rpc/outcome.js';
import type { OpenBonusPort } from '../../platform/open-bonus-port.js';
import type { Services } from '../../services.js';
import { playerBalance } from './balance.js';
import { deleteBankAccount, getBankAccount, listBankAccounts, saveBankAccount } from './bank-accounts.js';
import { isFavorite, listCashMethods, setFavorite } from './cash-methods.js';
import { depositAmountsFor } from './deposit-amounts.js';
import { declareTransferDeposit, requestWithdrawal, startProviderDeposit } from './money-requests.js';
import { findTransactionView, listCategories, listSubCategories, listTransactions, listTypes } from './transactions.js';

export type FinanceMethod = Extract<
  MethodName,
  `finance.${string}` | 'prepayServices.processTransaction' | 'envoy.getDepositAmounts'
>;

/** The actor of an RPC call: the finance use cases take `(deps, actor, input)`. */
function actorOf(context: RpcContext): Actor {
  return { origin: { ip: context.ip, userAgent: context.userAgent }, lang: context.lang, player: context.player };
}

/** What a money request answers: the transaction as the history shows it, and the new balance. */
async function moneyAnswer(context: RpcContext, publicId: string) {
  const actor = actorOf(context);
  return {
    transaction: await findTransactionView(context.services, actor, { publicId }),
    balance: await playerBalance(context.services, actor),
  };
}

export function financeHandlers(openBonus: (services: Services) => OpenBonusPort): HandlerMap<FinanceMethod> {
  return {
    'finance.check_balance': async (_input, context) => ok([await playerBalance(context.services, actorOf(context))]),
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
      ok(await listBankAccounts(context.services, actorOf(context))),
    'finance.get_bank_account': async (input, context) =>
      ok(await getBankAccount(context.services, actorOf(context), { bankAccountId: input.bankID })),
    'finance.save_bank_account': async (input, context) => {
      const { account, added } = await saveBankAccount(context.services, actorOf(context), input);
      return ok(account, added ? 'bankAccountAdded' : 'bankAccountUpdated');
    },
    'finance.delete_bank_account': async (input, context) => {
      await deleteBankAccount(context.services, actorOf(context), { bankAccountId: input.bankAccountID });
      return ok(null, 'bankAccountDeleted');
    },
    'finance.list_cash_methods_new': async (_input, context) =>
      ok(await listCashMethods(context.services, actorOf(context))),
    'finance.list_cash_methods': async (input, context) =>
      ok(
        await listCashMethods(context.services, actorOf(context), {
          type: input.Type,
          methodId: input.methodID,
          favoritesOnly: input.favorites === 1,
        }),
      ),
    'finance.list_highlighted_cash_methods': async (input, context) =>
      ok(await listCashMethods(context.services, actorOf(context), { type: input.Type, highlightedOnly: true })),
    'finance.add_favorite_cash_method': async (input, context) => {
      await setFavorite(context.services, actorOf(context), { methodId: input.methodID, favorite: true });
      return ok(null, 'favoriteAdded');
    },
    'finance.remove_favorite_cash_method': async (input, context) => {
      await setFavorite(context.services, actorOf(context), { methodId: input.methodID, favorite: false });
      return ok(null, 'favoriteRemoved');
    },
    'finance.check_favorite_cash_method': async (input, context) =>
      ok({ favorite: await isFavorite(context.services, actorOf(context), { methodId: input.methodID }) }),
    'finance.list_transactions': async (input, context) =>
      ok(await listTransactions(context.services, actorOf(context), input)),
    'finance.list_types_frontend': async (_input, { lang }) => ok(listTypes(lang)),
    'finance.list_categories': async (_input, { lang }) => ok(listCategories(lang)),
    'finance.list_sub_categories': async (input, { lang }) => ok(listSubCategories(lang, input.categoryID)),
    'finance.save_bank_transfer': async (input, context) => {
      const publicId = await declareTransferDeposit(context.services, actorOf(context), {
        ...input,
        provider: 'bank_transfer',
      });
      return ok(await moneyAnswer(context, publicId), 'depositDeclared');
    },
    'finance.save_cep_bank_transfer': async (input, context) => {
      const publicId = await declareTransferDeposit(context.services, actorOf(context), {
        ...input,
        provider: 'cep_transfer',
      });
      return ok(await moneyAnswer(context, publicId), 'depositDeclared');
    },
    'prepayServices.processTransaction': async (input, context) => {
      if (input.Type === TRANSACTION_TYPE.withdraw) {
        const deps = { ...context.services, openBonus: openBonus(context.services) };
        const publicId = await requestWithdrawal(deps, actorOf(context), input);
        return ok(await moneyAnswer(context, publicId), 'withdrawalRequested');
      }
      const publicId = await startProviderDeposit(context.services, actorOf(context), input);
      return ok(await moneyAnswer(context, publicId), 'depositStarted');
    },
    'envoy.getDepositAmounts': async (input, context) =>
      ok({ amounts: await depositAmountsFor(context.services, actorOf(context), { methodCode: input.bankcode }) }),
  };
}
