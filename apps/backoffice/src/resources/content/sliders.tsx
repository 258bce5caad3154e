import { SLIDER_PLACES, SLIDER_TYPES } from '@bnw/contract';
import type { StaffSlider } from '@bnw/contract/backoffice';
import { Box, Stack } from '@mui/material';
import { FunctionField, NumberField, SelectInput, required, useRecordContext } from 'react-admin';
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
  TwoLines,
  WindowCell,
  WindowInputs,
  WordsInputs,
  useCommonFilters,
  windowBadge,
} from './common';
import { NEW_ART, isoToIstanbulLocal } from './form-values';
import { LivePreview } from './preview';
import { CONTENT_TEXTS, SLIDER_TYPE_NAMES } from './texts';

const T = CONTENT_TEXTS;

function useSliderFilters() {
  const t = useText();
  return [
    ...useCommonFilters(),
    <SelectInput
      key="sliderType"
      source="sliderType"
      label={t(T.sliderType)}
      choices={SLIDER_TYPES.map((id) => ({ id, name: t(SLIDER_TYPE_NAMES[id]) }))}
      alwaysOn
    />,
  ];
}

/** The banner the site serves for the saved slider, small. */
function Thumbnail({ slider }: { slider: StaffSlider }) {
  return (
    <Box
      component="img"
      src={slider.preview.Image.Url}
      alt=""
      loading="lazy"
      sx={{
        width: 96,
        aspectRatio: `${slider.preview.Image.Width} / ${slider.preview.Image.Height}`,
        borderRadius: 1,
        display: 'block',
      }}
    />
  );
}

/** Every slider, shown or not, newest window first (the server's order). */
export function SliderList() {
  const t = useText();
  return (
    <ContentList
      title={T.sliders}
      filters={useSliderFilters()}
      publish={{ resource: 'content-sliders' }}
      sort={{ field: 'id', order: 'DESC' }}
    >
      <FunctionField<StaffSlider> label={t(T.art)} render={(slider) => <Thumbnail slider={slider} />} />
      <FunctionField<StaffSlider>
        label={t(T.title)}
        render={(slider) => (
          <TwoLines
            first={slider.title}
            second={`${t(SLIDER_TYPE_NAMES[slider.sliderType])} · ${t(slider.sliderPlace === 'top' ? T.placeTop : T.placeBottom)}`}
          />
        )}
      />
      <FunctionField<StaffSlider>
        label={t(T.window)}
        render={(slider) => <WindowCell start={slider.startDate} end={slider.endDate} />}
      />
      <FunctionField<StaffSlider>
        label={t(T.onSite)}
        render={(slider) => <BadgeChip badge={windowBadge(slider)} testId="slider-badge" />}
      />
      <NumberField source="sortOrder" label={t(T.sortOrder)} sortable={false} />
    </ContentList>
  );
}

function SliderInputs() {
  const t = useText();
  return (
    <>
      <ReadOnlyNote />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <SelectInput
          source="sliderType"
          label={t(T.sliderType)}
          choices={SLIDER_TYPES.map((id) => ({ id, name: t(SLIDER_TYPE_NAMES[id]) }))}
          validate={required()}
          sx={{ flex: 1 }}
        />
        <SelectInput
          source="sliderPlace"
          label={t(T.sliderPlace)}
          choices={SLIDER_PLACES.map((id) => ({ id, name: t(id === 'top' ? T.placeTop : T.placeBottom) }))}
          validate={required()}
          sx={{ flex: 1 }}
        />
      </Stack>
      <WordsInputs />
      <WindowInputs />
      <PlacementInputs />
      <ArtInputs />
    </>
  );
}

/** The home page's banners are 2:1, an inner page's 3:1. */
const sliderPreviewKind = (values: Record<string, unknown>) =>
  values.sliderType === 'home' ? 'slider' : 'innerSlider';

/** What the site does with the saved slider now, and its saved banner. */
function SavedState() {
  const slider = useRecordContext<StaffSlider>();
  if (!slider) return null;
  return (
    <Stack spacing={1}>
      <StateLine label={T.previewSaved}>
        <BadgeChip badge={windowBadge(slider)} testId="slider-badge" />
      </StateLine>
      <Box
        component="img"
        src={slider.preview.Image.Url}
        alt={slider.preview.Title}
        sx={{ width: 160, borderRadius: 1, display: 'block' }}
      />
    </Stack>
  );
}

export function SliderEdit() {
  return (
    <ContentEdit title={T.sliders} preview={<LivePreview kind={sliderPreviewKind} footer={<SavedState />} />}>
      <SliderInputs />
    </ContentEdit>
  );
}

/** A new slider starts published, on the home page, from now for a week. */
function newSlider() {
  const now = Date.now();
  return {
    sliderType: 'home',
    sliderPlace: 'top',
    siteType: 'all',
    sortOrder: 0,
    status: 'active',
    startLocal: isoToIstanbulLocal(new Date(now).toISOString()),
    endLocal: isoToIstanbulLocal(new Date(now + 7 * 86_400_000).toISOString()),
    art: NEW_ART,
  };
}

export function SliderCreate() {
  return (
    <ContentCreate title={T.sliders} preview={<LivePreview kind={sliderPreviewKind} />} defaultValues={newSlider}>
      <SliderInputs />
    </ContentCreate>
  );
}
