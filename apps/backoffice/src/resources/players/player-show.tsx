import type { BackofficeMethodOutput, StaffPlayerProfile } from '@bnw/contract/backoffice';
import { STATUS_LABELS, TYPE_LABELS, SUB_CATEGORY_LABELS, formatIban } from '@bnw/contract/constants';
import {
  Alert,
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import { Show, TabbedShowLayout, TabbedShowLayoutTabs, useNotify, useRecordContext } from 'react-admin';
import { callBackoffice } from '../../data/rpc';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { useLanguage, useText } from '../../i18n/use-text';
import { useMayCall } from '../../auth/use-may-call';
import { PlayerActions } from './player-actions';
import { PlayerNotes } from './player-notes';
import { PlayerStatusChip } from './player-list';
import { fill } from '../../i18n/language';
import { PLAYER_TEXTS as T } from './texts';
import { useCall } from './use-call';

/**
 * The layout grows to its content's widest (fit-content): the row of tabs must not count, so it
 * scrolls within the page's width on a tablet instead of widening the page.
 */
const TABS_FIT = { width: 0, minWidth: '100%' } as const;

/** One player: profile, money, payments, rounds, sessions, protection, notes and the staff actions. */
export function PlayerShow() {
  const t = useText();
  const mayCall = useMayCall();
  const mayAct = mayCall('bo_players.lock') || mayCall('bo_players.adjust');
  return (
    <Show actions={false}>
      <TabbedShowLayout tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" sx={TABS_FIT} />}>
        <TabbedShowLayout.Tab label={t(T.tabProfile)}>
          <Profile />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={t(T.tabBalances)} path="balances">
          <WithPlayer render={(id) => <Balances playerID={id} />} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={t(T.tabTransactions)} path="transactions">
          <WithPlayer render={(id) => <Transactions playerID={id} />} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={t(T.tabRounds)} path="rounds">
          <WithPlayer render={(id) => <Rounds playerID={id} />} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={t(T.tabSessions)} path="sessions">
          <WithPlayer render={(id) => <Sessions playerID={id} />} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={t(T.tabBankAccounts)} path="bank-accounts">
          <WithPlayer render={(id) => <BankAccounts playerID={id} />} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={t(T.tabProtection)} path="protection">
          <WithPlayer render={(id) => <Protection playerID={id} />} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={t(T.tabNotes)} path="notes">
          <WithPlayer render={(id) => <PlayerNotes playerID={id} />} />
        </TabbedShowLayout.Tab>
        {mayAct && (
          <TabbedShowLayout.Tab label={t(T.tabActions)} path="actions">
            <PlayerActions />
          </TabbedShowLayout.Tab>
        )}
      </TabbedShowLayout>
    </Show>
  );
}

function WithPlayer({ render }: { render: (playerID: number) => ReactNode }) {
  const record = useRecordContext<StaffPlayerProfile>();
  return record ? <>{render(record.id)}</> : null;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body1" component="div">
        {children}
      </Typography>
    </Box>
  );
}

function Profile() {
  const player = useRecordContext<StaffPlayerProfile>();
  const t = useText();
  const language = useLanguage();
  if (!player) return null;
  const yesNo = (value: boolean) => t(value ? T.yes : T.no);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2, py: 1 }}>
      <Fact label={t(T.name)}>
        {player.firstName} {player.lastName}
      </Fact>
      <Fact label={t(T.username)}>{player.username}</Fact>
      <Fact label={t(T.id)}>{player.id}</Fact>
      <Fact label={t(T.status)}>
        <PlayerStatusChip status={player.status} />
      </Fact>
      <Fact label={t(T.email)}>{player.email}</Fact>
      <Fact label={t(T.emailConfirmed)}>{yesNo(player.emailConfirmed)}</Fact>
      <Fact label={t(T.phone)}>{player.phone}</Fact>
      <Fact label={t(T.birthDate)}>{player.birthDate}</Fact>
      <Fact label={t(T.country)}>{player.country}</Fact>
      <Fact label={t(T.language)}>{player.language}</Fact>
      <Fact label={t(T.authenticator)}>{yesNo(player.authenticatorEnabled)}</Fact>
      <Fact label={t(T.createdAt)}>{formatDateTime(player.createdAt, language)}</Fact>
      <Fact label={t(T.lastLogin)}>{formatDateTime(player.lastLoginAt, language)}</Fact>
      <Fact label={t(T.lastLoginIp)}>{player.lastLoginIp ?? '—'}</Fact>
    </Box>
  );
}

function Failure({ error }: { error: string | null }) {
  return error ? <Alert severity="error">{error}</Alert> : null;
}

function Balances({ playerID }: { playerID: number }) {
  const t = useText();
  const { data, error } = useCall(() => callBackoffice('bo_players.balances', { playerID }), [playerID]);
  if (!data) return <Failure error={error} />;
  const card = (title: string, money: BackofficeMethodOutput<'bo_players.balances'>['cash']) => (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 260 }}>
      <Typography variant="subtitle2" color="text.secondary">
        {title}
      </Typography>
      <Typography variant="h5" data-testid={`balance-${title}`}>
        {formatMoney(money.availableKurus)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(T.balance)}: {formatMoney(money.balanceKurus)} · {t(T.held)}: {formatMoney(money.pendingDebitsKurus)}
      </Typography>
    </Paper>
  );
  return (
    <Stack direction="row" spacing={2} sx={{ py: 1, flexWrap: 'wrap' }}>
      {card(t(T.cash), data.cash)}
      {card(t(T.bonus), data.bonus)}
    </Stack>
  );
}

/** Previous and next over a bounded list. */
/** Every IBAN the player saved (deleted ones too), flagged when another player saved the same one. */
function BankAccounts({ playerID }: { playerID: number }) {
  const t = useText();
  const language = useLanguage();
  const { data, error } = useCall(() => callBackoffice('bo_players.bank_accounts', { playerID }), [playerID]);
  if (!data) return <Failure error={error} />;
  if (data.accounts.length === 0) return <Typography sx={{ py: 1 }}>{t(T.noBankAccounts)}</Typography>;
  return (
    <SimpleTable
      head={[t(T.bankName), t(T.iban), t(T.holder), t(T.createdAt), t(T.sharedIban)]}
      rows={data.accounts.map((account) => [
        account.bankName,
        <span key="iban" style={{ fontFamily: 'monospace' }}>
          {formatIban(account.iban)}
        </span>,
        account.holderName,
        account.deletedAt
          ? `${formatDateTime(account.createdAt, language)} · ${t(T.deletedAt)} ${formatDateTime(account.deletedAt, language)}`
          : formatDateTime(account.createdAt, language),
        account.sharedIban ? (
          <Chip
            key="shared"
            size="small"
            color="warning"
            label={fill(t(T.sharedWith), {
              count: account.sharedIban.count,
              players: account.sharedIban.players.map((player) => player.username).join(', '),
            })}
          />
        ) : (
          '—'
        ),
      ])}
    />
  );
}

function Pager(props: { offset: number; limit: number; total: number; onOffset: (offset: number) => void }) {
  const t = useText();
  const { offset, limit, total, onOffset } = props;
  if (total <= limit) return null;
  const to = Math.min(offset + limit, total);
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
      <Button size="small" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - limit))}>
        {t(T.previous)}
      </Button>
      <Typography variant="body2">{fill(t(T.pageOf), { from: offset + 1, to, total })}</Typography>
      <Button size="small" disabled={to >= total} onClick={() => onOffset(offset + limit)}>
        {t(T.next)}
      </Button>
    </Stack>
  );
}

function SimpleTable({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  const t = useText();
  if (rows.length === 0) return <Typography sx={{ py: 2 }}>{t(T.nothing)}</Typography>;
  // Scrolls within the page's width (a tablet) instead of widening the page (see TABS_FIT).
  return (
    <Box sx={{ ...TABS_FIT, overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {head.map((cell) => (
              <TableCell key={cell}>{cell}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={index}>
              {row.map((cell, column) => (
                <TableCell key={column}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

const PAGE = 50;

function Transactions({ playerID }: { playerID: number }) {
  const t = useText();
  const language = useLanguage();
  const [offset, setOffset] = useState(0);
  const { data, error } = useCall(
    () => callBackoffice('bo_players.transactions', { playerID, limit: PAGE, offset }),
    [playerID, offset],
  );
  if (!data) return <Failure error={error} />;
  const rows = data.transactions.map((row) => [
    <Typography key="id" variant="caption" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
      {row.publicId}
    </Typography>,
    formatDateTime(row.createdAt, language),
    TYPE_LABELS[row.type]?.[language] ?? row.type,
    row.methodName ?? SUB_CATEGORY_LABELS[row.subCategory]?.[language] ?? '—',
    formatMoney(row.amountKurus),
    STATUS_LABELS[row.status]?.[language] ?? row.status,
    row.note ?? '',
    row.resolvedBy ?? '',
  ]);
  return (
    <Box>
      <SimpleTable
        head={[t(T.publicId), t(T.date), t(T.type), t(T.method), t(T.amount), t(T.status), t(T.note), t(T.resolvedBy)]}
        rows={rows}
      />
      <Pager offset={offset} limit={PAGE} total={data.pagination.total} onOffset={setOffset} />
    </Box>
  );
}

function Rounds({ playerID }: { playerID: number }) {
  const t = useText();
  const language = useLanguage();
  const [offset, setOffset] = useState(0);
  const { data, error } = useCall(
    () => callBackoffice('bo_players.rounds', { playerID, limit: PAGE, offset }),
    [playerID, offset],
  );
  if (!data) return <Failure error={error} />;
  const statusText = { open: T.roundOpen, settled: T.roundSettled, rolled_back: T.roundRolledBack } as const;
  const rows = data.rounds.map((round) => [
    formatDateTime(round.openedAt, language),
    round.gameName,
    round.providerName,
    formatMoney(round.stakeKurus),
    formatMoney(round.winKurus),
    t(statusText[round.status]),
  ]);
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t(T.totals)}: {t(T.stake)} {formatMoney(data.totals.stakedKurus)} · {t(T.win)}{' '}
        {formatMoney(data.totals.wonKurus)} · {t(T.net)} {formatMoney(data.totals.netKurus)}
      </Typography>
      <SimpleTable head={[t(T.date), t(T.game), t(T.provider), t(T.stake), t(T.win), t(T.status)]} rows={rows} />
      <Pager offset={offset} limit={PAGE} total={data.pagination.total} onOffset={setOffset} />
    </Box>
  );
}

function Sessions({ playerID }: { playerID: number }) {
  const t = useText();
  const language = useLanguage();
  const notify = useNotify();
  const mayEnd = useMayCall()('bo_players.end_session');
  const [offset, setOffset] = useState(0);
  const { data, error, reload } = useCall(
    () => callBackoffice('bo_players.sessions', { playerID, limit: PAGE, offset }),
    [playerID, offset],
  );
  if (!data) return <Failure error={error} />;
  const end = async (sessionID: number) => {
    try {
      await callBackoffice('bo_players.end_session', { playerID, sessionID });
      notify(t(T.ended), { type: 'success' });
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure), { type: 'error' });
    }
    reload();
  };
  const rows = data.sessions.map((session) => [
    formatDateTime(session.createdAt, language),
    formatDateTime(session.revokedAt ?? session.expiresAt, language),
    session.ip,
    <Typography key="agent" variant="body2" sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
      {session.userAgent}
    </Typography>,
    session.live ? (
      <Chip key="live" size="small" color="success" label={t(T.live)} />
    ) : (
      <Chip key="ended" size="small" label={t(T.ended)} />
    ),
    session.live && mayEnd ? (
      <Button key="end" size="small" color="warning" onClick={() => end(session.id)}>
        {t(T.endSession)}
      </Button>
    ) : null,
  ]);
  return (
    <Box>
      <SimpleTable head={[t(T.started), t(T.ends), t(T.ip), t(T.device), t(T.status), '']} rows={rows} />
      <Pager offset={offset} limit={PAGE} total={data.pagination.total} onOffset={setOffset} />
    </Box>
  );
}

const KIND_TEXT = {
  deposit: { tr: 'Yatırım', en: 'Deposit' },
  loss: { tr: 'Kayıp', en: 'Loss' },
  stake: { tr: 'Bahis', en: 'Stake' },
} as const;
const PERIOD_TEXT = {
  day: { tr: 'Günlük', en: 'Daily' },
  week: { tr: 'Haftalık', en: 'Weekly' },
  month: { tr: 'Aylık', en: 'Monthly' },
} as const;

function Protection({ playerID }: { playerID: number }) {
  const t = useText();
  const language = useLanguage();
  const { data, error } = useCall(() => callBackoffice('bo_players.protection', { playerID }), [playerID]);
  if (!data) return <Failure error={error} />;
  const date = (iso: string | null) => formatDateTime(iso, language);
  const rows = data.Limits.map((limit) => [
    t(KIND_TEXT[limit.Kind]),
    t(PERIOD_TEXT[limit.Period]),
    limit.AmountKurus === null ? t(T.noLimit) : formatMoney(limit.AmountKurus),
    formatMoney(limit.UsedKurus),
  ]);
  return (
    <Stack spacing={2} sx={{ py: 1 }}>
      <Alert severity="info">{t(T.protectionReadOnly)}</Alert>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}>
        <Fact label={t(T.realityCheck)}>
          {data.RealityCheck.Minutes > 0 ? `${data.RealityCheck.Minutes} ${t(T.minutes)}` : t(T.off)}
        </Fact>
        <Fact label={t(T.sessionLimit)}>
          {data.SessionLimit.Minutes === null ? t(T.noLimit) : `${data.SessionLimit.Minutes} ${t(T.minutes)}`}
        </Fact>
        <Fact label={t(T.timeout)}>{data.TimeoutUntil ? `${t(T.until)}: ${date(data.TimeoutUntil)}` : t(T.none)}</Fact>
        <Fact label={t(T.exclusion)}>
          {data.Exclusion ? `${date(data.Exclusion.Since)} → ${date(data.Exclusion.Until)}` : t(T.none)}
        </Fact>
        <Fact label={t(T.closed)}>{data.Closure ? date(data.Closure.Since) : t(T.none)}</Fact>
      </Box>
      <Typography variant="subtitle1">{t(T.limits)}</Typography>
      <SimpleTable head={[t(T.limitKind), t(T.period), t(T.limitAmount), t(T.used)]} rows={rows} />
    </Stack>
  );
}
