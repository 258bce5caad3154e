import { SOCIAL_NETWORKS, SOCIAL_NETWORK_NAMES, type SocialNetwork } from '@bnw/contract/constants';
import type { BackofficeMethodOutput } from '@bnw/contract/backoffice';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { Loading, Title, useNotify } from 'react-admin';
import { callBackoffice } from '../../data/rpc';
import { formatDateTime, liraToKurus } from '../../i18n/format';
import { useLanguage, useText } from '../../i18n/use-text';
import { useMayCall } from '../../auth/use-may-call';
import { REPORT_TEXTS as T } from './texts';

type Settings = BackofficeMethodOutput<'bo_ops.settings_get'>;
const errorText = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));
const kurusAsLira = (kurus: number) => (kurus / 100).toLocaleString('tr-TR', { maximumFractionDigits: 2 });

/**
 * The site settings staff may change (`bo_ops.settings_get`, every role reads): the name and demo
 * mode from the configuration, the footer's social links and the highest stake per round, which
 * administrators change (`bo_ops.social_link_*`, `bo_ops.max_stake_set`, each audited).
 */
export function SettingsPage() {
  const t = useText();
  const [settings, setSettings] = useState<Settings | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    callBackoffice('bo_ops.settings_get', {})
      .then((answer) => current && setSettings(answer))
      .catch((failure: unknown) => current && setError(errorText(failure)));
    return () => {
      current = false;
    };
  }, []);

  return (
    <Box sx={{ mt: 2, maxWidth: 900, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={t(T.settings)} />
      {error && <Alert severity="error">{error}</Alert>}
      {!error && !settings && <Loading />}
      {settings && (
        <>
          <SiteCard settings={settings} />
          <SocialLinksCard settings={settings} onSaved={setSettings} />
          <MaxStakeCard settings={settings} onSaved={setSettings} />
        </>
      )}
    </Box>
  );
}

function SiteCard({ settings }: { settings: Settings }) {
  const t = useText();
  return (
    <Card sx={{ minWidth: 0 }}>
      <CardContent>
        <Table size="small">
          <TableBody>
            <TableRow>
              <TableCell component="th">{t(T.siteName)}</TableCell>
              <TableCell>{settings.siteName}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell component="th">{t(T.demoMode)}</TableCell>
              <TableCell>{t(settings.demoMode ? T.yes : T.no)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t(T.fromConfig)}
        </Typography>
      </CardContent>
    </Card>
  );
}

function LastChanged({ at }: { at: string | null }) {
  const t = useText();
  const language = useLanguage();
  return (
    <Typography variant="caption" color="text.secondary">
      {t(T.lastChanged)}: {at ? formatDateTime(at, language) : t(T.never)}
    </Typography>
  );
}

function SocialLinksCard({ settings, onSaved }: { settings: Settings; onSaved: (settings: Settings) => void }) {
  const t = useText();
  const notify = useNotify();
  const editable = useMayCall()('bo_ops.social_link_set');
  const [network, setNetwork] = useState<SocialNetwork>('instagram');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(call: () => Promise<Settings>, done: string) {
    setBusy(true);
    setError(null);
    try {
      onSaved(await call());
      notify(done, { type: 'success' });
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(() => callBackoffice('bo_ops.social_link_set', { network, url: url.trim() }), t(T.save)).then(() =>
      setUrl(''),
    );
  }

  return (
    <Card sx={{ minWidth: 0 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {t(T.socialLinks)}
        </Typography>
        {settings.socialLinks.length === 0 ? (
          <Typography color="text.secondary">{t(T.noLinks)}</Typography>
        ) : (
          <Table size="small">
            <TableBody>
              {settings.socialLinks.map((link) => (
                <TableRow key={link.network}>
                  <TableCell>{SOCIAL_NETWORK_NAMES[link.network]}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{link.url}</TableCell>
                  <TableCell align="right">
                    {editable && (
                      <Button
                        size="small"
                        color="error"
                        disabled={busy}
                        onClick={() =>
                          void run(
                            () => callBackoffice('bo_ops.social_link_remove', { network: link.network }),
                            t(T.remove),
                          )
                        }
                      >
                        {t(T.remove)}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {editable && (
          <Stack component="form" onSubmit={submit} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <TextField
              fullWidth={false}
              select
              size="small"
              label={t(T.network)}
              value={network}
              onChange={(event) => setNetwork(event.target.value as SocialNetwork)}
              sx={{ minWidth: 160 }}
            >
              {SOCIAL_NETWORKS.map((value) => (
                <MenuItem key={value} value={value}>
                  {SOCIAL_NETWORK_NAMES[value]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              fullWidth={false}
              size="small"
              label={t(T.address)}
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 500 } }}
              sx={{ flexGrow: 1 }}
            />
            <Button type="submit" variant="contained" disabled={busy || !url.trim()}>
              {t(T.save)}
            </Button>
          </Stack>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        <LastChanged at={settings.updatedAt.socialLinks} />
      </CardContent>
    </Card>
  );
}

function MaxStakeCard({ settings, onSaved }: { settings: Settings; onSaved: (settings: Settings) => void }) {
  const t = useText();
  const notify = useNotify();
  const editable = useMayCall()('bo_ops.max_stake_set');
  const [adult, setAdult] = useState(kurusAsLira(settings.maxStake.adultKurus));
  const [young, setYoung] = useState(kurusAsLira(settings.maxStake.youngKurus));
  const [age, setAge] = useState(String(settings.maxStake.youngUntilAge));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const adultKurus = liraToKurus(adult);
    const youngKurus = liraToKurus(young);
    if (adultKurus === null || youngKurus === null) {
      setError(t(T.amountInvalid));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSaved(await callBackoffice('bo_ops.max_stake_set', { adultKurus, youngKurus, youngUntilAge: Number(age) }));
      notify(t(T.save), { type: 'success' });
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card sx={{ minWidth: 0 }}>
      <CardContent component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {t(T.maxStake)}
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TextField
            fullWidth={false}
            size="small"
            label={t(T.adultStake)}
            value={adult}
            disabled={!editable}
            onChange={(event) => setAdult(event.target.value)}
            sx={{ width: 180 }}
          />
          <TextField
            fullWidth={false}
            size="small"
            label={t(T.youngStake)}
            value={young}
            disabled={!editable}
            onChange={(event) => setYoung(event.target.value)}
            sx={{ width: 180 }}
          />
          <TextField
            fullWidth={false}
            size="small"
            type="number"
            label={t(T.youngAge)}
            value={age}
            disabled={!editable}
            onChange={(event) => setAge(event.target.value)}
            sx={{ minWidth: 300 }}
          />
        </Stack>
        {editable && (
          <Box>
            <Button type="submit" variant="contained" disabled={busy}>
              {t(T.save)}
            </Button>
          </Box>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        <LastChanged at={settings.updatedAt.maxStake} />
      </CardContent>
    </Card>
  );
}
