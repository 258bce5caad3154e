import { PAYMENT_LIMITS } from '@bnw/contract/backoffice';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { callBackoffice } from '../../data/rpc';
import { formatMoney, kurusToLiraText, liraToKurus } from '../../i18n/format';
import { useText } from '../../i18n/use-text';
import { useMayCall } from '../../auth/use-may-call';
import { PAYMENT_TEXTS as T } from './texts';

/** The four-eyes threshold: read by the desk, changed by an administrator. */
export function ThresholdPage() {
  const t = useText();
  const notify = useNotify();
  const mayChange = useMayCall()('bo_payments.settings_set');
  const [current, setCurrent] = useState<number | null>(null);
  const [lira, setLira] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let active = true;
    callBackoffice('bo_payments.settings_get', {}).then(
      (answer) => {
        if (!active) return;
        setCurrent(answer.fourEyesThresholdKurus);
        setLira(kurusToLiraText(answer.fourEyesThresholdKurus));
      },
      (failure: unknown) => notify(failure instanceof Error ? failure.message : String(failure), { type: 'error' }),
    );
    return () => {
      active = false;
    };
  }, [notify]);
  const kurus = liraToKurus(lira);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (kurus === null) return;
    setBusy(true);
    try {
      const answer = await callBackoffice('bo_payments.settings_set', { fourEyesThresholdKurus: kurus });
      setCurrent(answer.fourEyesThresholdKurus);
      notify(formatMoney(answer.fourEyesThresholdKurus), { type: 'success' });
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title={t(T.settings)} />
      <CardContent>
        <Typography variant="h6">{t(T.settings)}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t(T.thresholdHelp)}
        </Typography>
        {current !== null && (
          <Typography variant="h5" sx={{ mb: 2 }} data-testid="four-eyes-threshold">
            {formatMoney(current)}
          </Typography>
        )}
        {mayChange ? (
          <Box component="form" onSubmit={save} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              label={t(T.thresholdLabel)}
              value={lira}
              onChange={(event) => setLira(event.target.value)}
              error={kurus === null}
              helperText={kurus === null ? t(T.amountInvalid) : ' '}
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 16 } }}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={
                busy ||
                kurus === null ||
                kurus < PAYMENT_LIMITS.thresholdMinKurus ||
                kurus > PAYMENT_LIMITS.thresholdMaxKurus
              }
              sx={{ mt: 1 }}
            >
              {t(T.save)}
            </Button>
          </Box>
        ) : (
          <Alert severity="info">{t(T.onlyAdmins)}</Alert>
        )}
      </CardContent>
    </Card>
  );
}
