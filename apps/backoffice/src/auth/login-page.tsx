import { Alert, Button, TextField } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { useLogin } from 'react-admin';
import { TEXTS } from '../i18n/texts';
import { useText } from '../i18n/use-text';
import { AuthCard } from './auth-card';
import { forgetSessionEnd, readSessionEnd } from './session-ended';

const CODE_PATTERN = /^\d{6}$/;

/** Username, password and the authenticator's code in one form (`bo_auth.login`). */
export function LoginPage() {
  const t = useText();
  const login = useLogin();
  // Read once for this visit of the page, then forgotten: a later visit does not repeat it.
  const [ended] = useState(readSessionEnd);
  useEffect(forgetSessionEnd, []);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) return setError(t(TEXTS.required));
    if (!CODE_PATTERN.test(code.trim())) return setError(t(TEXTS.codeFormat));
    setBusy(true);
    setError(null);
    try {
      await login({ username: username.trim(), password, code: code.trim() });
    } catch (failure) {
      // A refused login (locked account) is no "session ended" notice for the next visit.
      forgetSessionEnd();
      setError(failure instanceof Error ? failure.message : String(failure));
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t(TEXTS.loginTitle)}>
      {ended && !error && <Alert severity="warning">{ended}</Alert>}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <TextField
          label={t(TEXTS.username)}
          name="username"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 32 } }}
          autoFocus
          required
        />
        <TextField
          label={t(TEXTS.password)}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 128 } }}
          required
        />
        <TextField
          label={t(TEXTS.code)}
          name="code"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          helperText={t(TEXTS.codeHelp)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          required
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t(TEXTS.signIn)}
        </Button>
      </form>
    </AuthCard>
  );
}
