import { Alert, Button, TextField } from '@mui/material';
import { type FormEvent, type ReactNode, useState } from 'react';
import { TEXTS } from '../i18n/texts';
import { useText } from '../i18n/use-text';
import type { LoginForm as LoginFields } from './auth-provider';

const CODE_PATTERN = /^\d{6}$/;

/**
 * Username, password and the authenticator's code in one form (`bo_auth.login`), for the login
 * page and for the dialog that renews a session over a page being worked on. A refusal is shown
 * above the fields and clears the code (a code works once).
 */
export function LoginForm({
  onLogin,
  initialUsername = '',
  notice,
  submitLabel,
  onRefused,
  children,
}: {
  onLogin: (fields: LoginFields) => Promise<void>;
  initialUsername?: string;
  /** Why a login is asked for (a session that ended), shown until a refusal replaces it. */
  notice?: string | null;
  submitLabel?: string;
  onRefused?: () => void;
  /** More buttons beside the submit one. */
  children?: ReactNode;
}) {
  const t = useText();
  const [username, setUsername] = useState(initialUsername);
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
      await onLogin({ username: username.trim(), password, code: code.trim() });
    } catch (failure) {
      onRefused?.();
      setError(failure instanceof Error ? failure.message : String(failure));
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {notice && !error && <Alert severity="warning">{notice}</Alert>}
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
          autoFocus={!initialUsername}
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
          autoFocus={Boolean(initialUsername)}
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
          {submitLabel ?? t(TEXTS.signIn)}
        </Button>
        {children}
      </form>
    </>
  );
}
