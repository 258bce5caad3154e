import type { StaffBonusOffer, StaffPromotion } from '@bnw/contract/backoffice';
import { GAME_LOBBIES } from '@bnw/contract/constants';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  FunctionField,
  NumberField,
  TextInput,
  maxLength,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { callBackoffice } from '../../data/rpc';
import { formatMoney, kurusToLiraText } from '../../i18n/format';
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
  useMayWriteContent,
} from './common';
import { NEW_ART, requiredKurus } from './form-values';
import { LivePreview } from './preview';
import { CONTENT_TEXTS, LOBBY_NAMES, SITE_TYPE_NAMES } from './texts';

const T = CONTENT_TEXTS;

/** A promotion is listed by the site while it is published (no dates). */
function shownBadge(promotion: { shownNow: boolean }) {
  return promotion.shownNow
    ? { text: T.shownNow, color: 'success' as const }
    : { text: T.notShown, color: 'default' as const };
}

export function PromotionList() {
  const t = useText();
  return (
    <ContentList title={T.promotions} filters={useCommonFilters()} publish={{ resource: 'content-promotions' }}>
      <FunctionField<StaffPromotion>
        label={t(T.art)}
        render={(promotion) => (
          <Box
            component="img"
            src={promotion.preview.Image.Url}
            alt=""
            loading="lazy"
            sx={{ width: 96, aspectRatio: '16 / 9', borderRadius: 1, display: 'block' }}
          />
        )}
      />
      <FunctionField<StaffPromotion>
        label={t(T.title)}
        render={(promotion) => (
          <TwoLines first={promotion.title} second={promotion.badge ?? t(SITE_TYPE_NAMES[promotion.siteType])} />
        )}
      />
      <FunctionField<StaffPromotion>
        label={t(T.bonus)}
        render={(promotion) => (promotion.bonus ? <BonusSummary bonus={promotion.bonus} /> : '—')}
      />
      <FunctionField<StaffPromotion>
        label={t(T.status)}
        render={(promotion) => <StatusChip status={promotion.status} />}
      />
      <FunctionField<StaffPromotion>
        label={t(T.onSite)}
        render={(promotion) => <BadgeChip badge={shownBadge(promotion)} />}
      />
      <NumberField source="sortOrder" label={t(T.sortOrder)} sortable={false} />
    </ContentList>
  );
}

function BonusSummary({ bonus }: { bonus: StaffBonusOffer }) {
  const t = useText();
  const terms =
    bonus.kind === 'deposit' ? `%${bonus.percent} · ≤ ${formatMoney(bonus.maxKurus)}` : formatMoney(bonus.fixedKurus);
  return (
    <TwoLines
      first={terms}
      second={`${bonus.wageringMultiple}x · ${t(T.bonusClaims).replace('%{count}', String(bonus.claims))}`}
    />
  );
}

function PromotionInputs() {
  const t = useText();
  return (
    <>
      <ReadOnlyNote />
      <WordsInputs />
      <TextInput source="badge" label={t(T.badge)} validate={maxLength(30)} fullWidth />
      <TextInput
        source="terms"
        label={t(T.terms)}
        helperText={t(T.termsHelp)}
        validate={maxLength(6000)}
        multiline
        minRows={4}
        fullWidth
      />
      <PlacementInputs />
      <ArtInputs />
    </>
  );
}

function SavedState() {
  const promotion = useRecordContext<StaffPromotion>();
  if (!promotion) return null;
  return (
    <StateLine label={T.previewSaved}>
      <BadgeChip badge={shownBadge(promotion)} />
    </StateLine>
  );
}

export function PromotionEdit() {
  return (
    <ContentEdit
      title={T.promotions}
      preview={<LivePreview kind="promotion" footer={<SavedState />} />}
      after={<BonusPanel />}
    >
      <PromotionInputs />
    </ContentEdit>
  );
}

export function PromotionCreate() {
  const t = useText();
  return (
    <ContentCreate
      title={T.promotions}
      preview={<LivePreview kind="promotion" />}
      defaultValues={{ siteType: 'all', sortOrder: 0, status: 'inactive', art: NEW_ART }}
    >
      <PromotionInputs />
      <Alert severity="info" sx={{ mt: 1 }}>
        {t(T.bonusAfterSave)}
      </Alert>
    </ContentCreate>
  );
}

// ---- the promotion's bonus ---------------------------------------------------------------------

type Lobby = (typeof GAME_LOBBIES)[number];

interface BonusDraft {
  kind: 'deposit' | 'fixed';
  percent: string;
  maxLira: string;
  minDepositLira: string;
  fixedLira: string;
  wageringMultiple: string;
  maxStakeLira: string;
  validDays: string;
  contributions: Record<Lobby, string>;
  active: boolean;
}

function draftOf(bonus: StaffBonusOffer | null): BonusDraft {
  const contributions = { slot: '', virtual: '', live: '' } as Record<Lobby, string>;
  if (!bonus) {
    return {
      kind: 'deposit',
      percent: '100',
      maxLira: '1.000,00',
      minDepositLira: '100,00',
      fixedLira: '',
      wageringMultiple: '30',
      maxStakeLira: '50,00',
      validDays: '7',
      contributions: { ...contributions, slot: '100' },
      active: true,
    };
  }
  for (const part of bonus.contributions) contributions[part.lobby] = String(part.percent);
  return {
    kind: bonus.kind,
    percent: String(bonus.percent),
    maxLira: kurusToLiraText(bonus.maxKurus),
    minDepositLira: kurusToLiraText(bonus.minDepositKurus),
    fixedLira: kurusToLiraText(bonus.fixedKurus),
    wageringMultiple: String(bonus.wageringMultiple),
    maxStakeLira: kurusToLiraText(bonus.maxStakeKurus),
    validDays: String(bonus.validDays),
    contributions,
    active: bonus.active,
  };
}

const whole = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The draft as the call takes it; an amount that is not one throws its Turkish message. */
function bonusInput(promotionID: number, draft: BonusDraft) {
  const deposit = draft.kind === 'deposit';
  return {
    promotionID,
    kind: draft.kind,
    percent: deposit ? whole(draft.percent) : 0,
    maxKurus: deposit ? requiredKurus(draft.maxLira) : 0,
    minDepositKurus: deposit ? requiredKurus(draft.minDepositLira || '0') : 0,
    fixedKurus: deposit ? 0 : requiredKurus(draft.fixedLira),
    wageringMultiple: whole(draft.wageringMultiple),
    maxStakeKurus: requiredKurus(draft.maxStakeLira),
    validDays: whole(draft.validDays),
    contributions: GAME_LOBBIES.filter((lobby) => draft.contributions[lobby].trim() !== '').map((lobby) => ({
      lobby,
      percent: whole(draft.contributions[lobby]),
    })),
    active: draft.active,
  };
}

/**
 * The promotion's one bonus offer: its terms (deposit percent with cap and minimum, or a fixed
 * amount; wagering, highest stake, days, each lobby's contribution) and whether it can be claimed.
 * Once a player has claimed it only the switch changes: the terms are the promise they took.
 */
function BonusPanel() {
  const promotion = useRecordContext<StaffPromotion>();
  const mayWrite = useMayWriteContent();
  const t = useText();
  const notify = useNotify();
  const refresh = useRefresh();
  const [draft, setDraft] = useState<BonusDraft>(() => draftOf(promotion?.bonus ?? null));
  const [loadedFor, setLoadedFor] = useState(promotion?.bonus ?? null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (!promotion) return null;
  // The record came back from the server (after a save): the form shows what it answered.
  if (promotion.bonus !== loadedFor) {
    setLoadedFor(promotion.bonus);
    setDraft(draftOf(promotion.bonus));
  }
  const claimed = (promotion.bonus?.claims ?? 0) > 0;
  const locked = !mayWrite || claimed;
  const set = (patch: Partial<BonusDraft>) => setDraft((before) => ({ ...before, ...patch }));

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      notify(done, { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    run(() => callBackoffice('bo_content.promotion_bonus_save', bonusInput(promotion.id, draft)), t(T.bonusSaved));
  const remove = () =>
    run(() => callBackoffice('bo_content.promotion_bonus_delete', { promotionID: promotion.id }), t(T.bonusRemoved));

  const field = (label: string, key: keyof Omit<BonusDraft, 'kind' | 'contributions' | 'active'>, help?: string) => (
    <MuiTextField
      label={label}
      value={draft[key]}
      onChange={(event) => set({ [key]: event.target.value })}
      disabled={locked}
      helperText={help}
      size="small"
      sx={{ flex: 1, minWidth: 150 }}
    />
  );

  return (
    <Card variant="outlined" sx={{ m: 2 }} data-testid="bonus-panel">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6">{t(T.bonus)}</Typography>
          {promotion.bonus ? (
            <Chip size="small" label={t(T.bonusClaims).replace('%{count}', String(promotion.bonus.claims))} />
          ) : null}
        </Stack>
        {!promotion.bonus ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t(T.bonusNone)}
          </Alert>
        ) : null}
        {claimed ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t(T.bonusClaimedNote)}
          </Alert>
        ) : null}
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
            <MuiTextField
              select
              label={t(T.bonusKind)}
              value={draft.kind}
              onChange={(event) => set({ kind: event.target.value as BonusDraft['kind'] })}
              disabled={locked}
              size="small"
              sx={{ flex: 1, minWidth: 200 }}
            >
              <MenuItem value="deposit">{t(T.bonusDeposit)}</MenuItem>
              <MenuItem value="fixed">{t(T.bonusFixed)}</MenuItem>
            </MuiTextField>
            {draft.kind === 'deposit' ? (
              <>
                {field(t(T.bonusPercent), 'percent')}
                {field(t(T.bonusMax), 'maxLira', t(T.liraHelp))}
                {field(t(T.bonusMinDeposit), 'minDepositLira')}
              </>
            ) : (
              field(t(T.bonusFixedAmount), 'fixedLira', t(T.liraHelp))
            )}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {field(t(T.wageringMultiple), 'wageringMultiple')}
            {field(t(T.maxStake), 'maxStakeLira')}
            {field(t(T.validDays), 'validDays')}
          </Stack>
          <Box>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t(T.contributions)}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {GAME_LOBBIES.map((lobby) => (
                <MuiTextField
                  key={lobby}
                  label={t(LOBBY_NAMES[lobby])}
                  value={draft.contributions[lobby]}
                  onChange={(event) => set({ contributions: { ...draft.contributions, [lobby]: event.target.value } })}
                  disabled={locked}
                  size="small"
                  sx={{ flex: 1 }}
                />
              ))}
            </Stack>
          </Box>
          <FormControlLabel
            control={
              <Switch
                checked={draft.active}
                onChange={(event) => set({ active: event.target.checked })}
                disabled={!mayWrite}
              />
            }
            label={t(T.bonusActive)}
          />
          {mayWrite ? (
            <Stack direction="row" spacing={2}>
              <Button variant="contained" onClick={save} disabled={busy}>
                {t(T.bonusSave)}
              </Button>
              {promotion.bonus && !claimed ? (
                <Button color="error" onClick={() => setConfirming(true)} disabled={busy}>
                  {t(T.bonusRemove)}
                </Button>
              ) : null}
            </Stack>
          ) : null}
        </Stack>
        <Confirm
          isOpen={confirming}
          title={t(T.bonusRemove)}
          content={t(T.bonusRemoveConfirm)}
          confirm={t(T.confirm)}
          cancel={t(T.cancel)}
          onConfirm={() => {
            setConfirming(false);
            void remove();
          }}
          onClose={() => setConfirming(false)}
        />
      </CardContent>
    </Card>
  );
}
