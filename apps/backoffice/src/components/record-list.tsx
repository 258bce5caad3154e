import type { ReactElement, ReactNode } from 'react';
import { Datagrid, List, type SortPayload } from 'react-admin';
import { CsvListActions } from '../data/list-csv-button';

/**
 * The back office's list of records, one pattern for every area: react-admin's List and Datagrid
 * with no bulk actions and no react-admin exporter ("CSV indir" instead, over the list's own call),
 * columns labelled by the resource's `fields` (react-admin's `resources.<name>.fields.<source>`)
 * and the page titled by the resource's name. A row opens the record's form only for a role that
 * may change it (`rowClick`), so a reader is never shown a form whose save would be refused.
 */
export function RecordList({
  children,
  filters,
  filterDefaultValues,
  filterButton = false,
  perPage = 25,
  sort,
  paginated = true,
  rowClick = false,
  actions,
  above,
  empty,
}: {
  children: ReactNode;
  filters?: ReactElement[];
  filterDefaultValues?: Record<string, unknown>;
  /** A "filter" button for the filters that are not always shown. */
  filterButton?: boolean;
  perPage?: number;
  sort?: SortPayload;
  /** False for the short lists that come whole (no page links). */
  paginated?: boolean;
  rowClick?: 'edit' | 'show' | false;
  actions?: ReactElement;
  /** What the desk should know before the rows (a note, a search hint). */
  above?: ReactNode;
  /** False: the list's frame stays when nothing is found (a search page), instead of react-admin's empty page. */
  empty?: false;
}) {
  return (
    <List
      filters={filters}
      filterDefaultValues={filterDefaultValues}
      perPage={perPage}
      sort={sort}
      exporter={false}
      actions={actions ?? <CsvListActions filters={filterButton} />}
      {...(paginated ? {} : { pagination: false as const })}
      {...(empty === false ? { empty: false as const } : {})}
    >
      {above}
      <Datagrid bulkActionButtons={false} rowClick={rowClick}>
        {children}
      </Datagrid>
    </List>
  );
}
