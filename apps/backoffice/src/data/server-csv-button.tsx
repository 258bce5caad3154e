import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useListContext, useNotify } from 'react-admin';
import { TEXTS } from '../i18n/texts';
import { useText } from '../i18n/use-text';
import { downloadCsv } from './csv';

/**
 * "CSV indir" for a list the server exports itself (tickets, players, the audit): the file is
 * built from the list's current filters by `exportFile`, with Turkish headers and Istanbul times,
 * and the export is recorded in the staff audit. Off while it runs, and when `disabled` says so.
 */
export function ServerCsvButton({
  exportFile,
  disabled = false,
}: {
  exportFile: (filterValues: Record<string, unknown>) => Promise<{ filename: string; csv: string }>;
  disabled?: boolean;
}) {
  const t = useText();
  const notify = useNotify();
  const { filterValues } = useListContext();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      downloadCsv(await exportFile(filterValues as Record<string, unknown>));
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={download} disabled={busy || disabled}>
      {t(TEXTS.csvDownload)}
    </Button>
  );
}
