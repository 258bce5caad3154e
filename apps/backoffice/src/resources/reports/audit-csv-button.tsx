import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useListContext, useNotify } from 'react-admin';
import { callBackoffice } from '../../data/rpc';
import { useText } from '../../i18n/use-text';
import { auditListInput } from '../core/audit';
import { downloadCsv } from './csv';
import { REPORT_TEXTS as T } from './texts';

/**
 * "CSV indir" for the audit list (`bo_audit.export`): the list's current filters, every matching
 * entry (up to 10,000), built by the server. Placed in the audit list's actions (core/audit.tsx).
 */
export function AuditCsvButton() {
  const t = useText();
  const notify = useNotify();
  const { filterValues } = useListContext();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const {
        limit: _limit,
        offset: _offset,
        ...filter
      } = auditListInput({ page: 1, perPage: 1, filter: filterValues });
      downloadCsv(await callBackoffice('bo_audit.export', filter));
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={download} disabled={busy}>
      {t(T.csv)}
    </Button>
  );
}
