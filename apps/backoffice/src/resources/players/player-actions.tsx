import { PLAYER_LIMITS, type StaffPlayerProfile } from '@bnw/contract/backoffice';
import {
  Alert,
  Box,
  Button,
  Paper,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { callBackoffice } from '../../data/rpc';
import { formatMoney, liraToKurus } from '../../i18n/format';
import { useText } from '../../i18n/use-text';
import { useMayCall } from '../../auth/use-may-call';
import { fill } from '../../i18n/language';
import { PLAYER_TEXTS as T } from './texts';

const errorText = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/** Lock or unlock, and the manual adjustment: each for the roles that may. */
export function PlayerActions() {
  const player = useRecordContext<StaffPlayerProfile>();
  const mayCall = useMayCall();
  if (!player) return null;
  return (
    <Stack spacing={3} sx={{ py: 1, maxWidth: 720 }}>
      {mayCall('bo_players.lock') && <LockCard player={player} />}
      {mayCall('bo_players.adjust') && <AdjustCard player={player} />}
    </Stack>
  );
}

function LockCard({ player }: { player: StaffPlayerProfile }) {
  const t = useText();
  const notify = useNotify();
  const refresh = useRefresh();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const locking = player.status === 'active';
  const names = { player: player.username, reason: reason.trim() };

  // A lock ends the player's sessions at once: the dialog names the player before it happens.
  const act = async () => {
    setBusy(true);
    try {
      await callBackoffice(locking ? 'bo_players.lock' : 'bo_players.unlock', { playerID: player.id, reason });
      notify(fill(t(locking ? T.lockedToast : T.unlockedToast), names), { type: 'success' });
      setReason('');
      refresh();
    } catch (failure) {
      notify(errorText(failure), { type: 'error' });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6">{t(T.lockTitle)}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(T.lockHelp)}
      </Typography>
      <TextField
        label={t(T.reason)}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        fullWidth
        slotProps={{ htmlInput: { maxLength: PLAYER_LIMITS.reasonMax } }}
      />
      <Button
        variant="contained"
        color={locking ? 'error' : 'primary'}
        sx={{ mt: 1 }}
        disabled={busy || reason.trim().length < PLAYER_LIMITS.reasonMin}
        onClick={() => setConfirming(true)}
      >
        {t(locking ? T.lock : T.unlock)}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title={fill(t(locking ? T.lockConfirmTitle : T.unlockConfirmTitle), names)}
        content={fill(t(locking ? T.lockConfirmText : T.unlockConfirmText), names)}
        confirm={t(locking ? T.lock : T.unlock)}
        confirmColor={locking ? 'warning' : 'primary'}
        onConfirm={act}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}

/** One request id per filled form: a second click of the same form is the same adjustment. */
const newRequestId = () => crypto.randomUUID();

function AdjustCard({ player }: { player: StaffPlayerProfile }) {
  const t = useText();
  const notify = useNotify();
  const refresh = useRefresh();
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [lira, setLira] = useState('');
  const [reason, setReason] = useState('');
  const [requestID, setRequestID] = useState(newRequestId);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const amountKurus = liraToKurus(lira);
  const valid =
    amountKurus !== null &&
    amountKurus > 0 &&
    amountKurus <= PLAYER_LIMITS.adjustmentMaxKurus &&
    reason.trim().length >= PLAYER_LIMITS.reasonMin;

  const submit = async () => {
    if (amountKurus === null) return;
    setBusy(true);
    try {
      const answer = await callBackoffice('bo_players.adjust', {
        playerID: player.id,
        direction,
        amountKurus,
        reason,
        requestID,
      });
      notify(`${t(T.adjustTitle)}: ${formatMoney(answer.balances.cash.availableKurus)}`, { type: 'success' });
      setLira('');
      setReason('');
      setRequestID(newRequestId());
      refresh();
    } catch (failure) {
      notify(errorText(failure), { type: 'error' });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6">{t(T.adjustTitle)}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(T.adjustHelp)}
      </Typography>
      <Stack spacing={2}>
        <ToggleButtonGroup
          exclusive
          value={direction}
          onChange={(_event, value: 'credit' | 'debit' | null) => value && setDirection(value)}
          size="small"
        >
          <ToggleButton value="credit">{t(T.credit)}</ToggleButton>
          <ToggleButton value="debit">{t(T.debit)}</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          label={t(T.amountLira)}
          value={lira}
          onChange={(event) => setLira(event.target.value)}
          error={lira !== '' && amountKurus === null}
          helperText={lira !== '' && amountKurus === null ? t(T.amountInvalid) : ' '}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 16 } }}
        />
        <TextField
          label={t(T.reason)}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          fullWidth
          slotProps={{ htmlInput: { maxLength: PLAYER_LIMITS.reasonMax } }}
        />
        <Box>
          <Button variant="contained" disabled={!valid || busy} onClick={() => setConfirming(true)}>
            {t(T.confirmAdjust)}
          </Button>
        </Box>
        {amountKurus !== null && amountKurus > PLAYER_LIMITS.adjustmentMaxKurus && (
          <Alert severity="warning">{formatMoney(PLAYER_LIMITS.adjustmentMaxKurus)}</Alert>
        )}
      </Stack>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title={t(T.confirmAdjust)}
        content={fill(t(T.confirmAdjustText), {
          player: player.username,
          amount: formatMoney(amountKurus ?? 0),
          direction: t(direction === 'credit' ? T.credited : T.debited),
        })}
        onConfirm={submit}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
