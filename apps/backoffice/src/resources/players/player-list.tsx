import type { StaffPlayerSummary } from '@bnw/contract/backoffice';
import { Alert, Chip } from '@mui/material';
import {
  DateInput,
  FunctionField,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useListContext,
} from 'react-admin';
import { RecordList } from '../../components/record-list';
import { callBackoffice } from '../../data/rpc';
import { ServerCsvButton } from '../../data/server-csv-button';
import { formatDateTime } from '../../i18n/format';
import { useLanguage, useText } from '../../i18n/use-text';
import { isSearchable, playerFilterInput } from './adapters';
import { PLAYER_TEXTS as T } from './texts';

export function PlayerStatusChip({ status }: { status: StaffPlayerSummary['status'] }) {
  const t = useText();
  return status === 'active' ? (
    <Chip size="small" color="success" variant="outlined" label={t(T.active)} />
  ) : (
    <Chip size="small" color="error" label={t(T.locked)} />
  );
}

/** The list's filters: a search, the status and the Turkish days of registration (both included). */
function usePlayerFilters() {
  const t = useText();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={t(T.search)} sx={{ minWidth: { xs: '100%', sm: 420 } }} />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={[
        { id: 'active', name: t(T.active) },
        { id: 'inactive', name: t(T.locked) },
      ]}
    />,
    <DateInput key="registeredFrom" source="registeredFrom" alwaysOn />,
    <DateInput key="registeredTo" source="registeredTo" alwaysOn />,
  ];
}

/**
 * Every player page by page (newest first), narrowed by the filters, sorted by any column but the
 * contact details; a row opens the player's page.
 */
export function PlayerList() {
  const language = useLanguage();
  return (
    <RecordList
      actions={
        <TopToolbar>
          <PlayerCsvButton />
        </TopToolbar>
      }
      filters={usePlayerFilters()}
      sort={{ field: 'id', order: 'DESC' }}
      above={<SearchHint />}
      empty={false}
      rowClick="show"
    >
      <NumberField source="id" />
      <TextField source="username" />
      <FunctionField<StaffPlayerSummary> source="name" render={(player) => `${player.firstName} ${player.lastName}`} />
      <TextField source="email" sortable={false} />
      <TextField source="phone" sortable={false} />
      <FunctionField<StaffPlayerSummary>
        source="status"
        sortable={false}
        render={(player) => <PlayerStatusChip status={player.status} />}
      />
      <FunctionField<StaffPlayerSummary>
        source="createdAt"
        render={(player) => formatDateTime(player.createdAt, language)}
      />
      <FunctionField<StaffPlayerSummary>
        source="lastLoginAt"
        render={(player) => formatDateTime(player.lastLoginAt, language)}
      />
    </RecordList>
  );
}

/** A search of one letter is not sent (it would find nearly everyone): the page says what to type. */
function SearchHint() {
  const t = useText();
  const { filterValues } = useListContext();
  const text = typeof filterValues.q === 'string' ? filterValues.q.trim() : '';
  if (text === '' || isSearchable(text)) return null;
  return (
    <Alert severity="info" sx={{ m: 2 }}>
      {t(T.searchHint)}
    </Alert>
  );
}

/**
 * "CSV indir" for the list as filtered (`bo_players.export`): every player it finds, built by the
 * server with Turkish headers and Istanbul times (the export is recorded in the staff audit).
 */
function PlayerCsvButton() {
  const { total } = useListContext();
  return (
    <ServerCsvButton
      disabled={total === 0}
      exportFile={(filterValues) => callBackoffice('bo_players.export', playerFilterInput(filterValues))}
    />
  );
}
