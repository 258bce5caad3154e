import type { BackofficeMethodOutput, StaffTicket } from '@bnw/contract/backoffice';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { Confirm, Link, Loading, Show, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { callBackoffice } from '../../data/rpc';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { useLanguage, useText } from '../../i18n/use-text';
import { TicketStatusChip } from './ticket-list';
import { CORE_TEXTS, TICKET_CATEGORY_NAMES } from './texts';
import { useMayCall } from '../../auth/use-may-call';

type TicketMessage = BackofficeMethodOutput<'bo_tickets.get'>['messages'][number];
/**
 * The ticket as `bo_tickets.get` answers it. `messages` is missing while react-admin shows the
 * queue's row as a placeholder, before the ticket itself has arrived.
 */
type TicketRecord = StaffTicket & { id: number; messages?: TicketMessage[]; olderCount?: number };

const MESSAGE_MAX = 2000;
const errorText = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/** One ticket: its facts, the thread, and (for support and administrators) answer, assign and close. */
export function TicketShow() {
  const t = useText();
  return (
    <Show title={t(CORE_TEXTS.tickets)} actions={false}>
      <TicketDetail />
    </Show>
  );
}

function TicketDetail() {
  const record = useRecordContext<TicketRecord>();
  const t = useText();
  const mayCall = useMayCall();
  if (!record) return null;
  const open = record.Status !== 'closed';
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, gap: 2, p: 2 }}>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <TicketFacts ticket={record} />
        {record.messages ? <Thread messages={record.messages} olderCount={record.olderCount ?? 0} /> : <Loading />}
        {open && mayCall('bo_tickets.answer') && <AnswerForm ticketID={record.ID} />}
        {!open && <Alert severity="info">{t(CORE_TEXTS.closedNote)}</Alert>}
      </Stack>
      <Stack spacing={2}>
        {open && mayCall('bo_tickets.assign') && <AssignCard ticket={record} />}
        {open && mayCall('bo_tickets.close') && <CloseCard ticketID={record.ID} />}
        <Button component={Link} to="/tickets" variant="text" sx={{ alignSelf: 'flex-start' }}>
          {t(CORE_TEXTS.backToQueue)}
        </Button>
      </Stack>
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Box>
  );
}

function TicketFacts({ ticket }: { ticket: TicketRecord }) {
  const t = useText();
  const language = useLanguage();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom data-testid="ticket-subject">
          #{ticket.ID} · {ticket.Subject}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 2 }}>
          <Fact label={t(CORE_TEXTS.status)}>
            <TicketStatusChip status={ticket.Status} />
          </Fact>
          <Fact label={t(CORE_TEXTS.category)}>{t(TICKET_CATEGORY_NAMES[ticket.Category])}</Fact>
          <Fact label={t(CORE_TEXTS.player)}>
            {ticket.PlayerUsername} (#{ticket.PlayerID})
          </Fact>
          <Fact label={t(CORE_TEXTS.assigned)}>{ticket.AssignedStaffUsername ?? t(CORE_TEXTS.nobody)}</Fact>
          <Fact label={t(CORE_TEXTS.createdAt)}>{formatDateTime(ticket.CreatedAt, language)}</Fact>
          <Fact label={t(CORE_TEXTS.updatedAt)}>{formatDateTime(ticket.UpdatedAt, language)}</Fact>
          {ticket.ClosedAt && <Fact label={t(CORE_TEXTS.closedAt)}>{formatDateTime(ticket.ClosedAt, language)}</Fact>}
          {ticket.Payment && (
            <Fact label={t(CORE_TEXTS.payment)}>
              {ticket.Payment.TransactionID} · {formatMoney(ticket.Payment.AmountKurus)}
            </Fact>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

function Thread({ messages, olderCount }: { messages: TicketMessage[]; olderCount: number }) {
  const t = useText();
  const language = useLanguage();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          {t(CORE_TEXTS.thread)}
        </Typography>
        {olderCount > 0 && (
          <Typography variant="caption" color="text.secondary">
            {olderCount} {t(CORE_TEXTS.olderMessages)}
          </Typography>
        )}
        <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="ticket-thread">
          {messages.map((message) => {
            const staff = message.Author === 'staff';
            return (
              <Paper
                key={message.ID}
                component="li"
                variant="outlined"
                sx={{
                  p: 1.5,
                  maxWidth: '85%',
                  alignSelf: staff ? 'flex-end' : 'flex-start',
                  bgcolor: staff ? 'action.selected' : 'background.paper',
                }}
              >
                <Typography variant="caption" color="text.secondary">
                  {staff ? `${t(CORE_TEXTS.fromStaff)} · ${message.StaffUsername ?? ''}` : t(CORE_TEXTS.fromPlayer)} ·{' '}
                  {formatDateTime(message.CreatedAt, language)}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {message.Text}
                </Typography>
              </Paper>
            );
          })}
        </Stack>
      </CardContent>
    </Card>
  );
}

function AnswerForm({ ticketID }: { ticketID: number }) {
  const t = useText();
  const notify = useNotify();
  const refresh = useRefresh();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await callBackoffice('bo_tickets.answer', { ticketID, message: text });
      setText('');
      notify(t(CORE_TEXTS.answered), { type: 'success' });
      refresh();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card variant="outlined">
      <CardContent component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextField
          label={t(CORE_TEXTS.answer)}
          name="answer"
          multiline
          minRows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
          helperText={`${text.length} / ${MESSAGE_MAX}`}
        />
        <Button type="submit" variant="contained" disabled={busy || !text.trim()} sx={{ alignSelf: 'flex-end' }}>
          {t(CORE_TEXTS.send)}
        </Button>
      </CardContent>
    </Card>
  );
}

type StaffOption = BackofficeMethodOutput<'bo_staff.list'>['staff'][number];
/** The select's value for "assigned to nobody" (a staff id is a positive number). */
const NOBODY = 'nobody';

function AssignCard({ ticket }: { ticket: TicketRecord }) {
  const t = useText();
  const notify = useNotify();
  const refresh = useRefresh();
  const mayCall = useMayCall();
  const [staff, setStaff] = useState<StaffOption[] | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [choice, setChoice] = useState<string>(
    ticket.AssignedStaffID === null ? NOBODY : String(ticket.AssignedStaffID),
  );
  const [busy, setBusy] = useState(false);
  const canList = mayCall('bo_staff.list');

  useEffect(() => {
    if (!canList) return;
    let current = true;
    callBackoffice('bo_staff.list', {})
      .then((answer) => current && setStaff(answer.staff))
      .catch(() => current && setUnavailable(true));
    return () => {
      current = false;
    };
  }, [canList]);

  async function assign() {
    setBusy(true);
    try {
      await callBackoffice('bo_tickets.assign', {
        ticketID: ticket.ID,
        staffID: choice === NOBODY ? null : Number(choice),
      });
      notify(t(CORE_TEXTS.assignedDone), { type: 'success' });
      refresh();
    } catch (failure) {
      notify(errorText(failure), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  if (!canList || unavailable) {
    return <Alert severity="info">{t(CORE_TEXTS.staffListUnavailable)}</Alert>;
  }
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <TextField
          select
          label={t(CORE_TEXTS.assigned)}
          value={staff ? choice : NOBODY}
          onChange={(event) => setChoice(event.target.value)}
          disabled={!staff}
          size="small"
        >
          <MenuItem value={NOBODY}>{t(CORE_TEXTS.nobody)}</MenuItem>
          {(staff ?? []).map((member) => (
            <MenuItem key={member.id} value={String(member.id)}>
              {member.username}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={assign} disabled={busy || !staff}>
          {t(CORE_TEXTS.assign)}
        </Button>
      </CardContent>
    </Card>
  );
}

function CloseCard({ ticketID }: { ticketID: number }) {
  const t = useText();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function close() {
    setBusy(true);
    try {
      await callBackoffice('bo_tickets.close', { ticketID });
      notify(t(CORE_TEXTS.closed), { type: 'success' });
      refresh();
    } catch (failure) {
      notify(errorText(failure), { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }

  return (
    <>
      <Divider />
      <Button color="error" variant="outlined" onClick={() => setAsking(true)} disabled={busy}>
        {t(CORE_TEXTS.close)}
      </Button>
      <Confirm
        isOpen={asking}
        loading={busy}
        title={t(CORE_TEXTS.close)}
        content={t(CORE_TEXTS.closeConfirm)}
        onConfirm={close}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
