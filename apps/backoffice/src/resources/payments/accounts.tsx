import type { StaffOperatorAccount } from '@bnw/contract/backoffice';
import { formatIban } from '@bnw/contract/constants';
import { Alert } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  BooleanInput,
  CreateButton,
  FunctionField,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  required,
} from 'react-admin';
import { useMayCall } from '../../auth/use-may-call';
import { OnOffChip } from '../../components/on-off-chip';
import { RecordCreate, RecordEdit } from '../../components/record-edit';
import { RecordList } from '../../components/record-list';
import { ListCsvButton } from '../../data/list-csv-button';
import { useText } from '../../i18n/use-text';
import { bankChoices } from './adapters';
import { PAYMENT_TEXTS as T } from './texts';

/** The operator's receiving accounts, as players depositing by transfer see the active ones. */
export function AccountList() {
  const t = useText();
  const mayEdit = useMayCall()('bo_payments.bank_account_save');
  return (
    <RecordList
      perPage={100}
      paginated={false}
      rowClick={mayEdit ? 'edit' : false}
      actions={
        <TopToolbar>
          {mayEdit && <CreateButton />}
          <ListCsvButton />
        </TopToolbar>
      }
      above={
        <Alert severity="info" sx={{ mx: 2, mt: 1 }}>
          {t(T.accountsNote)}
        </Alert>
      }
    >
      <TextField source="bankName" sortable={false} />
      <FunctionField<StaffOperatorAccount>
        source="iban"
        sortable={false}
        render={(account) => formatIban(account.iban)}
      />
      <TextField source="holderName" sortable={false} />
      <FunctionField<StaffOperatorAccount>
        source="active"
        sortable={false}
        render={(account) => <OnOffChip on={account.active} onText={T.shown} offText={T.hidden} />}
      />
    </RecordList>
  );
}

function useBanks() {
  const [banks, setBanks] = useState<Array<{ id: number; name: string }>>([]);
  useEffect(() => {
    let current = true;
    bankChoices().then(
      (found) => current && setBanks(found),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return banks;
}

function AccountFields({ withSwitch }: { withSwitch: boolean }) {
  const t = useText();
  const banks = useBanks();
  return (
    <>
      <SelectInput source="bankId" choices={banks} validate={required()} />
      <TextInput source="iban" validate={required()} sx={{ minWidth: 360 }} />
      <TextInput source="holderName" validate={required()} sx={{ minWidth: 360 }} />
      {withSwitch && <BooleanInput source="active" helperText={t(T.shownSwitch)} />}
    </>
  );
}

export function AccountCreate() {
  return (
    <RecordCreate>
      <AccountFields withSwitch={false} />
    </RecordCreate>
  );
}

export function AccountEdit() {
  return (
    <RecordEdit>
      <AccountFields withSwitch />
    </RecordEdit>
  );
}
