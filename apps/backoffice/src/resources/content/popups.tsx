import type { StaffPopup } from '@bnw/contract/backoffice';
import { Tooltip } from '@mui/material';
import { FunctionField, NumberField, useRecordContext } from 'react-admin';
import { useText } from '../../i18n/use-text';
import {
  ArtInputs,
  BadgeChip,
  ContentCreate,
  ContentEdit,
  ContentList,
  PlacementInputs,
  ReadOnlyNote,
  StateLine,
  StatusChip,
  TwoLines,
  WordsInputs,
  useCommonFilters,
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
  return (
    <ContentList title={T.popups} filters={useCommonFilters()} publish={{ resource: 'content-popups' }}>
      <FunctionField<StaffPopup>
        label={t(T.title)}
        render={(popup) => <TwoLines first={popup.title} second={t(SITE_TYPE_NAMES[popup.siteType])} />}
      />
      <FunctionField<StaffPopup> label={t(T.status)} render={(popup) => <StatusChip status={popup.status} />} />
      <FunctionField<StaffPopup> label={t(T.onSite)} render={(popup) => <PopupBadge popup={popup} />} />
      <NumberField source="sortOrder" label={t(T.sortOrder)} sortable={false} />
    </ContentList>
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
  if (!popup) return null;
  return (
    <StateLine label={T.previewSaved}>
      <PopupBadge popup={popup} />
    </StateLine>
  );
}

export function PopupEdit() {
  return (
    <ContentEdit title={T.popups} preview={<LivePreview kind="popup" footer={<SavedState />} />}>
      <PopupInputs />
    </ContentEdit>
  );
}

export function PopupCreate() {
  return (
    <ContentCreate
      title={T.popups}
      preview={<LivePreview kind="popup" />}
      defaultValues={{ siteType: 'all', sortOrder: 0, status: 'inactive', art: NEW_ART }}
    >
      <PopupInputs />
    </ContentCreate>
  );
}
