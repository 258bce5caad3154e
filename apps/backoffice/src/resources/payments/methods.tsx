import type { StaffCashMethod } from '@bnw/contract/backoffice';
import { TYPE_LABELS } from '@bnw/contract/constants';
import { Chip } from '@mui/material';
import { BooleanInput, FunctionField, NumberField, NumberInput, TextField, TextInput, required } from 'react-admin';
import { useMayCall } from '../../auth/use-may-call';
import { useLiraRule } from '../../components/lira-rule';
import { OnOffChip } from '../../components/on-off-chip';
import { RecordEdit } from '../../components/record-edit';
import { RecordList } from '../../components/record-list';
import { formatMoney } from '../../i18n/format';
import { useLanguage, useText } from '../../i18n/use-text';
import { PAYMENT_TEXTS as T } from './texts';

/** Every method in the players' order, with its limits and state. */
export function MethodList() {
  const t = useText();
  const language = useLanguage();
  const mayEdit = useMayCall()('bo_payments.method_update');
  return (
    <RecordList perPage={200} paginated={false} rowClick={mayEdit ? 'edit' : false}>
      <NumberField source="sortOrder" sortable={false} />
      <TextField source="nameTr" sortable={false} />
      <TextField source="code" sortable={false} />
      <FunctionField<StaffCashMethod>
        source="type"
        sortable={false}
        render={(method) => TYPE_LABELS[method.type]?.[language] ?? ''}
      />
      <FunctionField<StaffCashMethod>
        source="limits"
        sortable={false}
        render={(method) => `${formatMoney(method.minKurus)} – ${formatMoney(method.maxKurus)}`}
      />
      <FunctionField<StaffCashMethod>
        source="active"
        sortable={false}
        render={(method) => (
          <>
            <OnOffChip on={method.active} /> {method.demoOnly && <Chip size="small" label={t(T.demoOnly)} />}
          </>
        )}
      />
    </RecordList>
  );
}

export function MethodEdit() {
  const t = useText();
  const lira = [required(), useLiraRule()];
  return (
    <RecordEdit>
      <TextField source="nameTr" variant="h6" />
      <BooleanInput source="active" helperText={t(T.activeHelp)} />
      <TextInput source="minLira" validate={lira} />
      <TextInput source="maxLira" validate={lira} />
      <NumberInput source="sortOrder" min={0} max={10_000} step={1} validate={required()} />
    </RecordEdit>
  );
}
