import type { StaffPlayerSummary } from '@bnw/contract/backoffice';
import { Alert, Chip } from '@mui/material';
import { Datagrid, FunctionField, List, NumberField, SearchInput, TextField, useListContext } from 'react-admin';
import { formatDateTime } from '../../i18n/format';
import { useLanguage, useText } from '../../i18n/use-text';
import { isSearchable } from './adapters';
import { PLAYER_TEXTS as T } from './texts';
import { CsvListActions } from '../../data/list-csv-button';

export function PlayerStatusChip({ status }: { status: StaffPlayerSummary['status'] }) {
  const t = useText();
  return status === 'active' ? (
    <Chip size="small" color="success" variant="outlined" label={t(T.active)} />
  ) : (
    <Chip size="small" color="error" label={t(T.locked)} />
  );
}

/** Players found by name, e-mail, phone, username or number; a row opens the player's page. */
export function PlayerList() {
  const t = useText();
  return (
    <List
      perPage={25}
      exporter={false}
      actions={<CsvListActions />}
      title={t(T.players)}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={t(T.search)} sx={{ minWidth: 420 }} />]}
      empty={false}
    >
      <SearchHint />
      <PlayerGrid />
    </List>
  );
}

function SearchHint() {
  const t = useText();
  const { filterValues } = useListContext();
  const text = typeof filterValues.q === 'string' ? filterValues.q.trim() : '';
  if (isSearchable(text)) return null;
  return (
    <Alert severity="info" sx={{ m: 2 }}>
      {t(T.searchHint)}
    </Alert>
  );
}

function PlayerGrid() {
  const t = useText();
  const language = useLanguage();
  return (
    <Datagrid bulkActionButtons={false} rowClick="show">
      <NumberField source="id" label={t(T.id)} sortable={false} />
      <TextField source="username" label={t(T.username)} sortable={false} />
      <FunctionField<StaffPlayerSummary>
        label={t(T.name)}
        render={(player) => `${player.firstName} ${player.lastName}`}
      />
      <TextField source="email" label={t(T.email)} sortable={false} />
      <TextField source="phone" label={t(T.phone)} sortable={false} />
      <FunctionField<StaffPlayerSummary>
        label={t(T.status)}
        render={(player) => <PlayerStatusChip status={player.status} />}
      />
      <FunctionField<StaffPlayerSummary>
        label={t(T.lastLogin)}
        render={(player) => formatDateTime(player.lastLoginAt, language)}
      />
    </Datagrid>
  );
}
