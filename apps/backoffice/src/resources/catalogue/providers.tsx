import type { BackofficeMethodOutput, StaffProvider } from '@bnw/contract/backoffice';
import KeyIcon from '@mui/icons-material/Key';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  BooleanInput,
  Confirm,
  FunctionField,
  NumberField,
  NumberInput,
  TextField,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { useMayCall } from '../../auth/use-may-call';
import { RecordEdit } from '../../components/record-edit';
import { RecordList } from '../../components/record-list';
import { callBackoffice } from '../../data/rpc';
import { formatDateTime } from '../../i18n/format';
import { useLanguage, useText } from '../../i18n/use-text';
import { ListedChip, StatusChip, useCatalogueRowClick } from './common';
import { CATALOGUE_TEXTS } from './texts';

const T = CATALOGUE_TEXTS;

/** Every provider in the lobby's order, with its switch, health and games. */
export function ProviderList() {
  const t = useText();
  const language = useLanguage();
  return (
    <RecordList perPage={50} sort={{ field: 'sortOrder', order: 'ASC' }} rowClick={useCatalogueRowClick()}>
      <NumberField source="sortOrder" sortable={false} />
      <TextField source="name" sortable={false} />
      <TextField source="code" sortable={false} />
      <FunctionField<StaffProvider>
        source="active"
        sortable={false}
        render={(provider) => <StatusChip active={provider.active} />}
      />
      <FunctionField<StaffProvider>
        source="listed"
        sortable={false}
        render={(provider) => <ListedChip listed={provider.listed} />}
      />
      <FunctionField<StaffProvider>
        source="failedChecks"
        sortable={false}
        render={(provider) =>
          `${provider.failedChecks} ${t(T.failedChecks)} · ${formatDateTime(provider.checkedAt, language)}`
        }
      />
      <FunctionField<StaffProvider>
        source="gameCount"
        sortable={false}
        render={(provider) => `${provider.activeGameCount} / ${provider.gameCount}`}
      />
    </RecordList>
  );
}

/** Switch and order; for an administrator, the wallet secret's rotation. */
export function ProviderEdit() {
  const t = useText();
  return (
    <RecordEdit>
      <ProviderFacts />
      <BooleanInput source="active" helperText={t(T.providerOffNote)} />
      <NumberInput source="sortOrder" helperText={t(T.sortOrderHelp)} min={0} step={1} />
      <RotateSecret />
    </RecordEdit>
  );
}

function ProviderFacts() {
  const provider = useRecordContext<StaffProvider>();
  const t = useText();
  if (!provider) return null;
  return (
    <Stack spacing={0.5} sx={{ mb: 2 }}>
      <Typography variant="h6">
        {provider.name}{' '}
        <Typography component="span" color="text.secondary">
          ({provider.code})
        </Typography>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(T.launchUrl)}: {provider.launchUrl}
      </Typography>
      <Box>
        <ListedChip listed={provider.listed} />
      </Box>
    </Stack>
  );
}

type Rotated = BackofficeMethodOutput<'bo_catalogue.provider_rotate_secret'>;

/**
 * The rotation, behind a confirmation that says the old secret stops at once; the new one is kept
 * only in this dialog's state, shown once, and forgotten when it closes.
 */
function RotateSecret() {
  const provider = useRecordContext<StaffProvider>();
  const t = useText();
  const notify = useNotify();
  const mayRotate = useMayCall()('bo_catalogue.provider_rotate_secret');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [rotated, setRotated] = useState<Rotated | null>(null);
  if (!provider || !mayRotate) return null;

  const rotate = async () => {
    setBusy(true);
    try {
      setRotated(await callBackoffice('bo_catalogue.provider_rotate_secret', { providerID: provider.id }));
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure), { type: 'error' });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  const copy = async () => {
    if (!rotated) return;
    await navigator.clipboard.writeText(rotated.secret);
    notify(t(T.copied), { type: 'info' });
  };

  return (
    <Box sx={{ mt: 3 }}>
      <Button variant="outlined" color="warning" startIcon={<KeyIcon />} onClick={() => setConfirming(true)}>
        {t(T.rotate)}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title={t(T.rotateTitle)}
        content={t(T.rotateWarning).replace('%{code}', provider.code)}
        onConfirm={rotate}
        onClose={() => setConfirming(false)}
      />
      <Dialog open={rotated !== null} maxWidth="md" fullWidth>
        <DialogTitle>
          {t(T.secretTitle)} · {rotated?.code}
        </DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t(T.secretOnce)}
          </Alert>
          <Typography
            component="code"
            data-testid="rotated-secret"
            sx={{ fontFamily: 'monospace', fontSize: 16, wordBreak: 'break-all', userSelect: 'all' }}
          >
            {rotated?.secret}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={copy}>{t(T.copy)}</Button>
          <Button variant="contained" onClick={() => setRotated(null)}>
            {t(T.saved)}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
