import { PRIZE_KINDS, TOURNAMENT_SCORING_RULES } from '@bnw/contract';
import type { StaffTournament } from '@bnw/contract/backoffice';
import { GAME_LOBBIES } from '@bnw/contract/constants';
import { Alert, Box, Stack, Typography } from '@mui/material';
import {
  ArrayInput,
  FormDataConsumer,
  FunctionField,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  maxLength,
  required,
  useRecordContext,
} from 'react-admin';
import { formatMoney } from '../../i18n/format';
import type { Text } from '../../i18n/language';
import { useText } from '../../i18n/use-text';
import {
  ArtInputs,
  BadgeChip,
  ContentCreate,
  ContentEdit,
  ContentList,
  ContentToolbar,
  PlacementInputs,
  ReadOnlyNote,
  StateLine,
  StatusChip,
  TitleTextInputs,
  TwoLines,
  WindowCell,
  WindowInputs,
  useCommonFilters,
} from './common';
import { NEW_ART, isoToIstanbulLocal } from './form-values';
import { LivePreview } from './preview';
import { CONTENT_TEXTS, LOBBY_NAMES, SCORING_NAMES } from './texts';

const T = CONTENT_TEXTS;

/** By date, as the player site shows it; an unpublished tournament is simply off. */
function stateBadge(tournament: Pick<StaffTournament, 'status' | 'state'>): {
  text: Text;
  color: 'success' | 'info' | 'default';
} {
  if (tournament.status !== 'active') return { text: T.off, color: 'default' };
  if (tournament.state === 'active') return { text: T.shownNow, color: 'success' };
  if (tournament.state === 'upcoming') return { text: T.planned, color: 'info' };
  return { text: T.ended, color: 'default' };
}

export function TournamentList() {
  const t = useText();
  return (
    <ContentList title={T.tournaments} filters={useCommonFilters()} publish={{ resource: 'content-tournaments' }}>
      <FunctionField<StaffTournament>
        label={t(T.title)}
        render={(tournament) => <TwoLines first={tournament.title} second={t(SCORING_NAMES[tournament.scoringRule])} />}
      />
      <FunctionField<StaffTournament>
        label={t(T.window)}
        render={(tournament) => <WindowCell start={tournament.startDate} end={tournament.endDate} />}
      />
      <FunctionField<StaffTournament>
        label={t(T.status)}
        render={(tournament) => <StatusChip status={tournament.status} />}
      />
      <FunctionField<StaffTournament>
        label={t(T.onSite)}
        render={(tournament) => <BadgeChip badge={stateBadge(tournament)} />}
      />
      <FunctionField<StaffTournament>
        label={t(T.prizePool)}
        render={(tournament) => formatMoney(tournament.preview.PrizePoolKurus)}
      />
      <FunctionField<StaffTournament> label={t(T.entries)} render={(tournament) => tournament.entries} />
    </ContentList>
  );
}

/** Why most of the form is disabled once the tournament has started. */
function StartedNote() {
  const tournament = useRecordContext<StaffTournament>();
  const t = useText();
  if (!tournament?.started) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="tournament-started">
      {t(T.startedNote)}
      {tournament.settled ? ` ${t(T.settled)}.` : null}
    </Alert>
  );
}

function PrizeInputs({ locked }: { locked: boolean }) {
  const t = useText();
  const lockedHelp = locked ? t(T.lockedHelp) : undefined;
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {t(T.prizes)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {lockedHelp ?? t(T.prizesHelp)}
      </Typography>
      <ArrayInput source="prizeRows" label={false} validate={required()}>
        <SimpleFormIterator inline disableAdd={locked} disableRemove={locked} disableReordering disableClear>
          <NumberInput
            source="fromRank"
            label={t(T.fromRank)}
            min={1}
            step={1}
            validate={required()}
            disabled={locked}
            sx={{ width: 110 }}
          />
          <NumberInput
            source="toRank"
            label={t(T.toRank)}
            min={1}
            step={1}
            validate={required()}
            disabled={locked}
            sx={{ width: 110 }}
          />
          <TextInput
            source="amountLira"
            label={t(T.prizeAmount)}
            validate={required()}
            disabled={locked}
            sx={{ width: 150 }}
          />
          <SelectInput
            source="kind"
            label={t(T.prizeKind)}
            choices={PRIZE_KINDS.map((id) => ({ id, name: t(id === 'cash' ? T.prizeCash : T.prizeBonus) }))}
            validate={required()}
            disabled={locked}
            sx={{ width: 130 }}
          />
        </SimpleFormIterator>
      </ArrayInput>
      <FormDataConsumer>
        {({ formData }) => {
          const rows = (formData.prizeRows ?? []) as { kind?: string }[];
          if (!rows.some((row) => row?.kind === 'bonus')) return null;
          return <PrizeTermsInputs locked={locked} />;
        }}
      </FormDataConsumer>
    </Box>
  );
}

/** The wagering a bonus prize is paid with. */
function PrizeTermsInputs({ locked }: { locked: boolean }) {
  const t = useText();
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle2">{t(T.prizeBonusTerms)}</Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {t(T.prizeBonusTermsHelp)}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberInput
          source="prizeTerms.wageringMultiple"
          label={t(T.wageringMultiple)}
          min={0}
          max={100}
          step={1}
          validate={required()}
          disabled={locked}
          sx={{ flex: 1 }}
        />
        <TextInput
          source="prizeTerms.maxStakeLira"
          label={t(T.maxStake)}
          helperText={t(T.liraHelp)}
          validate={required()}
          disabled={locked}
          sx={{ flex: 1 }}
        />
        <NumberInput
          source="prizeTerms.validDays"
          label={t(T.validDays)}
          min={1}
          max={365}
          step={1}
          validate={required()}
          disabled={locked}
          sx={{ flex: 1 }}
        />
      </Stack>
      <ArrayInput source="prizeTerms.contributions" label={t(T.contributions)}>
        <SimpleFormIterator inline disableAdd={locked} disableRemove={locked} disableReordering disableClear>
          <SelectInput
            source="lobby"
            label={t(T.lobby)}
            choices={GAME_LOBBIES.map((id) => ({ id, name: t(LOBBY_NAMES[id]) }))}
            validate={required()}
            disabled={locked}
            sx={{ width: 170 }}
          />
          <NumberInput
            source="percent"
            label="%"
            min={0}
            max={100}
            step={1}
            validate={required()}
            disabled={locked}
            sx={{ width: 100 }}
          />
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
}

function TournamentInputs({ locked }: { locked: boolean }) {
  const t = useText();
  const lockedHelp = locked ? t(T.lockedHelp) : undefined;
  return (
    <>
      <ReadOnlyNote />
      <StartedNote />
      <TitleTextInputs />
      <TextInput
        source="terms"
        label={t(T.terms)}
        helperText={t(T.termsHelp)}
        validate={maxLength(6000)}
        multiline
        minRows={3}
        fullWidth
      />
      <WindowInputs disabled={locked} helperText={lockedHelp ?? t(T.tournamentWindowHelp)} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <SelectInput
          source="scoringRule"
          label={t(T.scoringRule)}
          choices={TOURNAMENT_SCORING_RULES.map((id) => ({ id, name: t(SCORING_NAMES[id]) }))}
          validate={required()}
          disabled={locked}
          helperText={lockedHelp}
          sx={{ flex: 1 }}
        />
        <TextInput
          source="minStakeLira"
          label={t(T.minStake)}
          disabled={locked}
          helperText={lockedHelp ?? t(T.liraHelp)}
          sx={{ flex: 1 }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <TextInput
          source="eligibleGamesText"
          label={t(T.eligibleGames)}
          disabled={locked}
          helperText={lockedHelp ?? t(T.eligibleHelp)}
          sx={{ flex: 1 }}
        />
        <TextInput
          source="eligibleCategoriesText"
          label={t(T.eligibleCategories)}
          disabled={locked}
          helperText={lockedHelp}
          sx={{ flex: 1 }}
        />
      </Stack>
      <PrizeInputs locked={locked} />
      <PlacementInputs />
      <ArtInputs />
    </>
  );
}

function SavedState() {
  const tournament = useRecordContext<StaffTournament>();
  const t = useText();
  if (!tournament) return null;
  return (
    <Stack spacing={0.5}>
      <StateLine label={T.previewSaved}>
        <BadgeChip badge={stateBadge(tournament)} />
      </StateLine>
      <Typography variant="body2" color="text.secondary">
        {t(T.prizePool)}: {formatMoney(tournament.preview.PrizePoolKurus)} · {t(T.entries)}: {tournament.entries}
      </Typography>
    </Stack>
  );
}

/** Deleted only while nobody has scored (the server keeps it otherwise). */
function TournamentToolbar() {
  const tournament = useRecordContext<StaffTournament>();
  return <ContentToolbar deletable={(tournament?.entries ?? 0) === 0} />;
}

/** A started tournament's rules are fixed: their inputs are disabled. */
function SavedTournamentInputs() {
  const tournament = useRecordContext<StaffTournament>();
  return <TournamentInputs locked={tournament?.started ?? false} />;
}

export function TournamentEdit() {
  return (
    <ContentEdit
      title={T.tournaments}
      preview={<LivePreview kind="tournament" footer={<SavedState />} />}
      toolbar={<TournamentToolbar />}
    >
      <SavedTournamentInputs />
    </ContentEdit>
  );
}

/** A new tournament: off, from tomorrow for a week, one cash prize for the winner. */
function newTournament() {
  const day = 86_400_000;
  const start = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + day;
  return {
    siteType: 'all',
    sortOrder: 0,
    status: 'inactive',
    startLocal: isoToIstanbulLocal(new Date(start).toISOString()),
    endLocal: isoToIstanbulLocal(new Date(start + 7 * day).toISOString()),
    scoringRule: 'total_stake',
    minStakeLira: '1,00',
    eligibleGamesText: '',
    eligibleCategoriesText: '',
    prizeRows: [{ fromRank: 1, toRank: 1, amountLira: '1.000,00', kind: 'cash' }],
    prizeTerms: {
      wageringMultiple: 30,
      maxStakeLira: '50,00',
      validDays: 7,
      contributions: [{ lobby: 'slot', percent: 100 }],
    },
    terms: '',
    art: { ...NEW_ART, motif: 'trophy' },
  };
}

export function TournamentCreate() {
  return (
    <ContentCreate title={T.tournaments} preview={<LivePreview kind="tournament" />} defaultValues={newTournament}>
      <TournamentInputs locked={false} />
    </ContentCreate>
  );
}
