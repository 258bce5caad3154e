import { Alert, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { callBackoffice } from '../data/rpc';
import { TEXTS } from '../i18n/texts';
import { useText } from '../i18n/use-text';
import { PasswordPair, passwordPairProblem } from './password-pair';

/** `bo_auth.change_password`: the current password, the new one twice and a code; other sessions end. */
export function ChangePasswordPage() {
  const t = useText();
  const notify = useNotify();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!current) return setError(t(TEXTS.required));
    const problem = passwordPairProblem(password, repeat);
    if (problem) return setError(t(problem));
    if (!/^\d{6}$/.test(code)) return setError(t(TEXTS.codeFormat));
    setBusy(true);
    setError(null);
    try {
      await callBackoffice('bo_auth.change_password', { currentPassword: current, newPassword: password, code });
      notify(t(TEXTS.passwordChanged), { type: 'success' });
      setCurrent('');
      setPassword('');
      setRepeat('');
      setCode('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card sx={{ maxWidth: 520, mt: 2 }}>
      <Title title={t(TEXTS.changePassword)} />
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t(TEXTS.changePassword)}
        </Typography>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <TextField
            label={t(TEXTS.currentPassword)}
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 128 } }}
            required
          />
          <PasswordPair password={password} repeat={repeat} onPassword={setPassword} onRepeat={setRepeat} />
          <TextField
            label={t(TEXTS.code)}
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            required
          />
          <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
            {t(TEXTS.changePassword)}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
