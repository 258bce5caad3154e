import { GAME_FLAG_FILTERS, GAME_IMAGE_LIMITS, GAME_IMAGE_TYPES, type StaffGame } from '@bnw/contract/backoffice';
import { GAME_LOBBIES } from '@bnw/contract/constants';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { type ChangeEvent, useRef, useState } from 'react';
import {
  BooleanInput,
  FunctionField,
  NumberField,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { RecordEdit } from '../../components/record-edit';
import { RecordList } from '../../components/record-list';
import { BackofficeError, callBackoffice } from '../../data/rpc';
import { formatDateTime } from '../../i18n/format';
import { useLanguage, useText } from '../../i18n/use-text';
import { ListedChip, StatusChip, useCatalogueRowClick, useMayManageCatalogue } from './common';
import { CATALOGUE_TEXTS, FLAG_NAMES, LOBBY_NAMES } from './texts';

const T = CATALOGUE_TEXTS;

/** The game's picture as the lobby shows it (the uploaded one, else drawn by the server from its name). */
function Picture({ game, width }: { game: StaffGame; width: number }) {
  return (
    <Box
      component="img"
      src={game.imageUrl}
      alt=""
      loading="lazy"
      width={width}
      height={Math.round((width * 4) / 3)}
      sx={{ borderRadius: 1, display: 'block', objectFit: 'cover' }}
    />
  );
}

/** A cell of two lines: the main fact, and beneath it a smaller one (keeps the list to a tablet's width). */
function TwoLines({ first, second }: { first: string; second: string }) {
  return (
    <Stack spacing={0.25}>
      <Typography variant="body2">{first}</Typography>
      <Typography variant="caption" color="text.secondary">
        {second}
      </Typography>
    </Stack>
  );
}

function FlagChips({ game }: { game: StaffGame }) {
  const t = useText();
  const flags = [
    game.isNew && T.isNew,
    game.isPopular && T.isPopular,
    game.quickAccess && T.quickAccess,
    !game.mobile && { tr: 'Mobilde yok', en: 'Not on mobile' },
  ].filter((flag) => flag !== false);
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {flags.map((flag) => (
        <Chip key={flag.tr} size="small" variant="outlined" label={t(flag)} />
      ))}
    </Stack>
  );
}

function useGameFilters() {
  const t = useText();
  const language = useLanguage();
  return [
    <SearchInput key="search" source="search" placeholder={t(T.search)} alwaysOn />,
    <ReferenceInput key="provider" source="providerID" reference="catalogue-providers" perPage={100} alwaysOn>
      <SelectInput optionText="name" />
    </ReferenceInput>,
    <ReferenceInput key="category" source="categoryID" reference="catalogue-categories" perPage={100}>
      <SelectInput optionText={language === 'en' ? 'nameEn' : 'nameTr'} />
    </ReferenceInput>,
    <SelectInput
      key="lobby"
      source="lobby"
      choices={GAME_LOBBIES.map((id) => ({ id, name: t(LOBBY_NAMES[id]) }))}
      alwaysOn
    />,
    <SelectInput
      key="active"
      source="active"
      choices={[
        { id: 'on', name: t(T.active) },
        { id: 'off', name: t(T.inactive) },
      ]}
      alwaysOn
    />,
    <SelectInput key="flag" source="flag" choices={GAME_FLAG_FILTERS.map((id) => ({ id, name: t(FLAG_NAMES[id]) }))} />,
  ];
}

/** Every lobby's games, searched the lobby's Turkish way, in the lobby's order unless sorted. */
export function GameList() {
  const t = useText();
  const language = useLanguage();
  return (
    <RecordList
      filters={useGameFilters()}
      filterButton
      sort={{ field: 'sortOrder', order: 'ASC' }}
      rowClick={useCatalogueRowClick()}
    >
      <FunctionField<StaffGame>
        source="imageUrl"
        sortable={false}
        render={(game) => <Picture game={game} width={42} />}
      />
      <NumberField source="sortOrder" />
      <FunctionField<StaffGame>
        source="name"
        render={(game) => <TwoLines first={game.name} second={game.providerName} />}
      />
      <FunctionField<StaffGame>
        source="categoryNameTr"
        sortable={false}
        render={(game) => (
          <TwoLines
            first={language === 'en' ? game.categoryNameEn : game.categoryNameTr}
            second={t(LOBBY_NAMES[game.lobby])}
          />
        )}
      />
      <FunctionField<StaffGame>
        source="active"
        sortable={false}
        render={(game) => <StatusChip active={game.active} />}
      />
      <FunctionField<StaffGame>
        source="listed"
        sortable={false}
        render={(game) => <ListedChip listed={game.listed} />}
      />
      <FunctionField<StaffGame> source="flags" sortable={false} render={(game) => <FlagChips game={game} />} />
      <NumberField source="id" />
    </RecordList>
  );
}

/** Switch, order and the lobby's flags, beside the picture the lobby shows. */
export function GameEdit() {
  const t = useText();
  return (
    <RecordEdit>
      <GameFacts />
      <BooleanInput source="active" helperText={t(T.activeHelp)} />
      <NumberInput source="sortOrder" helperText={t(T.sortOrderHelp)} min={0} step={1} />
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {t(T.flags)}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <BooleanInput source="isNew" />
        <BooleanInput source="isPopular" />
        <BooleanInput source="quickAccess" />
        <BooleanInput source="mobile" />
      </Stack>
    </RecordEdit>
  );
}

function GameFacts() {
  const game = useRecordContext<StaffGame>();
  const t = useText();
  const language = useLanguage();
  if (!game) return null;
  return (
    <Stack direction="row" spacing={3} sx={{ mb: 2, alignItems: 'flex-start' }}>
      <Picture game={game} width={150} />
      <Stack spacing={0.75}>
        <Typography variant="h6">{game.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {game.providerName} · {game.code} · {t(LOBBY_NAMES[game.lobby])} ·{' '}
          {language === 'en' ? game.categoryNameEn : game.categoryNameTr}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(T.rtp)} %{(game.rtpBasisPoints / 100).toLocaleString(language === 'en' ? 'en-GB' : 'tr-TR')}
        </Typography>
        <Box>
          <ListedChip listed={game.listed} />
        </Box>
        <Alert severity="info" sx={{ maxWidth: 480 }}>
          {t(T.pictureNote)}
        </Alert>
        <PictureControls game={game} />
      </Stack>
    </Stack>
  );
}

const PICTURE_TEXTS = {
  upload: { tr: 'Resim yükle', en: 'Upload picture' },
  backToDrawn: { tr: 'Çizilen resme dön', en: 'Back to the drawn picture' },
  drawn: { tr: 'Şu an çizilen resim gösteriliyor.', en: 'The drawn picture is shown now.' },
  uploaded: { tr: 'Yüklenen resim', en: 'Uploaded picture' },
  by: { tr: 'yükleyen', en: 'by' },
  rules: {
    tr: 'PNG, JPEG ya da WebP; en fazla 150 KB; her kenar 120–1200 piksel (önerilen 3:4, örneğin 600×800).',
    en: 'PNG, JPEG or WebP; at most 150 KB; each side 120–1200 px (3:4 recommended, e.g. 600×800).',
  },
  wrongType: {
    tr: 'Yalnızca PNG, JPEG ya da WebP biçiminde bir resim seçin.',
    en: 'Choose a PNG, JPEG or WebP picture only.',
  },
  tooLarge: { tr: 'Resim en fazla 150 KB olabilir.', en: 'The picture may be at most 150 KB.' },
  done: { tr: 'Oyunun resmi yüklendi.', en: "The game's picture was uploaded." },
  cleared: { tr: 'Oyun yeniden çizilen resmiyle gösteriliyor.', en: 'The game shows its drawn picture again.' },
} as const;

const TYPE_NAMES: Record<string, string> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP' };

/** The file as plain base64 (the data: address's part after the comma), as game_image_set takes it. */
function fileAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * Upload a picture (a provider's artwork) or go back to the drawn one. The type and size are
 * checked here to spare a pointless upload; the server checks the file's own bytes again.
 */
function PictureControls({ game }: { game: StaffGame }) {
  const t = useText();
  const language = useLanguage();
  const notify = useNotify();
  const refresh = useRefresh();
  const mayManage = useMayManageCatalogue();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await call();
      notify(done, { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof BackofficeError ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a refusal
    if (!file) return;
    if (!(GAME_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      notify(t(PICTURE_TEXTS.wrongType), { type: 'error' });
      return;
    }
    if (file.size > GAME_IMAGE_LIMITS.maxBytes) {
      notify(t(PICTURE_TEXTS.tooLarge), { type: 'error' });
      return;
    }
    await run(
      async () => callBackoffice('bo_catalogue.game_image_set', { gameID: game.id, image: await fileAsBase64(file) }),
      t(PICTURE_TEXTS.done),
    );
  };

  const uploaded = game.uploadedImage;
  return (
    <Stack spacing={1} sx={{ maxWidth: 480 }}>
      <Typography variant="body2" color="text.secondary">
        {uploaded
          ? `${t(PICTURE_TEXTS.uploaded)}: ${TYPE_NAMES[uploaded.type] ?? uploaded.type}, ${uploaded.width}×${uploaded.height} px, ${Math.ceil(uploaded.bytes / 1024)} KB · ${t(PICTURE_TEXTS.by)} ${uploaded.uploadedBy}, ${formatDateTime(uploaded.uploadedAt, language)}`
          : t(PICTURE_TEXTS.drawn)}
      </Typography>
      {mayManage && (
        <>
          <Typography variant="caption" color="text.secondary">
            {t(PICTURE_TEXTS.rules)}
          </Typography>
          <Stack direction="row" spacing={1}>
            <input
              ref={input}
              type="file"
              accept={GAME_IMAGE_TYPES.join(',')}
              hidden
              onChange={(event) => void chosen(event)}
            />
            <Button variant="outlined" size="small" disabled={busy} onClick={() => input.current?.click()}>
              {t(PICTURE_TEXTS.upload)}
            </Button>
            {uploaded && (
              <Button
                size="small"
                disabled={busy}
                onClick={() =>
                  void run(
                    () => callBackoffice('bo_catalogue.game_image_clear', { gameID: game.id }),
                    t(PICTURE_TEXTS.cleared),
                  )
                }
              >
                {t(PICTURE_TEXTS.backToDrawn)}
              </Button>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
