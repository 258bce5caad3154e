import { GAME_FLAG_FILTERS, type StaffGame } from '@bnw/contract/backoffice';
import { GAME_LOBBIES } from '@bnw/contract/constants';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import {
  BooleanInput,
  Datagrid,
  Edit,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleForm,
  useRecordContext,
} from 'react-admin';
import { useLanguage, useText } from '../../i18n/use-text';
import { ListedChip, SaveOnlyToolbar, StatusChip, useMayManageCatalogue } from './common';
import { CATALOGUE_TEXTS, FLAG_NAMES, LOBBY_NAMES } from './texts';
import { CsvListActions } from '../../data/list-csv-button';

const T = CATALOGUE_TEXTS;

/** The game's picture as the lobby shows it (drawn by the server from its name). */
function Picture({ game, width }: { game: StaffGame; width: number }) {
  return (
    <Box
      component="img"
      src={game.imageUrl}
      alt=""
      loading="lazy"
      width={width}
      height={Math.round((width * 4) / 3)}
      sx={{ borderRadius: 1, display: 'block' }}
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
      <SelectInput label={t(T.provider)} optionText="name" />
    </ReferenceInput>,
    <ReferenceInput key="category" source="categoryID" reference="catalogue-categories" perPage={100}>
      <SelectInput label={t(T.category)} optionText={language === 'en' ? 'nameEn' : 'nameTr'} />
    </ReferenceInput>,
    <SelectInput
      key="lobby"
      source="lobby"
      label={t(T.lobby)}
      choices={GAME_LOBBIES.map((id) => ({ id, name: t(LOBBY_NAMES[id]) }))}
      alwaysOn
    />,
    <SelectInput
      key="active"
      source="active"
      label={t(T.status)}
      choices={[
        { id: 'on', name: t(T.active) },
        { id: 'off', name: t(T.inactive) },
      ]}
      alwaysOn
    />,
    <SelectInput
      key="flag"
      source="flag"
      label={t(T.flag)}
      choices={GAME_FLAG_FILTERS.map((id) => ({ id, name: t(FLAG_NAMES[id]) }))}
    />,
  ];
}

/** Every lobby's games, searched the lobby's Turkish way, in the lobby's order unless sorted. */
export function GameList() {
  const t = useText();
  const language = useLanguage();
  const mayManage = useMayManageCatalogue();
  return (
    <List
      filters={useGameFilters()}
      perPage={25}
      exporter={false}
      actions={<CsvListActions filters />}
      title={t(T.games)}
      sort={{ field: 'sortOrder', order: 'ASC' }}
    >
      <Datagrid bulkActionButtons={false} rowClick={mayManage ? 'edit' : false}>
        <FunctionField<StaffGame> label={t(T.picture)} render={(game) => <Picture game={game} width={42} />} />
        <NumberField source="sortOrder" label={t(T.sortOrder)} />
        <FunctionField<StaffGame>
          source="name"
          label={t(T.name)}
          render={(game) => <TwoLines first={game.name} second={game.providerName} />}
        />
        <FunctionField<StaffGame>
          label={t(T.category)}
          render={(game) => (
            <TwoLines
              first={language === 'en' ? game.categoryNameEn : game.categoryNameTr}
              second={t(LOBBY_NAMES[game.lobby])}
            />
          )}
        />
        <FunctionField<StaffGame> label={t(T.status)} render={(game) => <StatusChip active={game.active} />} />
        <FunctionField<StaffGame> label={t(T.listed)} render={(game) => <ListedChip listed={game.listed} />} />
        <FunctionField<StaffGame> label={t(T.flags)} render={(game) => <FlagChips game={game} />} />
        <NumberField source="id" label={t(T.id)} />
      </Datagrid>
    </List>
  );
}

/** Switch, order and the lobby's flags, beside the picture the lobby shows. */
export function GameEdit() {
  const t = useText();
  return (
    <Edit mutationMode="pessimistic" title={t(T.games)}>
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <GameFacts />
        <BooleanInput source="active" label={t(T.activeSwitch)} />
        <NumberInput source="sortOrder" label={t(T.sortOrder)} helperText={t(T.sortOrderHelp)} min={0} step={1} />
        <Typography variant="subtitle2" sx={{ mt: 1 }}>
          {t(T.flags)}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
          <BooleanInput source="isNew" label={t(T.isNew)} />
          <BooleanInput source="isPopular" label={t(T.isPopular)} />
          <BooleanInput source="quickAccess" label={t(T.quickAccess)} />
          <BooleanInput source="mobile" label={t(T.mobile)} />
        </Stack>
      </SimpleForm>
    </Edit>
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
      </Stack>
    </Stack>
  );
}
