import { ART_MOTIFS, ART_PALETTES, CONTENT_SITE_TYPES, CONTENT_STAFF_LIMITS } from '@bnw/contract/backoffice';
import { TURKEY_TIME_ZONE } from '@bnw/contract/constants';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import {
  Create,
  CreateButton,
  Datagrid,
  DateTimeInput,
  Edit,
  FilterButton,
  FormDataConsumer,
  DeleteWithConfirmButton,
  List,
  NumberInput,
  SaveButton,
  SearchInput,
  SelectInput,
  SimpleForm,
  type SortPayload,
  TextInput,
  Toolbar,
  TopToolbar,
  maxLength,
  regex,
  required,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { useState } from 'react';
import { formatDateTime } from '../../i18n/format';
import { istanbulLocalToIso } from './form-values';
import type { Text } from '../../i18n/language';
import { ListCsvButton } from '../../data/list-csv-button';
import { useLanguage, useText } from '../../i18n/use-text';
import { useMayCall } from '../../auth/use-may-call';
import { type StatusResource, setStatus } from './adapters';
import { CONTENT_TEXTS, MOTIF_NAMES, PALETTE_NAMES, SITE_TYPE_NAMES } from './texts';

const T = CONTENT_TEXTS;

/** Whether the staff member may change content (administrator, content); the auditor only reads. */
export function useMayWriteContent(): boolean {
  return useMayCall()('bo_content.slider_save');
}

/** Published or off, as the record's own switch says. */
export function StatusChip({ status }: { status: 'active' | 'inactive' }) {
  const t = useText();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'active' ? 'success' : 'default'}
      label={t(status === 'active' ? T.statusActive : T.statusInactive)}
    />
  );
}

type Badge = { text: Text; color: 'success' | 'info' | 'default' | 'warning' };

/**
 * What the player site does with a dated record now: shows it ("Şu an yayında"), will show it
 * ("Planlandı"), showed it ("Sona erdi"), or not at all (off). `shownNow` is the server's answer.
 */
export function windowBadge(record: { status: string; shownNow: boolean; startDate: string; endDate: string }): Badge {
  if (record.shownNow) return { text: T.shownNow, color: 'success' };
  if (record.status !== 'active') return { text: T.off, color: 'default' };
  const now = Date.now();
  if (Date.parse(record.startDate) > now) return { text: T.planned, color: 'info' };
  if (Date.parse(record.endDate) <= now) return { text: T.ended, color: 'default' };
  return { text: T.notShown, color: 'warning' };
}

export function BadgeChip({ badge, testId }: { badge: Badge; testId?: string }) {
  const t = useText();
  return <Chip size="small" color={badge.color} label={t(badge.text)} data-testid={testId} />;
}

/** The list's cell of a date window: start and end in Istanbul time, one under the other. */
export function WindowCell({ start, end }: { start: string; end: string }) {
  const language = useLanguage();
  return (
    <Stack spacing={0.25} sx={{ whiteSpace: 'nowrap' }}>
      <Typography variant="body2">{formatDateTime(start, language)}</Typography>
      <Typography variant="caption" color="text.secondary">
        → {formatDateTime(end, language)}
      </Typography>
    </Stack>
  );
}

/** A cell of two lines: the title and beneath it a smaller fact (keeps the lists to a tablet's width). */
export function TwoLines({ first, second }: { first: string; second?: string | null }) {
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {first}
      </Typography>
      {second ? (
        <Typography variant="caption" color="text.secondary">
          {second}
        </Typography>
      ) : null}
    </Stack>
  );
}

/**
 * The row's publish switch: one audited status call, then the list reloads with the server's
 * answer (its badge included). Clicking it does not open the row.
 */
export function PublishButton({ resource, labels }: { resource: StatusResource; labels?: { on: Text; off: Text } }) {
  const record = useRecordContext<{ id: number; status: 'active' | 'inactive' }>();
  const t = useText();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const next = record.status === 'active' ? 'inactive' : 'active';
  const text = labels ?? { on: T.publish, off: T.unpublish };
  const onClick = async (event: React.MouseEvent) => {
    event.stopPropagation();
    setBusy(true);
    try {
      await setStatus(resource, record.id, next);
      notify(t(T.statusChanged), { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant="text" disabled={busy} onClick={onClick} sx={{ whiteSpace: 'nowrap' }}>
      {t(next === 'active' ? text.on : text.off)}
    </Button>
  );
}

/**
 * Save, and delete behind a confirmation naming the record; the auditor's form has neither. A
 * record that can no longer change (a sent message) offers only what is left (`extra`).
 */
export function ContentToolbar({
  deletable = true,
  savable = true,
  extra,
}: {
  deletable?: boolean;
  savable?: boolean;
  extra?: ReactNode;
}) {
  const t = useText();
  const record = useRecordContext<{ title?: string; authority?: string }>();
  const mayWrite = useMayWriteContent();
  if (!mayWrite) return null;
  const name = record?.title ?? record?.authority ?? '';
  return (
    <Toolbar sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {savable ? <SaveButton /> : null}
        {extra}
      </Stack>
      {record && deletable ? (
        <DeleteWithConfirmButton
          mutationMode="pessimistic"
          confirmTitle={t(T.deleteConfirmTitle).replace('%{title}', name)}
          confirmContent={t(T.deleteConfirmBody)}
        />
      ) : null}
    </Toolbar>
  );
}

/** The list's actions: its filters, and "create" for those who may write. */
export function ContentListActions() {
  const mayWrite = useMayWriteContent();
  return (
    <TopToolbar>
      <FilterButton />
      {mayWrite ? <CreateButton /> : null}
      <ListCsvButton />
    </TopToolbar>
  );
}

/**
 * A content list: its filters and actions, 25 rows a page, a row opens its form; the last column
 * is the row's publish switch, for those who may write.
 */
export function ContentList({
  title,
  filters,
  publish,
  sort,
  children,
}: {
  title: Text;
  filters: ReactElement[];
  publish: { resource: StatusResource; labels?: { on: Text; off: Text } };
  sort?: SortPayload;
  children: ReactNode;
}) {
  const t = useText();
  const mayWrite = useMayWriteContent();
  return (
    <List filters={filters} actions={<ContentListActions />} perPage={25} exporter={false} title={t(title)} sort={sort}>
      <Datagrid bulkActionButtons={false} rowClick="edit">
        {children}
        {mayWrite ? <PublishButton resource={publish.resource} labels={publish.labels} /> : null}
      </Datagrid>
    </List>
  );
}

/**
 * A saved record's form beside its preview (`toolbar`: one that reads the record, where what it
 * offers depends on it); `after` stands below the form (a promotion's bonus).
 */
export function ContentEdit({
  title,
  preview,
  toolbar = <ContentToolbar />,
  after,
  children,
}: {
  title: Text;
  preview: ReactNode;
  toolbar?: ReactElement;
  after?: ReactNode;
  children: ReactNode;
}) {
  const t = useText();
  return (
    <Edit mutationMode="pessimistic" title={t(title)}>
      <SimpleForm toolbar={toolbar} warnWhenUnsavedChanges>
        <FormWithPreview preview={preview}>{children}</FormWithPreview>
      </SimpleForm>
      {after}
    </Edit>
  );
}

/** A new record's form beside its preview, starting from `defaultValues`; saved, it opens as an edit. */
export function ContentCreate({
  title,
  preview,
  defaultValues,
  children,
}: {
  title: Text;
  preview: ReactNode;
  defaultValues: Record<string, unknown> | (() => Record<string, unknown>);
  children: ReactNode;
}) {
  const t = useText();
  return (
    <Create title={t(title)} redirect="edit">
      <SimpleForm toolbar={<ContentToolbar />} defaultValues={defaultValues}>
        <FormWithPreview preview={preview}>{children}</FormWithPreview>
      </SimpleForm>
    </Create>
  );
}

/** A labelled line of the saved record's state beside the preview ("Kayıtlı hâli: Şu an yayında"). */
export function StateLine({ label, children }: { label: Text; children: ReactNode }) {
  const t = useText();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {t(label)}:
      </Typography>
      {children}
    </Stack>
  );
}

/** The note above a form the staff member can only read. */
export function ReadOnlyNote() {
  const t = useText();
  if (useMayWriteContent()) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {t(T.readOnlyNote)}
    </Alert>
  );
}

/** The lists' filters every content list has: title search and published or not. */
export function useCommonFilters(searchLabel: Text = T.search): ReactElement[] {
  const t = useText();
  return [
    <SearchInput key="search" source="search" placeholder={t(searchLabel)} alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      label={t(T.status)}
      choices={[
        { id: 'active', name: t(T.statusActive) },
        { id: 'inactive', name: t(T.statusInactive) },
      ]}
      alwaysOn
    />,
  ];
}

export const titleRules = [required(), maxLength(120)];
export const textRules = [required(), maxLength(600)];
/** A path on our own site (the server refuses anything else too, with its own message). */
function useLinkRules() {
  const t = useText();
  return [maxLength(200), regex(/^\/(?![/\\])/, t(T.linkUrlHelp))];
}
export const sortRules = [required()];

/** A banner's title and text (a tournament's words have no link). */
export function TitleTextInputs() {
  const t = useText();
  return (
    <>
      <TextInput source="title" label={t(T.title)} validate={titleRules} fullWidth />
      <TextInput source="text" label={t(T.text)} validate={textRules} multiline minRows={2} fullWidth />
    </>
  );
}

/** A link inside the site and its words, side by side. */
export function LinkInputs({ disabled = false }: { disabled?: boolean }) {
  const t = useText();
  const linkRules = useLinkRules();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <TextInput
        source="linkUrl"
        label={t(T.linkUrl)}
        helperText={t(T.linkUrlHelp)}
        validate={linkRules}
        disabled={disabled}
        sx={{ flex: 2 }}
      />
      <TextInput
        source="linkText"
        label={t(T.linkText)}
        validate={maxLength(40)}
        disabled={disabled}
        sx={{ flex: 1 }}
      />
    </Stack>
  );
}

/** Title, text, link and its words: what sliders, promotions and pop-ups share. */
export function WordsInputs() {
  return (
    <>
      <TitleTextInputs />
      <LinkInputs />
    </>
  );
}

/** Site type, order and the publish switch as a choice. */
export function PlacementInputs() {
  const t = useText();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <SelectInput
        source="siteType"
        label={t(T.siteType)}
        choices={CONTENT_SITE_TYPES.map((id) => ({ id, name: t(SITE_TYPE_NAMES[id]) }))}
        validate={required()}
        sx={{ flex: 1 }}
      />
      <NumberInput
        source="sortOrder"
        label={t(T.sortOrder)}
        helperText={false}
        title={t(T.sortOrderHelp)}
        min={0}
        max={CONTENT_STAFF_LIMITS.sortOrderMax}
        step={1}
        validate={sortRules}
        sx={{ flex: 1 }}
      />
      <StatusInput />
    </Stack>
  );
}

export function StatusInput({ disabled = false }: { disabled?: boolean }) {
  const t = useText();
  return (
    <SelectInput
      source="status"
      disabled={disabled}
      label={t(T.status)}
      choices={[
        { id: 'active', name: t(T.statusActive) },
        { id: 'inactive', name: t(T.statusInactive) },
      ]}
      validate={required()}
      sx={{ flex: 1 }}
    />
  );
}

/** The time a `datetime-local` value names, written the Turkish way beneath its input. */
function InstantHint({ source }: { source: string }) {
  const language = useLanguage();
  return (
    <FormDataConsumer>
      {({ formData }) => {
        const iso = istanbulLocalToIso(formData?.[source]);
        return (
          <Typography variant="caption" color="text.secondary" sx={{ mx: 1.75, minHeight: 20, display: 'block' }}>
            {iso ? formatLongDateTime(iso, language) : ''}
          </Typography>
        );
      }}
    </FormDataConsumer>
  );
}

/** "26 Kasım 2026 Perşembe 07:01" in Istanbul time. */
export function formatLongDateTime(iso: string, language: 'tr' | 'en'): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'tr-TR', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: TURKEY_TIME_ZONE,
  }).format(new Date(iso));
}

/** One time input in Istanbul's wall clock, with the time written out the Turkish way beneath. */
export function InstantInput({
  source,
  label,
  disabled = false,
  optional = false,
}: {
  source: string;
  label: string;
  disabled?: boolean;
  optional?: boolean;
}) {
  const t = useText();
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <DateTimeInput
        source={source}
        label={`${label} (${t(T.istanbulTime)})`}
        validate={optional ? undefined : required()}
        disabled={disabled}
        helperText={false}
        fullWidth
        sx={{ mb: 0 }}
      />
      <InstantHint source={source} />
    </Box>
  );
}

/** The start and end as Istanbul's wall clock (the adapters send them as instants). */
export function WindowInputs({ disabled = false, helperText }: { disabled?: boolean; helperText?: string }) {
  const t = useText();
  return (
    <Box sx={{ width: '100%', mb: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <InstantInput source="startLocal" label={t(T.start)} disabled={disabled} />
        <InstantInput source="endLocal" label={t(T.end)} disabled={disabled} />
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mx: 1.75, mt: 0.5 }}>
        {helperText ?? t(T.windowHelp)}
      </Typography>
    </Box>
  );
}

/** The banner's palette, motif and words (no upload: the site draws it). */
export function ArtInputs() {
  const t = useText();
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {t(T.art)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {t(T.artNote)}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectInput
          source="art.palette"
          label={t(T.palette)}
          choices={ART_PALETTES.map((id) => ({ id, name: t(PALETTE_NAMES[id]) }))}
          validate={required()}
          sx={{ flex: 1 }}
        />
        <SelectInput
          source="art.motif"
          label={t(T.motif)}
          choices={ART_MOTIFS.map((id) => ({ id, name: t(MOTIF_NAMES[id]) }))}
          validate={required()}
          sx={{ flex: 1 }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput source="art.kicker" label={t(T.kicker)} validate={[required(), maxLength(40)]} sx={{ flex: 1 }} />
        <TextInput
          source="art.headline"
          label={t(T.headline)}
          validate={[required(), maxLength(32)]}
          sx={{ flex: 1 }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput source="art.amountLira" label={t(T.amountLira)} helperText={t(T.liraHelp)} sx={{ flex: 1 }} />
        <TextInput source="art.amountSuffix" label={t(T.amountSuffix)} validate={maxLength(30)} sx={{ flex: 1 }} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput source="art.line" label={t(T.line)} validate={maxLength(60)} sx={{ flex: 2 }} />
        <TextInput source="art.cta" label={t(T.cta)} validate={maxLength(20)} sx={{ flex: 1 }} />
      </Stack>
    </Box>
  );
}

/**
 * The form beside its preview: two columns on a laptop's width (the preview stays in sight while
 * the form scrolls); on a tablet the preview comes first, above the form, at the width of a phone.
 */
export function FormWithPreview({ children, preview }: { children: ReactNode; preview: ReactNode }) {
  return (
    <Box
      sx={{
        width: '100%',
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(320px, 36%)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0, order: { xs: 2, lg: 1 } }}>{children}</Box>
      <Box
        sx={{
          position: { lg: 'sticky' },
          top: { lg: 16 },
          minWidth: 0,
          order: { xs: 1, lg: 2 },
          maxWidth: { xs: 520, lg: 'none' },
        }}
      >
        {preview}
      </Box>
    </Box>
  );
}
