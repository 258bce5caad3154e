import { Chip } from '@mui/material';
import type { Text } from '../i18n/language';
import { TEXTS } from '../i18n/texts';
import { useText } from '../i18n/use-text';

/** A record's switch as a list shows it: on (green) or off, in the area's own words when it has some. */
export function OnOffChip({
  on,
  onText = TEXTS.on,
  offText = TEXTS.off,
}: {
  on: boolean;
  onText?: Text;
  offText?: Text;
}) {
  const t = useText();
  return <Chip size="small" color={on ? 'success' : 'default'} label={t(on ? onText : offText)} />;
}
