import { Chip } from '@mui/material';
import { useMayCall } from '../../auth/use-may-call';
import { OnOffChip } from '../../components/on-off-chip';
import { useText } from '../../i18n/use-text';
import { CATALOGUE_TEXTS } from './texts';

/** On or off, as the lobby reads the switch. */
export function StatusChip({ active }: { active: boolean }) {
  return <OnOffChip on={active} onText={CATALOGUE_TEXTS.active} offText={CATALOGUE_TEXTS.inactive} />;
}

/** Whether the player site lists it now (its own switch and everything above it). */
export function ListedChip({ listed }: { listed: boolean }) {
  const t = useText();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={listed ? 'success' : 'warning'}
      label={t(listed ? CATALOGUE_TEXTS.listedYes : CATALOGUE_TEXTS.listedNo)}
    />
  );
}

/** Whether the staff member may change the catalogue (administrator, content); auditors only read. */
export function useMayManageCatalogue(): boolean {
  return useMayCall()('bo_catalogue.game_update');
}

/** A row opens its form only for those who may change the catalogue. */
export function useCatalogueRowClick(): 'edit' | false {
  return useMayManageCatalogue() ? 'edit' : false;
}
