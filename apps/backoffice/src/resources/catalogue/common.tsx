import { Chip } from '@mui/material';
import { SaveButton, Toolbar } from 'react-admin';
import { useText } from '../../i18n/use-text';
import { useMayCall } from '../core/use-methods';
import { CATALOGUE_TEXTS } from './texts';

/** On or off, as the lobby reads the switch. */
export function StatusChip({ active }: { active: boolean }) {
  const t = useText();
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      label={t(active ? CATALOGUE_TEXTS.active : CATALOGUE_TEXTS.inactive)}
    />
  );
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

/** Save only: the catalogue's records are never deleted from the back office. */
export function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}
