import { TextField } from '@mui/material';
import { STAFF_LIMITS } from '@bnw/contract/backoffice';
import type { Text } from '../i18n/language';
import { TEXTS } from '../i18n/texts';
import { useText } from '../i18n/use-text';

/** What is wrong with a new password typed twice, before the server judges it (it checks again). */
export function passwordPairProblem(password: string, repeat: string): Text | null {
  if (password.length < STAFF_LIMITS.passwordMin) return TEXTS.passwordTooShort;
  if (password !== repeat) return TEXTS.passwordsDiffer;
  return null;
}

export function PasswordPair(props: {
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
}) {
  const t = useText();
  const limits = { htmlInput: { maxLength: STAFF_LIMITS.passwordMax } };
  return (
    <>
      <TextField
        label={t(TEXTS.newPassword)}
        name="new-password"
        type="password"
        autoComplete="new-password"
        value={props.password}
        onChange={(event) => props.onPassword(event.target.value)}
        slotProps={limits}
        required
      />
      <TextField
        label={t(TEXTS.repeatPassword)}
        name="repeat-password"
        type="password"
        autoComplete="new-password"
        value={props.repeat}
        onChange={(event) => props.onRepeat(event.target.value)}
        slotProps={limits}
        required
      />
    </>
  );
}
