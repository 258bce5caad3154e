import type { BankAccount } from '@bnw/contract';
import { ArrowLeft } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { getBankAccount, useBankAccounts } from '../api/bank-accounts';
import { BankAccountForm } from './bank-account-form';
import { SavedAccounts } from './saved-accounts';

/** `/banking/new/withdraw` is opened from a withdrawal form: after adding an account the player goes back there. */
export const WITHDRAW_FLOW = 'withdraw';

/** /banking/new/:type — add a bank account, and manage the saved ones. */
export function BankingPage({ type }: { type: string }) {
  const { t } = useTranslation('finance');
  const navigate = useNavigate();
  const accounts = useBankAccounts();
  const [editing, setEditing] = useState<BankAccount | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const fromWithdrawal = type === WITHDRAW_FLOW;
  const backToWithdrawal = `${paths.paymentActions.getHref()}?tab=withdraw`;

  const edit = async (account: BankAccount) => {
    // Fresh from the server (finance.get_bank_account {bankID}); the list's copy if that fails.
    const fresh = await getBankAccount(account.bankAccountID).catch(() => account);
    setEditing(fresh);
    top.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div ref={top} className="scroll-mt-20">
      {fromWithdrawal ? (
        <Link
          to={backToWithdrawal}
          className="-mt-3 mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-primary"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t('banking.backToWithdraw')}
        </Link>
      ) : null}
      <BankAccountForm
        key={editing?.bankAccountID ?? 'new'}
        editing={editing}
        savedCount={accounts.data?.length ?? 0}
        onSaved={(added) => {
          setEditing(null);
          if (added && fromWithdrawal) void navigate(backToWithdrawal);
        }}
        onCancelEdit={() => setEditing(null)}
      />
      <SavedAccounts onEdit={(account) => void edit(account)} editingId={editing?.bankAccountID ?? null} />
    </div>
  );
}
