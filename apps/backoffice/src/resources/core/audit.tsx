import { STAFF_AUDIT_OUTCOMES, STAFF_LIMITS } from '@bnw/contract/backoffice';
import { Chip, Typography } from '@mui/material';
import {
  Datagrid,
  DateInput,
  FilterButton,
  FunctionField,
  List,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { type CallInput, callBackoffice } from '../../data/rpc';
import { ServerCsvButton } from '../../data/server-csv-button';
import { formatShortDateTime } from '../../i18n/format';
import { ROLE_NAMES } from '../../i18n/texts';
import { useLanguage, useText } from '../../i18n/use-text';
import type { ListQuery, ResourceAdapter } from '../../data/resource-adapter';
import { AUDIT_OUTCOME_NAMES, CORE_TEXTS } from './texts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day picked in the filter as the instant it starts (or the next one starts) in Turkey (UTC+3). */
function turkishDayStart(day: unknown, plusDays = 0): string | undefined {
  if (typeof day !== 'string' || !DAY.test(day)) return undefined;
  const start = new Date(`${day}T00:00:00+03:00`);
  if (Number.isNaN(start.getTime())) return undefined;
  return new Date(start.getTime() + plusDays * 86_400_000).toISOString();
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The list's page and filters as `bo_audit.list` takes them (newest first, 100 a page at most). */
export function auditListInput(query: ListQuery): CallInput<'bo_audit.list'> {
  const limit = Math.min(Math.max(1, query.perPage), STAFF_LIMITS.auditPage);
  const input: CallInput<'bo_audit.list'> = {
    limit,
    offset: Math.min((Math.max(1, query.page) - 1) * limit, STAFF_LIMITS.auditMaxOffset),
  };
  const username = text(query.filter.username);
  const method = text(query.filter.method);
  const outcome = STAFF_AUDIT_OUTCOMES.find((value) => value === query.filter.outcome);
  const from = turkishDayStart(query.filter.from);
  // The "to" day is included: the period ends when the next day starts.
  const to = turkishDayStart(query.filter.to, 1);
  if (username) input.username = username;
  if (method) input.method = method;
  if (outcome) input.outcome = outcome;
  if (from) input.from = from;
  if (to) input.to = to;
  return input;
}

export const auditAdapter: ResourceAdapter = {
  async getList(query) {
    const answer = await callBackoffice('bo_audit.list', auditListInput(query));
    return { data: answer.entries, total: answer.pagination.total };
  },
};

const isRole = (role: string): role is keyof typeof ROLE_NAMES => Object.hasOwn(ROLE_NAMES, role);

const OUTCOME_COLOURS = { ok: 'success', refused: 'warning', denied: 'error' } as const;

/** Every staff action, newest first; the rows cannot be changed (database triggers refuse it). */
export function AuditList() {
  const t = useText();
  const language = useLanguage();
  const filters = [
    <TextInput key="username" source="username" label={t(CORE_TEXTS.staffMember)} alwaysOn />,
    <TextInput key="method" source="method" label={t(CORE_TEXTS.methodPrefix)} alwaysOn />,
    <SelectInput
      key="outcome"
      source="outcome"
      label={t(CORE_TEXTS.outcome)}
      choices={STAFF_AUDIT_OUTCOMES.map((id) => ({ id, name: t(AUDIT_OUTCOME_NAMES[id]) }))}
      alwaysOn
    />,
    <DateInput key="from" source="from" label={t(CORE_TEXTS.from)} />,
    <DateInput key="to" source="to" label={t(CORE_TEXTS.to)} />,
  ];
  return (
    <List
      filters={filters}
      perPage={50}
      exporter={false}
      actions={
        <TopToolbar>
          <FilterButton />
          <AuditCsvButton />
        </TopToolbar>
      }
      title={t(CORE_TEXTS.audit)}
      sort={{ field: 'id', order: 'DESC' }}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField<{ createdAt: string }>
          label={t(CORE_TEXTS.time)}
          sx={{ whiteSpace: 'nowrap' }}
          render={(record) => formatShortDateTime(record.createdAt, language)}
        />
        <FunctionField<{ username: string; role: string | null }>
          label={t(CORE_TEXTS.staffMember)}
          render={(record) => (
            <>
              {record.username}
              <Typography variant="caption" color="text.secondary" component="div">
                {record.role && isRole(record.role) ? t(ROLE_NAMES[record.role]) : '—'}
              </Typography>
            </>
          )}
        />
        <FunctionField<{ method: string; action: { tr: string; en: string } }>
          label={t(CORE_TEXTS.call)}
          render={(record) => (
            <>
              {t(record.action)}
              <Typography variant="caption" color="text.secondary" component="div">
                {record.method}
              </Typography>
            </>
          )}
        />
        <TextField source="target" label={t(CORE_TEXTS.target)} emptyText="—" sortable={false} />
        <FunctionField<{ detail: string | null }>
          label={t(CORE_TEXTS.detail)}
          render={(record) => (
            <Typography variant="caption" component="div" sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>
              {record.detail ?? '—'}
            </Typography>
          )}
        />
        <FunctionField<{ outcome: keyof typeof AUDIT_OUTCOME_NAMES; code: number }>
          label={t(CORE_TEXTS.outcome)}
          render={(record) => (
            <>
              <Chip
                size="small"
                color={OUTCOME_COLOURS[record.outcome]}
                label={t(AUDIT_OUTCOME_NAMES[record.outcome])}
              />
              <Typography variant="caption" color="text.secondary" component="div">
                {t(CORE_TEXTS.code)} {record.code}
              </Typography>
            </>
          )}
        />
        <TextField source="ip" label={t(CORE_TEXTS.address)} sortable={false} />
      </Datagrid>
    </List>
  );
}

/**
 * "CSV indir" for the audit list (`bo_audit.export`): the list's current filters, every matching
 * entry (up to 10,000), built by the server.
 */
export function AuditCsvButton() {
  return (
    <ServerCsvButton
      exportFile={(filterValues) => {
        const {
          limit: _limit,
          offset: _offset,
          ...filter
        } = auditListInput({ page: 1, perPage: 1, filter: filterValues });
        return callBackoffice('bo_audit.export', filter);
      }}
    />
  );
}
