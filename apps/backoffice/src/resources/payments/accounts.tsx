import type { StaffOperatorAccount } from '@bnw/contract/backoffice';
import { formatIban } from '@bnw/contract/constants';
import { Alert } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  BooleanInput,
  Create,
  CreateButton,
  Datagrid,
  Edit,
  FunctionField,
  List,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  required,
} from 'react-admin';
import { useText } from '../../i18n/use-text';
import { useMayCall } from '../core/use-methods';
import { bankChoices } from './adapters';
import { ActiveChip } from './methods';
import { PAYMENT_TEXTS as T } from './texts';
import { ListCsvButton } from '../../data/list-csv-button';

/** The operator's receiving accounts, as players depositing by transfer see the active ones. */
export function AccountList() {
  const t = useText();
  const mayEdit = useMayCall()('bo_payments.bank_account_save');
  return (
    <List
      perPage={100}
      exporter={false}
      title={t(T.accounts)}
      pagination={false}
      actions={
        <TopToolbar>
          {mayEdit && <CreateButton />}
          <ListCsvButton />
        </TopToolbar>
      }
    >
      <Alert severity="info" sx={{ mx: 2, mt: 1 }}>
        {t(T.accountsNote)}
      </Alert>
      <Datagrid bulkActionButtons={false} rowClick={mayEdit ? 'edit' : false}>
        <TextField source="bankName" label={t(T.bank)} sortable={false} />
        <FunctionField<StaffOperatorAccount> label={t(T.iban)} render={(account) => formatIban(account.iban)} />
        <TextField source="holderName" label={t(T.holder)} sortable={false} />
        <FunctionField<StaffOperatorAccount>
          label={t(T.status)}
          render={(account) => <ActiveChip active={account.active} on={T.shown} off={T.hidden} />}
        />
      </Datagrid>
    </List>
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
      <SelectInput source="bankId" label={t(T.bank)} choices={banks} validate={required()} />
      <TextInput source="iban" label={t(T.iban)} validate={required()} sx={{ minWidth: 360 }} />
      <TextInput source="holderName" label={t(T.holder)} validate={required()} sx={{ minWidth: 360 }} />
      {withSwitch && <BooleanInput source="active" label={t(T.shownSwitch)} />}
    </>
  );
}

function SaveOnly() {
  const t = useText();
  return (
    <Toolbar>
      <SaveButton label={t(T.save)} />
    </Toolbar>
  );
}

export function AccountCreate() {
  const t = useText();
  return (
    <Create title={t(T.accounts)} redirect="list">
      <SimpleForm toolbar={<SaveOnly />}>
        <AccountFields withSwitch={false} />
      </SimpleForm>
    </Create>
  );
}

export function AccountEdit() {
  const t = useText();
  return (
    <Edit mutationMode="pessimistic" title={t(T.accounts)} redirect="list">
      <SimpleForm toolbar={<SaveOnly />}>
        <AccountFields withSwitch />
      </SimpleForm>
    </Edit>
  );
}
