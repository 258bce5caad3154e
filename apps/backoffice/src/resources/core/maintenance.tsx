import { STAFF_LIMITS } from '@bnw/contract/backoffice';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { Loading, Title, useNotify } from 'react-admin';
import { callBackoffice } from '../../data/rpc';
import { useText } from '../../i18n/use-text';
import { CORE_TEXTS } from './texts';
import { useMayCall } from '../../auth/use-may-call';

type Maintenance = { enabled: boolean; message: string | null };
const errorText = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/** Maintenance mode on and off with its message (`bo_ops.maintenance_*`); only administrators change it. */
export function MaintenancePage() {
  const t = useText();
  const [state, setState] = useState<Maintenance | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    callBackoffice('bo_ops.maintenance_get', {})
      .then((answer) => current && setState(answer))
      .catch((failure: unknown) => current && setError(errorText(failure)));
    return () => {
      current = false;
    };
  }, []);

  return (
    <Box sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={t(CORE_TEXTS.maintenance)} />
      {error && <Alert severity="error">{error}</Alert>}
      {!error && !state && <Loading />}
      {state && <MaintenanceForm initial={state} onSaved={setState} />}
    </Box>
  );
}

function MaintenanceForm({ initial, onSaved }: { initial: Maintenance; onSaved: (state: Maintenance) => void }) {
  const t = useText();
  const notify = useNotify();
  const mayCall = useMayCall();
  const editable = mayCall('bo_ops.maintenance_set');
  const [enabled, setEnabled] = useState(initial.enabled);
  const [message, setMessage] = useState(initial.message ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const saved = await callBackoffice('bo_ops.maintenance_set', { enabled, message: message.trim() || null });
      onSaved(saved);
      notify(t(CORE_TEXTS.maintenanceSaved), { type: 'success' });
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardContent component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Typography variant="h6" component="h2">
            {t(CORE_TEXTS.maintenance)}
          </Typography>
          <Chip
            data-testid="maintenance-state"
            color={initial.enabled ? 'warning' : 'success'}
            label={t(initial.enabled ? CORE_TEXTS.maintenanceOn : CORE_TEXTS.maintenanceOff)}
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t(CORE_TEXTS.maintenanceHelp)}
        </Typography>
        {!editable && <Alert severity="info">{t(CORE_TEXTS.maintenanceReadOnly)}</Alert>}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <FormControlLabel
          control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />}
          label={t(CORE_TEXTS.maintenanceSwitch)}
          disabled={!editable}
        />
        <TextField
          label={t(CORE_TEXTS.maintenanceMessage)}
          multiline
          minRows={3}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          disabled={!editable}
          slotProps={{ htmlInput: { maxLength: STAFF_LIMITS.maintenanceMessageMax } }}
          helperText={`${message.length} / ${STAFF_LIMITS.maintenanceMessageMax}`}
        />
        {editable && (
          <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
            {t(CORE_TEXTS.save)}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
