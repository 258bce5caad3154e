import type { StaffLiveTable } from '@bnw/contract/backoffice';
import { Alert, Box, Stack, Typography } from '@mui/material';
import {
  BooleanInput,
  FunctionField,
  NumberField,
  NumberInput,
  TextField,
  TextInput,
  required,
  useRecordContext,
} from 'react-admin';
import { useLiraRule } from '../../components/lira-rule';
import { RecordEdit } from '../../components/record-edit';
import { RecordList } from '../../components/record-list';
import { formatMoney } from '../../i18n/format';
import { useLanguage, useText } from '../../i18n/use-text';
import { ListedChip, StatusChip, useCatalogueRowClick } from './common';
import { CATALOGUE_TEXTS as T } from './texts';

/** Our live tables in the live lobby's order, with their limits in lira. */
export function LiveTableList() {
  const t = useText();
  const language = useLanguage();
  return (
    <RecordList perPage={50} paginated={false} rowClick={useCatalogueRowClick()}>
      <NumberField source="sortOrder" sortable={false} />
      <TextField source="name" sortable={false} />
      <FunctionField<StaffLiveTable> source="game" sortable={false} render={(table) => t(T[table.game])} />
      <TextField source="providerName" sortable={false} />
      <FunctionField<StaffLiveTable>
        source="categoryNameTr"
        sortable={false}
        render={(table) => (language === 'en' ? table.categoryNameEn : table.categoryNameTr)}
      />
      <FunctionField<StaffLiveTable>
        source="active"
        sortable={false}
        render={(table) => <StatusChip active={table.active} />}
      />
      <FunctionField<StaffLiveTable>
        source="listed"
        sortable={false}
        render={(table) => <ListedChip listed={table.listed} />}
      />
      <FunctionField<StaffLiveTable>
        source="limits"
        sortable={false}
        render={(table) =>
          `${formatMoney(table.minBetKurus)} – ${formatMoney(table.maxBetKurus)} · ${formatMoney(table.maxRoundKurus)}`
        }
      />
    </RecordList>
  );
}

export function LiveTableEdit() {
  const t = useText();
  const amountRules = [required(), useLiraRule()];
  return (
    <RecordEdit>
      <TableFacts />
      <BooleanInput source="active" helperText={t(T.liveOffNote)} />
      <NumberInput source="sortOrder" helperText={t(T.sortOrderHelp)} min={0} step={1} />
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {t(T.limits)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(T.limitsHelp)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: 2, width: '100%' }}>
        <TextInput source="minBetLira" validate={amountRules} fullWidth />
        <TextInput source="maxBetLira" validate={amountRules} fullWidth />
        <TextInput source="maxRoundLira" validate={amountRules} fullWidth />
      </Box>
    </RecordEdit>
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
