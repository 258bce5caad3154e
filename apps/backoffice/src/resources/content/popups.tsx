import type { StaffPopup } from '@bnw/contract/backoffice';
import { Stack, Tooltip, Typography } from '@mui/material';
import { Create, Datagrid, Edit, FunctionField, List, NumberField, SimpleForm, useRecordContext } from 'react-admin';
import { useText } from '../../i18n/use-text';
import {
  ArtInputs,
  BadgeChip,
  ContentListActions,
  ContentToolbar,
  FormWithPreview,
  PlacementInputs,
  PublishButton,
  ReadOnlyNote,
  StatusChip,
  TwoLines,
  WordsInputs,
  useCommonFilters,
  useMayWriteContent,
} from './common';
import { NEW_ART } from './form-values';
import { LivePreview } from './preview';
import { CONTENT_TEXTS, SITE_TYPE_NAMES } from './texts';

const T = CONTENT_TEXTS;

/** A pop-up has no dates: the site shows the first five published ones, by order. */
function shownBadge(popup: { shownNow: boolean; status: string }) {
  if (popup.shownNow) return { text: T.shownNow, color: 'success' as const };
  if (popup.status === 'active') return { text: T.notShown, color: 'warning' as const };
  return { text: T.off, color: 'default' as const };
}

function PopupBadge({ popup }: { popup: StaffPopup }) {
  const t = useText();
  const chip = <BadgeChip badge={shownBadge(popup)} />;
  if (popup.shownNow || popup.status !== 'active') return chip;
  return (
    <Tooltip title={t(T.notShownPopup)}>
      <span>{chip}</span>
    </Tooltip>
  );
}

export function PopupList() {
  const t = useText();
  const mayWrite = useMayWriteContent();
  return (
    <List
      filters={useCommonFilters()}
      actions={<ContentListActions />}
      perPage={25}
      exporter={false}
      title={t(T.popups)}
    >
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <FunctionField<StaffPopup>
          label={t(T.title)}
          render={(popup) => <TwoLines first={popup.title} second={t(SITE_TYPE_NAMES[popup.siteType])} />}
        />
        <FunctionField<StaffPopup> label={t(T.status)} render={(popup) => <StatusChip status={popup.status} />} />
        <FunctionField<StaffPopup> label={t(T.onSite)} render={(popup) => <PopupBadge popup={popup} />} />
        <NumberField source="sortOrder" label={t(T.sortOrder)} sortable={false} />
        {mayWrite ? <PublishButton resource="content-popups" /> : null}
      </Datagrid>
    </List>
  );
}

function PopupInputs() {
  return (
    <>
      <ReadOnlyNote />
      <WordsInputs />
      <PlacementInputs />
      <ArtInputs />
    </>
  );
}

function SavedState() {
  const popup = useRecordContext<StaffPopup>();
  const t = useText();
  if (!popup) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {t(T.previewSaved)}:
      </Typography>
      <PopupBadge popup={popup} />
    </Stack>
  );
}

export function PopupEdit() {
  const t = useText();
  return (
    <Edit mutationMode="pessimistic" title={t(T.popups)}>
      <SimpleForm toolbar={<ContentToolbar />} warnWhenUnsavedChanges>
        <FormWithPreview preview={<LivePreview kind="popup" footer={<SavedState />} />}>
          <PopupInputs />
        </FormWithPreview>
      </SimpleForm>
    </Edit>
  );
}

export function PopupCreate() {
  const t = useText();
  return (
    <Create title={t(T.popups)} redirect="edit">
      <SimpleForm
        toolbar={<ContentToolbar />}
        defaultValues={{ siteType: 'all', sortOrder: 0, status: 'inactive', art: NEW_ART }}
      >
        <FormWithPreview preview={<LivePreview kind="popup" />}>
          <PopupInputs />
        </FormWithPreview>
      </SimpleForm>
    </Create>
  );
}
