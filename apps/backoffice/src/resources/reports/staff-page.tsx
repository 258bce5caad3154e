import { STAFF_ROLES, type StaffRole } from '@bnw/contract/backoffice';
import type { BackofficeMethodOutput } from '@bnw/contract/backoffice';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { Confirm, Loading, Title, useNotify } from 'react-admin';
import { callBackoffice } from '../../data/rpc';
import { formatDateTime } from '../../i18n/format';
import { fill } from '../../i18n/language';
import { useLanguage, useText } from '../../i18n/use-text';
import { ROLE_NAMES, REPORT_TEXTS as T } from './texts';

type Account = BackofficeMethodOutput<'bo_staff.accounts'>['accounts'][number];
const errorText = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/**
 * Staff accounts for administrators (`bo_staff.*`, the same use cases as `npm run ops -- staff`):
 * every account with its role and status; add one (its one-time set-up link is shown once), change
 * a role, lock, unlock, reset. Every change is in the staff audit.
 */
export function StaffPage() {
  const t = useText();
  const notify = useNotify();
  const [accounts, setAccounts] = useState<Account[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const [loads, setLoads] = useState(0);

  useEffect(() => {
    let current = true;
    callBackoffice('bo_staff.accounts', {})
      .then((answer) => current && setAccounts(answer.accounts))
      .catch((failure: unknown) => current && setError(errorText(failure)));
    return () => {
      current = false;
    };
  }, [loads]);

  /** Runs one change; answers whether it was done, so a refused form keeps what was typed. */
  async function act(run: () => Promise<{ link?: string } | object>, done: string): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      const answer = await run();
      if ('link' in answer && typeof answer.link === 'string') setLink(answer.link);
      notify(done, { type: 'success' });
      setLoads((count) => count + 1);
      return true;
    } catch (failure) {
      setError(errorText(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, maxWidth: '100%' }}>
      <Title title={t(T.staff)} />
      <AddStaffCard
        busy={busy}
        onAdd={(input) =>
          act(() => callBackoffice('bo_staff.add', input), fill(t(T.addedToast), { name: input.username }))
        }
      />
      {link && (
        <Alert severity="info" onClose={() => setLink(null)}>
          {t(T.setupLink)}
          <Box component="code" sx={{ display: 'block', mt: 1, wordBreak: 'break-all', userSelect: 'all' }}>
            {link}
          </Box>
        </Alert>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {!accounts && !error && <Loading />}
      {accounts && <AccountsTable accounts={accounts} busy={busy} act={act} />}
    </Box>
  );
}

function AddStaffCard({
  busy,
  onAdd,
}: {
  busy: boolean;
  onAdd: (input: { username: string; email: string; role: StaffRole }) => Promise<boolean>;
}) {
  const t = useText();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('support');

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Cleared only when added: after a refusal (a taken username) the fields keep what was typed.
    if (!(await onAdd({ username: username.trim(), email: email.trim(), role }))) return;
    setUsername('');
    setEmail('');
  }

  return (
    <Card sx={{ minWidth: 0 }}>
      <CardContent component="form" onSubmit={submit}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t(T.addStaff)}
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            fullWidth={false}
            size="small"
            label={t(T.username)}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 32 } }}
            sx={{ width: 200 }}
          />
          <TextField
            fullWidth={false}
            size="small"
            type="email"
            label={t(T.email)}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 254 } }}
            sx={{ width: 260 }}
          />
          <TextField
            fullWidth={false}
            select
            size="small"
            label={t(T.role)}
            value={role}
            onChange={(event) => setRole(event.target.value as StaffRole)}
            sx={{ minWidth: 160 }}
          >
            {STAFF_ROLES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(ROLE_NAMES[value]!)}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained" disabled={busy || !username.trim() || !email.trim()}>
            {t(T.add)}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function AccountsTable({
  accounts,
  busy,
  act,
}: {
  accounts: Account[];
  busy: boolean;
  act: (run: () => Promise<object>, done: string) => Promise<boolean>;
}) {
  const t = useText();
  const language = useLanguage();
  // Lock and reset take effect at once (the member's sessions end): a dialog names the member first.
  const [asking, setAsking] = useState<{ account: Account; change: 'lock' | 'reset' } | null>(null);
  const confirmAsked = () => {
    if (!asking) return;
    const { account, change } = asking;
    const name = { name: account.username };
    setAsking(null);
    void (change === 'lock'
      ? act(() => callBackoffice('bo_staff.lock', { staffID: account.id }), fill(t(T.lockedToast), name))
      : act(() => callBackoffice('bo_staff.reset', { staffID: account.id }), fill(t(T.resetToast), name)));
  };
  const askedName = { name: asking?.account.username ?? '' };
  return (
    <Card sx={{ minWidth: 0 }}>
      <CardContent sx={{ width: 0, minWidth: '100%', overflowX: 'auto', boxSizing: 'border-box' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t(T.username)}</TableCell>
              <TableCell>{t(T.role)}</TableCell>
              <TableCell>{t(T.status)}</TableCell>
              <TableCell>{t(T.setUp)}</TableCell>
              <TableCell>{t(T.lastLogin)}</TableCell>
              <TableCell align="right">{t(T.actions)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {accounts.map((account) => (
              <TableRow key={account.id}>
                <TableCell>
                  {account.username}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {account.email}
                  </Typography>
                </TableCell>
                <TableCell>
                  {/* A new role applies at the member's next call; the server keeps one active administrator. */}
                  <TextField
                    fullWidth={false}
                    select
                    size="small"
                    variant="standard"
                    label={t(T.role)}
                    value={account.role}
                    disabled={busy}
                    onChange={(event) =>
                      act(
                        () =>
                          callBackoffice('bo_staff.set_role', {
                            staffID: account.id,
                            role: event.target.value as StaffRole,
                          }),
                        fill(t(T.roleChangedToast), {
                          name: account.username,
                          role: t(ROLE_NAMES[event.target.value]!),
                        }),
                      )
                    }
                    sx={{ minWidth: 140 }}
                  >
                    {STAFF_ROLES.map((value) => (
                      <MenuItem key={value} value={value}>
                        {t(ROLE_NAMES[value]!)}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={account.status === 'active' ? 'success' : 'error'}
                    label={t(account.status === 'active' ? T.active : T.locked)}
                  />
                </TableCell>
                <TableCell>{t(account.setUp ? T.done : T.waiting)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(account.lastLoginAt, language)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {account.status === 'active' ? (
                    <Button size="small" disabled={busy} onClick={() => setAsking({ account, change: 'lock' })}>
                      {t(T.lock)}
                    </Button>
                  ) : (
                    <Button
                      size="small"
                      disabled={busy}
                      onClick={() =>
                        act(
                          () => callBackoffice('bo_staff.unlock', { staffID: account.id }),
                          fill(t(T.unlockedToast), { name: account.username }),
                        )
                      }
                    >
                      {t(T.unlock)}
                    </Button>
                  )}
                  <Button
                    size="small"
                    color="warning"
                    disabled={busy}
                    onClick={() => setAsking({ account, change: 'reset' })}
                  >
                    {t(T.reset)}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Confirm
          isOpen={asking !== null}
          title={fill(t(asking?.change === 'reset' ? T.resetConfirmTitle : T.lockConfirmTitle), askedName)}
          content={asking?.change === 'reset' ? t(T.confirmReset) : fill(t(T.lockConfirmText), askedName)}
          confirm={t(asking?.change === 'reset' ? T.reset : T.lock)}
          confirmColor="warning"
          onConfirm={confirmAsked}
          onClose={() => setAsking(null)}
        />
      </CardContent>
    </Card>
  );
}
