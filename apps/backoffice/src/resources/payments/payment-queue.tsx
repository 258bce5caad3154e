import { PAYMENT_LIMITS, type StaffPayment } from '@bnw/contract/backoffice';
import { STATUS_LABELS, TRANSACTION_STATUS, TYPE_LABELS, formatIban } from '@bnw/contract/constants';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { FunctionField, SelectInput, TextField, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useMayCall } from '../../auth/use-may-call';
import { RecordList } from '../../components/record-list';
import { callBackoffice } from '../../data/rpc';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { fill } from '../../i18n/language';
import { useLanguage, useText } from '../../i18n/use-text';
import { approvedText } from './decision-texts';
import { PAYMENT_TEXTS as T } from './texts';

const errorText = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/** The queue: pending deposits and withdrawals oldest first, approved (two people above the threshold) or rejected here. */
export function PaymentQueue() {
  const t = useText();
  const filters = [
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={[
        { id: 'pending', name: t(T.pending) },
        { id: 'completed', name: t(T.completed) },
        { id: 'rejected', name: t(T.rejected) },
        { id: 'cancelled', name: t(T.cancelled) },
        { id: 'all', name: t(T.all) },
      ]}
    />,
    <SelectInput
      key="type"
      source="type"
      alwaysOn
      emptyText={t(T.all)}
      choices={[
        { id: 'deposit', name: t(T.deposit) },
        { id: 'withdraw', name: t(T.withdraw) },
      ]}
    />,
  ];
  const language = useLanguage();
  return (
    <RecordList
      perPage={PAYMENT_LIMITS.queuePage}
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      empty={false}
      above={<ThresholdNote />}
    >
      <FunctionField<StaffPayment>
        source="createdAt"
        sortable={false}
        render={(payment) => (
          <Stack sx={{ maxWidth: 140 }}>
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(payment.createdAt, language)}
            </Typography>
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
            >
              {payment.publicId}
            </Typography>
          </Stack>
        )}
      />
      <TextField source="playerUsername" sortable={false} />
      <FunctionField<StaffPayment>
        source="amountKurus"
        sortable={false}
        render={(payment) => (
          <Stack>
            <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {formatMoney(payment.amountKurus)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {TYPE_LABELS[payment.type]?.[language] ?? ''} · {payment.methodName ?? '—'}
            </Typography>
          </Stack>
        )}
      />
      <FunctionField<StaffPayment>
        source="playerCash"
        label={t(T.playerCash)}
        sortable={false}
        render={(payment) => (
          <Stack>
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(payment.playerCash.balanceKurus)}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {fill(t(T.availableCash), { amount: formatMoney(payment.playerCash.availableKurus) })}
            </Typography>
          </Stack>
        )}
      />
      <FunctionField<StaffPayment>
        source="destination"
        sortable={false}
        render={(payment) => (
          <Stack spacing={0.5}>
            <Details payment={payment} />
            {payment.sharedIban && (
              <Alert severity="warning" sx={{ py: 0 }}>
                {fill(t(T.sharedIban), {
                  count: payment.sharedIban.count,
                  players: payment.sharedIban.players.map((player) => player.username).join(', '),
                })}
              </Alert>
            )}
          </Stack>
        )}
      />
      <FunctionField<StaffPayment>
        source="status"
        sortable={false}
        render={(payment) => <StatusCell payment={payment} />}
      />
      <FunctionField<StaffPayment> label="" render={() => <Decide />} />
    </RecordList>
  );
}

/** Which amounts need two approvers, so the desk knows before clicking. */
function ThresholdNote() {
  const t = useText();
  const [threshold, setThreshold] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    callBackoffice('bo_payments.settings_get', {}).then(
      (answer) => current && setThreshold(answer.fourEyesThresholdKurus),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  if (threshold === null) return null;
  return (
    <Alert severity="info" sx={{ mx: 2, mt: 1 }}>
      {fill(t(T.thresholdNote), { amount: formatMoney(threshold) })}
    </Alert>
  );
}

function Details({ payment }: { payment: StaffPayment }) {
  const t = useText();
  if (payment.destination)
    return (
      <Stack>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', maxWidth: 180 }}>
          {formatIban(payment.destination.iban)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {payment.destination.holder} · {payment.destination.bank}
        </Typography>
      </Stack>
    );
  return payment.senderName ? (
    <Typography variant="body2">
      {t(T.sender)}: {payment.senderName}
    </Typography>
  ) : (
    '—'
  );
}

function StatusCell({ payment }: { payment: StaffPayment }) {
  const t = useText();
  const language = useLanguage();
  const pending = payment.status === TRANSACTION_STATUS.pending;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{STATUS_LABELS[payment.status]?.[language] ?? payment.status}</Typography>
      {payment.approvalsNeeded > 1 && (
        <Chip
          size="small"
          color={pending ? 'warning' : 'default'}
          label={fill(t(T.approvalsOf), { count: payment.approvals.length, needed: payment.approvalsNeeded })}
          title={payment.approvals.map((approval) => approval.username).join(', ')}
        />
      )}
      {!pending && payment.resolvedBy && (
        <Typography variant="caption" color="text.secondary">
          {t(T.decidedBy)}: {payment.resolvedBy}
        </Typography>
      )}
      {payment.note && (
        <Typography variant="caption" color="text.secondary">
          {t(T.reasonNote)}: {payment.note}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * "Onayla" and "Reddet" on a pending payment, for the roles that may decide. Both take effect at
 * once and move money, so each first asks in a dialog that names the amount and the player.
 */
function Decide() {
  const payment = useRecordContext<StaffPayment>();
  const t = useText();
  const language = useLanguage();
  const notify = useNotify();
  const refresh = useRefresh();
  const mayCall = useMayCall();
  const [busy, setBusy] = useState(false);
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  if (!payment || payment.status !== TRANSACTION_STATUS.pending) return null;
  const amount = formatMoney(payment.amountKurus);
  const player = payment.playerUsername;

  const approve = async () => {
    setBusy(true);
    try {
      const answer = await callBackoffice('bo_payments.approve', { paymentID: payment.id });
      notify(approvedText(t, payment, answer), { type: answer.completed ? 'success' : 'info' });
    } catch (failure) {
      notify(errorText(failure), { type: 'error' });
    } finally {
      setBusy(false);
      setApproving(false);
      refresh();
    }
  };
  const reject = async () => {
    setBusy(true);
    try {
      await callBackoffice('bo_payments.reject', { paymentID: payment.id, reason });
      notify(fill(t(T.rejectedToast), { amount, player }), { type: 'success' });
      setRejecting(false);
      setReason('');
    } catch (failure) {
      notify(errorText(failure), { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  };

  if (!mayCall('bo_payments.approve')) return null;
  const secondApproval = payment.approvalsNeeded > 1;
  return (
    <Stack spacing={1}>
      <Button variant="contained" color="success" size="small" disabled={busy} onClick={() => setApproving(true)}>
        {t(T.approve)}
      </Button>
      <Button variant="outlined" color="error" size="small" disabled={busy} onClick={() => setRejecting(true)}>
        {t(T.reject)}
      </Button>
      <Dialog open={approving} onClose={() => !busy && setApproving(false)} maxWidth="sm" fullWidth>
        <DialogTitle>{fill(t(T.approveTitle), { amount })}</DialogTitle>
        <DialogContent>
          <Typography>
            {fill(t(T.approveText), {
              player,
              type: TYPE_LABELS[payment.type]?.[language] ?? payment.type,
              id: payment.publicId,
            })}
          </Typography>
          {secondApproval && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {fill(t(T.approveSecondNote), {
                count: payment.approvals.length + 1,
                needed: payment.approvalsNeeded,
              })}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setApproving(false)} disabled={busy}>
            {t(T.cancel)}
          </Button>
          <Button variant="contained" color="success" disabled={busy} onClick={approve}>
            {t(T.approve)}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={rejecting} onClose={() => !busy && setRejecting(false)} maxWidth="sm" fullWidth>
        <DialogTitle>
          {t(T.rejectTitle)} · {amount} · {player}
        </DialogTitle>
        <DialogContent>
          <MuiTextField
            autoFocus
            label={t(T.rejectReason)}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            fullWidth
            multiline
            minRows={2}
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: PAYMENT_LIMITS.reasonMax } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)}>{t(T.cancel)}</Button>
          <Button
            variant="contained"
            color="error"
            disabled={busy || reason.trim().length < PAYMENT_LIMITS.reasonMin}
            onClick={reject}
          >
            {t(T.reject)}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
