import type { StaffLiveTable } from '@bnw/contract/backoffice';
import { Alert, Box, Stack, Typography } from '@mui/material';
import {
  BooleanInput,
  Datagrid,
  Edit,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
  useRecordContext,
} from 'react-admin';
import { formatMoney, liraToKurus } from '../../i18n/format';
import { useLanguage, useText } from '../../i18n/use-text';
import { ListedChip, SaveOnlyToolbar, StatusChip, useMayManageCatalogue } from './common';
import { CATALOGUE_TEXTS } from './texts';
import { CsvListActions } from '../../data/list-csv-button';

const T = CATALOGUE_TEXTS;

/** Our live tables in the live lobby's order, with their limits in lira. */
export function LiveTableList() {
  const t = useText();
  const language = useLanguage();
  const mayManage = useMayManageCatalogue();
  return (
    <List perPage={50} exporter={false} actions={<CsvListActions />} title={t(T.liveTables)} pagination={false}>
      <Datagrid bulkActionButtons={false} rowClick={mayManage ? 'edit' : false}>
        <NumberField source="sortOrder" label={t(T.sortOrder)} sortable={false} />
        <TextField source="name" label={t(T.name)} sortable={false} />
        <FunctionField<StaffLiveTable> label={t(T.game)} render={(table) => t(T[table.game])} />
        <TextField source="providerName" label={t(T.provider)} sortable={false} />
        <FunctionField<StaffLiveTable>
          label={t(T.category)}
          render={(table) => (language === 'en' ? table.categoryNameEn : table.categoryNameTr)}
        />
        <FunctionField<StaffLiveTable> label={t(T.status)} render={(table) => <StatusChip active={table.active} />} />
        <FunctionField<StaffLiveTable> label={t(T.listed)} render={(table) => <ListedChip listed={table.listed} />} />
        <FunctionField<StaffLiveTable>
          label={t(T.limits)}
          render={(table) =>
            `${formatMoney(table.minBetKurus)} – ${formatMoney(table.maxBetKurus)} · ${formatMoney(table.maxRoundKurus)}`
          }
        />
      </Datagrid>
    </List>
  );
}

/** An amount in lira as staff type it, above zero; the server checks the limits against each other. */
function isLiraAmount(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const kurus = liraToKurus(value);
  return kurus !== null && kurus > 0;
}

export function LiveTableEdit() {
  const t = useText();
  const amountRules = [required(), (value: unknown) => (isLiraAmount(value) ? undefined : t(T.amountInvalid))];
  return (
    <Edit mutationMode="pessimistic" title={t(T.liveTables)}>
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <TableFacts />
        <BooleanInput source="active" label={t(T.activeSwitch)} helperText={t(T.liveOffNote)} />
        <NumberInput source="sortOrder" label={t(T.sortOrder)} helperText={t(T.sortOrderHelp)} min={0} step={1} />
        <Typography variant="subtitle2" sx={{ mt: 1 }}>
          {t(T.limits)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t(T.limitsHelp)}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: 2, width: '100%' }}>
          <TextInput source="minBetLira" label={t(T.minBet)} validate={amountRules} fullWidth />
          <TextInput source="maxBetLira" label={t(T.maxBet)} validate={amountRules} fullWidth />
          <TextInput source="maxRoundLira" label={t(T.maxRound)} validate={amountRules} fullWidth />
        </Box>
      </SimpleForm>
    </Edit>
  );
}

function TableFacts() {
  const table = useRecordContext<StaffLiveTable>();
  const t = useText();
  if (!table) return null;
  return (
    <Stack spacing={0.75} sx={{ mb: 2 }}>
      <Typography variant="h6">
        {table.name}{' '}
        <Typography component="span" color="text.secondary">
          ({table.code})
        </Typography>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(T[table.game])} · {table.providerName}
      </Typography>
      {!table.listed && table.active && (
        <Alert severity="warning" sx={{ maxWidth: 560 }}>
          {t(T.tableHidden)}
        </Alert>
      )}
      <Box>
        <ListedChip listed={table.listed} />
      </Box>
    </Stack>
  );
}
