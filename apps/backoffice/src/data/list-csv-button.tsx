import DownloadIcon from '@mui/icons-material/Download';
import { CSV_MAX_ROWS } from '@bnw/contract/backoffice';
import { Button } from '@mui/material';
import { useState } from 'react';
import {
  FilterButton,
  type RaRecord,
  TopToolbar,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import { TEXTS } from '../i18n/texts';
import { useText } from '../i18n/use-text';
import { downloadCsv, recordsToCsv } from './csv';

/** Every list call answers at least 50 rows a page (the contract's smallest page maximum). */
const EXPORT_PAGE = 50;

/**
 * "CSV indir" for any list: every record matching the list's filters and order, fetched page by
 * page through the list's own call (up to CSV_MAX_ROWS), written by the shared CSV builder with
 * the list's column names as headers (Turkish ones for the rest) and Istanbul times. The
 * file is named after the list's resource unless `stem` says otherwise.
 */
export function ListCsvButton({ stem }: { stem?: string }) {
  const t = useText();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const { resource, filterValues, sort, total } = useListContext();
  const [busy, setBusy] = useState(false);

  /** The resource's own labels of its fields (what its columns are called on screen), where it has them. */
  function fieldLabels(records: readonly RaRecord[]): Record<string, string> {
    const keys = new Set(records.flatMap((record) => Object.keys(record)));
    return Object.fromEntries([...keys].map((key) => [key, translate(`resources.${resource}.fields.${key}`, { _: '' })]));
  }

  async function download() {
    setBusy(true);
    try {
      const wanted = Math.min(total ?? CSV_MAX_ROWS, CSV_MAX_ROWS);
      const records: RaRecord[] = [];
      for (let page = 1; records.length < wanted; page += 1) {
        const { data } = await dataProvider.getList(resource, {
          pagination: { page, perPage: EXPORT_PAGE },
          sort,
          filter: filterValues,
        });
        if (data.length === 0) break;
        records.push(...data);
      }
      const kept = records.slice(0, wanted);
      downloadCsv(recordsToCsv(stem ?? resource, kept, { headers: fieldLabels(kept) }));
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={download} disabled={busy || total === 0}>
      {t(TEXTS.csvDownload)}
    </Button>
  );
}

/** A list's toolbar without a create button: its filters (when it has some) and "CSV indir". */
export function CsvListActions({ filters = false }: { filters?: boolean }) {
  return (
    <TopToolbar>
      {filters ? <FilterButton /> : null}
      <ListCsvButton />
    </TopToolbar>
  );
}
