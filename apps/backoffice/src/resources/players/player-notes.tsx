import { PLAYER_LIMITS } from '@bnw/contract/backoffice';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNotify } from 'react-admin';
import { callBackoffice } from '../../data/rpc';
import { formatDateTime } from '../../i18n/format';
import { useLanguage, useText } from '../../i18n/use-text';
import { useMayCall } from '../../auth/use-may-call';
import { PLAYER_TEXTS as T } from './texts';
import { useCall } from './use-call';

/** Staff notes on the player, newest first, and (for those who may) a new one. */
export function PlayerNotes({ playerID }: { playerID: number }) {
  const t = useText();
  const language = useLanguage();
  const notify = useNotify();
  const mayWrite = useMayCall()('bo_players.add_note');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const { data, error, reload } = useCall(
    () => callBackoffice('bo_players.notes', { playerID, limit: PLAYER_LIMITS.notePage }),
    [playerID],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await callBackoffice('bo_players.add_note', { playerID, text });
      setText('');
      reload();
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ py: 1, maxWidth: 900 }}>
      {mayWrite && (
        <Box component="form" onSubmit={submit}>
          <TextField
            label={t(T.addNote)}
            placeholder={t(T.notePlaceholder)}
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: PLAYER_LIMITS.noteMax } }}
          />
          <Button type="submit" variant="contained" sx={{ mt: 1 }} disabled={busy || text.trim() === ''}>
            {t(T.addNote)}
          </Button>
        </Box>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {data?.notes.length === 0 && <Typography>{t(T.nothing)}</Typography>}
      {data?.notes.map((note) => (
        <Paper key={note.id} variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="caption" color="text.secondary">
            {note.staffUsername} · {formatDateTime(note.createdAt, language)}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {note.text}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
