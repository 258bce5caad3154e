import type { BackofficeMethodOutput } from '@bnw/contract/backoffice';
import { Alert, Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { callBackoffice } from '../data/rpc';
import { TEXTS } from '../i18n/texts';
import { useText } from '../i18n/use-text';
import { AuthCard } from './auth-card';
import { PasswordPair, passwordPairProblem } from './password-pair';

type SetupKey = BackofficeMethodOutput<'bo_auth.setup_start'>;

const errorText = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/**
 * The set-up link's page (`/backoffice/setup?token=…`): the authenticator key to add (QR and
 * secret, `bo_auth.setup_start`), then the password twice and the first code
 * (`bo_auth.setup_finish`), then the login page.
 */
export function SetupPage() {
  const t = useText();
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const [key, setKey] = useState<SetupKey | null>(null);
  const [loadError, setLoadError] = useState<string | null>(token ? null : t(TEXTS.setupNoToken));

  useEffect(() => {
    if (!token) return;
    let current = true;
    callBackoffice('bo_auth.setup_start', { token })
      .then((answer) => current && setKey(answer))
      .catch((failure: unknown) => current && setLoadError(errorText(failure)));
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <AuthCard title={t(TEXTS.setupTitle)} width={560}>
      {loadError && <Alert severity="error">{loadError}</Alert>}
      {!loadError && !key && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label="…" />
        </Box>
      )}
      {key && <SetupForm token={token} setupKey={key} />}
    </AuthCard>
  );
}

function SetupForm({ token, setupKey }: { token: string; setupKey: SetupKey }) {
  const t = useText();
  const notify = useNotify();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = passwordPairProblem(password, repeat);
    if (problem) return setError(t(problem));
    if (!/^\d{6}$/.test(code)) return setError(t(TEXTS.codeFormat));
    setBusy(true);
    setError(null);
    try {
      await callBackoffice('bo_auth.setup_finish', { token, password, code });
      notify(t(TEXTS.setupDone), { type: 'success' });
      navigate('/login', { replace: true });
    } catch (failure) {
      setError(errorText(failure));
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Typography variant="body2">{t(TEXTS.setupIntro)}</Typography>
      <Typography variant="body2">
        {t(TEXTS.setupFor)}: <strong data-testid="setup-username">{setupKey.username}</strong>
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box
          component="img"
          src={setupKey.qrDataUrl}
          alt={t(TEXTS.qrAlt)}
          sx={{ width: 180, height: 180, bgcolor: '#fff', p: 1, borderRadius: 1 }}
        />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {t(TEXTS.secret)}
          </Typography>
          <Typography
            data-testid="setup-secret"
            sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontSize: '1.05rem', userSelect: 'all' }}
          >
            {setupKey.secret}
          </Typography>
        </Box>
      </Box>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <input type="hidden" name="username" autoComplete="username" value={setupKey.username} />
        <PasswordPair password={password} repeat={repeat} onPassword={setPassword} onRepeat={setRepeat} />
        <TextField
          label={t(TEXTS.code)}
          name="code"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          required
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t(TEXTS.finishSetup)}
        </Button>
      </form>
    </>
  );
}
