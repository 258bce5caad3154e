import { TICKET_CATEGORIES, TICKET_STATUSES } from '@bnw/contract';
import { Chip } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SelectInput,
  TextField,
  TopToolbar,
  useListContext,
} from 'react-admin';
import { callBackoffice } from '../../data/rpc';
import { ServerCsvButton } from '../../data/server-csv-button';
import { formatShortDateTime } from '../../i18n/format';
import type { Text } from '../../i18n/language';
import { useLanguage, useText } from '../../i18n/use-text';
import { CORE_TEXTS, TICKET_CATEGORY_NAMES, TICKET_STATUS_NAMES } from './texts';
import { ticketListInput } from './tickets-adapter';

type TicketRow = { Status: keyof typeof TICKET_STATUS_NAMES; Category: keyof typeof TICKET_CATEGORY_NAMES };

const STATUS_COLOURS = { open: 'warning', answered: 'info', closed: 'default' } as const;

export function TicketStatusChip({ status }: { status: keyof typeof TICKET_STATUS_NAMES }) {
  const t = useText();
  return <Chip size="small" color={STATUS_COLOURS[status]} label={t(TICKET_STATUS_NAMES[status])} />;
}

function choices(ids: readonly string[], names: Record<string, Text>, t: (text: Text) => string) {
  return ids.map((id) => ({ id, name: t(names[id] ?? { tr: id, en: id }) }));
}

/** The queue: filters by status, category and assignment; the server orders by oldest activity. */
export function TicketList() {
  const t = useText();
  const language = useLanguage();
  const filters = [
    <SelectInput
      key="status"
      source="status"
      label={t(CORE_TEXTS.status)}
      choices={choices(TICKET_STATUSES, TICKET_STATUS_NAMES, t)}
      alwaysOn
    />,
    <SelectInput
      key="category"
      source="category"
      label={t(CORE_TEXTS.category)}
      choices={choices(TICKET_CATEGORIES, TICKET_CATEGORY_NAMES, t)}
      alwaysOn
    />,
    <SelectInput
      key="assigned"
      source="assigned"
      label={t(CORE_TEXTS.assignedFilter)}
      choices={[
        { id: 'any', name: t(CORE_TEXTS.assignedAny) },
        { id: 'me', name: t(CORE_TEXTS.assignedMe) },
        { id: 'unassigned', name: t(CORE_TEXTS.assignedNobody) },
      ]}
      alwaysOn
    />,
  ];
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'open' }}
      perPage={25}
      sort={{ field: 'UpdatedAt', order: 'ASC' }}
      exporter={false}
      actions={
        <TopToolbar>
          <TicketCsvButton />
        </TopToolbar>
      }
      title={t(CORE_TEXTS.tickets)}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <NumberField source="ID" label={t(CORE_TEXTS.id)} sortable={false} />
        <TextField source="Subject" label={t(CORE_TEXTS.subject)} sortable={false} />
        <FunctionField<TicketRow>
          label={t(CORE_TEXTS.category)}
          render={(record) => t(TICKET_CATEGORY_NAMES[record.Category])}
        />
        <FunctionField<TicketRow>
          label={t(CORE_TEXTS.status)}
          render={(record) => <TicketStatusChip status={record.Status} />}
        />
        <TextField source="PlayerUsername" label={t(CORE_TEXTS.player)} sortable={false} />
        <TextField source="AssignedStaffUsername" label={t(CORE_TEXTS.assigned)} emptyText="—" sortable={false} />
        <NumberField source="MessageCount" label={t(CORE_TEXTS.messages)} sortable={false} />
        <FunctionField<{ UpdatedAt: string }>
          label={t(CORE_TEXTS.updatedAt)}
          sx={{ whiteSpace: 'nowrap' }}
          render={(record) => formatShortDateTime(record.UpdatedAt, language)}
        />
      </Datagrid>
    </List>
  );
}

/**
 * "CSV indir" for the queue (`bo_tickets.export`): every ticket the list's filters find, built by
 * the server with Turkish headers and Istanbul times.
 */
function TicketCsvButton() {
  const { total } = useListContext();
  return (
    <ServerCsvButton
      disabled={total === 0}
      exportFile={(filterValues) => {
        const {
          limit: _limit,
          offset: _offset,
          ...filter
        } = ticketListInput({ page: 1, perPage: 1, filter: filterValues });
        return callBackoffice('bo_tickets.export', filter);
      }}
    />
  );
}
