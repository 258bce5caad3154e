import { Button, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId } from 'react';
import { TEXTS } from '../i18n/texts';
import { useText } from '../i18n/use-text';
import { authProvider } from './auth-provider';
import { LoginForm } from './login-form';
import { afterRenewal } from '../data/session-renewal';
import { lastSignedInUsername, loadMe } from './me';

/**
 * The login over a page whose session ended: what was typed stays on the page behind it, and the
 * call that met the end runs again once signed in (unless someone else signs in: afterRenewal). It closes only by signing in or signing out
 * (a click beside it or Escape would leave the page's call waiting).
 */
export function RenewalDialog({
  reason,
  onSignedIn,
  onGiveUp,
}: {
  reason: string;
  onSignedIn: () => void;
  onGiveUp: () => void;
}) {
  const t = useText();
  const titleId = useId();
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t(TEXTS.renewTitle)}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2">{t(TEXTS.renewIntro)}</Typography>
        <LoginForm
          initialUsername={lastSignedInUsername() ?? ''}
          notice={reason}
          submitLabel={t(TEXTS.renewSubmit)}
          onLogin={async (fields) => {
            const previous = lastSignedInUsername();
            await authProvider.login(fields);
            const { staff } = await loadMe();
            if (afterRenewal(previous, staff.username) === 'restart') {
              window.location.reload();
              return;
            }
            onSignedIn();
          }}
        >
          <Button type="button" color="inherit" onClick={onGiveUp}>
            {t(TEXTS.renewGiveUp)}
          </Button>
        </LoginForm>
      </DialogContent>
    </Dialog>
  );
}
