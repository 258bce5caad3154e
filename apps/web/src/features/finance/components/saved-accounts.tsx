import type { BankAccount } from '@bnw/contract';
import { formatIban } from '@bnw/contract/constants';
import { Landmark, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorMessage, LoadingMessage } from '@/components/ui/status-message';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useBankAccounts, useDeleteBankAccount } from '../api/bank-accounts';

/** The saved accounts with edit and delete (after a confirmation). */
export function SavedAccounts({
  onEdit,
  editingId,
}: {
  onEdit: (account: BankAccount) => void;
  editingId: number | null;
}) {
  const { t } = useTranslation('finance');
  const accounts = useBankAccounts();
  const remove = useDeleteBankAccount();
  const [confirming, setConfirming] = useState<BankAccount | null>(null);

  let body;
  if (accounts.isPending) body = <LoadingMessage text={t('banking.loading')} />;
  else if (accounts.isError) {
    body = (
      <ErrorMessage text={t('banking.loadFailed')} detail={accounts.error.message}>
        <Button variant="outline" size="sm" onClick={() => void accounts.refetch()}>
          {t('common.retry')}
        </Button>
      </ErrorMessage>
    );
  } else if (accounts.data.length === 0)
    body = (
      <p className="rounded-2xl border border-dashed border-line px-4 py-6 text-center text-sm text-muted">
        {t('banking.none')}
      </p>
    );
  else {
    body = (
      <ul className="flex flex-col gap-2">
        {accounts.data.map((account) => (
          <li
            key={account.bankAccountID}
            className="flex items-start gap-3 rounded-2xl border border-line bg-surface p-3"
            aria-current={editingId === account.bankAccountID ? 'true' : undefined}
          >
            <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-surface-2 text-primary">
              <Landmark aria-hidden="true" className="h-5 w-5" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold">{account.bankName}</p>
              <p className="font-mono text-sm tabular-nums">{formatIban(account.iban)}</p>
              <p className="text-xs text-muted">{account.holderName}</p>
            </div>
            <div className="flex shrink-0 gap-1">
              <button
                type="button"
                onClick={() => onEdit(account)}
                aria-label={t('banking.editLabel', { bank: account.bankName })}
                title={t('banking.edit')}
                className="flex h-9 w-9 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
              >
                <Pencil aria-hidden="true" className="h-4 w-4" />
              </button>
              <button
                type="button"
                onClick={() => setConfirming(account)}
                aria-label={t('banking.deleteLabel', { bank: account.bankName })}
                title={t('banking.delete')}
                className="flex h-9 w-9 items-center justify-center rounded-lg text-danger hover:bg-surface-2"
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </button>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="saved-accounts" className="mt-6">
      <h2 id="saved-accounts" className="mb-3 text-lg font-bold">
        {t('banking.savedTitle')}
      </h2>
      {body}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={t('banking.confirmTitle')}
        text={
          confirming ? t('banking.confirmText', { bank: confirming.bankName, iban: formatIban(confirming.iban) }) : ''
        }
        confirmLabel={t('banking.confirmDelete')}
        cancelLabel={t('banking.cancel')}
        busy={remove.isPending}
        onConfirm={() => {
          if (!confirming) return;
          remove.mutate(confirming.bankAccountID, { onSettled: () => setConfirming(null) });
        }}
      />
    </section>
  );
}
