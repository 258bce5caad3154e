import type { StaffCashMethod } from '@bnw/contract/backoffice';
import { TYPE_LABELS } from '@bnw/contract/constants';
import { Chip } from '@mui/material';
import {
  BooleanInput,
  Datagrid,
  Edit,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  SaveButton,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  required,
} from 'react-admin';
import { formatMoney, liraToKurus } from '../../i18n/format';
import type { Text } from '../../i18n/language';
import { useLanguage, useText } from '../../i18n/use-text';
import { useMayCall } from '../core/use-methods';
import { PAYMENT_TEXTS as T } from './texts';
import { CsvListActions } from '../../data/list-csv-button';

export function ActiveChip({ active, on = T.active, off = T.inactive }: { active: boolean; on?: Text; off?: Text }) {
  const t = useText();
  return active ? (
    <Chip size="small" color="success" variant="outlined" label={t(on)} />
  ) : (
    <Chip size="small" label={t(off)} />
  );
}

/** Every method in the players' order, with its limits and state. */
export function MethodList() {
  const t = useText();
  const language = useLanguage();
  const mayEdit = useMayCall()('bo_payments.method_update');
  return (
    <List perPage={200} exporter={false} actions={<CsvListActions />} title={t(T.methods)} pagination={false}>
      <Datagrid bulkActionButtons={false} rowClick={mayEdit ? 'edit' : false}>
        <NumberField source="sortOrder" label={t(T.sortOrder)} sortable={false} />
        <TextField source="nameTr" label={t(T.name)} sortable={false} />
        <TextField source="code" label={t(T.code)} sortable={false} />
        <FunctionField<StaffCashMethod>
          label={t(T.type)}
          render={(method) => TYPE_LABELS[method.type]?.[language] ?? ''}
        />
        <FunctionField<StaffCashMethod>
          label={t(T.limits)}
          render={(method) => `${formatMoney(method.minKurus)} – ${formatMoney(method.maxKurus)}`}
        />
        <FunctionField<StaffCashMethod>
          label={t(T.status)}
          render={(method) => (
            <>
              <ActiveChip active={method.active} /> {method.demoOnly && <Chip size="small" label={t(T.demoOnly)} />}
            </>
          )}
        />
      </Datagrid>
    </List>
  );
}

export function MethodEdit() {
  const t = useText();
  const lira = (value: unknown) =>
    typeof value === 'string' && liraToKurus(value) !== null ? undefined : t(T.amountInvalid);
  return (
    <Edit mutationMode="pessimistic" title={t(T.methods)} redirect="list">
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton label={t(T.save)} />
          </Toolbar>
        }
      >
        <TextField source="nameTr" variant="h6" />
        <BooleanInput source="active" label={t(T.activeSwitch)} />
        <TextInput source="minLira" label={t(T.min)} validate={[required(), lira]} />
        <TextInput source="maxLira" label={t(T.max)} validate={[required(), lira]} />
        <NumberInput source="sortOrder" label={t(T.sortOrder)} min={0} max={10_000} step={1} validate={required()} />
      </SimpleForm>
    </Edit>
  );
}
