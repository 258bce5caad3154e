import type { StaffPlayerSummary } from '@bnw/contract/backoffice';
import { Alert, Chip } from '@mui/material';
import { FunctionField, NumberField, SearchInput, TextField, TopToolbar, useListContext } from 'react-admin';
import { RecordList } from '../../components/record-list';
import { callBackoffice } from '../../data/rpc';
import { ServerCsvButton } from '../../data/server-csv-button';
import { formatDateTime } from '../../i18n/format';
import { useLanguage, useText } from '../../i18n/use-text';
import { isSearchable } from './adapters';
import { PLAYER_TEXTS as T } from './texts';

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
  const language = useLanguage();
  return (
    <RecordList
      actions={
        <TopToolbar>
          <PlayerCsvButton />
        </TopToolbar>
      }
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={t(T.search)} sx={{ minWidth: 420 }} />]}
      above={<SearchHint />}
      empty={false}
      rowClick="show"
    >
      <NumberField source="id" sortable={false} />
      <TextField source="username" sortable={false} />
      <FunctionField<StaffPlayerSummary>
        source="name"
        sortable={false}
        render={(player) => `${player.firstName} ${player.lastName}`}
      />
      <TextField source="email" sortable={false} />
      <TextField source="phone" sortable={false} />
      <FunctionField<StaffPlayerSummary>
        source="status"
        sortable={false}
        render={(player) => <PlayerStatusChip status={player.status} />}
      />
      <FunctionField<StaffPlayerSummary>
        source="lastLoginAt"
        sortable={false}
        render={(player) => formatDateTime(player.lastLoginAt, language)}
      />
    </RecordList>
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
/**
 * "CSV indir" for a search (`bo_players.export`): every player it finds, built by the server with
 * Turkish headers and Istanbul times (the export is recorded in the staff audit).
 */
function PlayerCsvButton() {
  const { filterValues, total } = useListContext();
  const query = typeof filterValues.q === 'string' ? filterValues.q.trim() : '';
  return (
    <ServerCsvButton
      disabled={!isSearchable(query) || total === 0}
      exportFile={() => callBackoffice('bo_players.export', { query })}
    />
  );
}
