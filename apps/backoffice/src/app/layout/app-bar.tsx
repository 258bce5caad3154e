import KeyIcon from '@mui/icons-material/Key';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { AppBar, Logout, UserMenu, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { TEXTS } from '../../i18n/texts';
import { useText } from '../../i18n/use-text';

const ChangePasswordItem = forwardRef<HTMLAnchorElement>(function ChangePasswordItem(_props, ref) {
  const t = useText();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to="/account/password" ref={ref} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <KeyIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{t(TEXTS.changePassword)}</ListItemText>
    </MenuItem>
  );
});

/** react-admin's bar (title, language, light/dark, refresh) with the password change in the user menu. */
export function BackofficeAppBar() {
  return (
    <AppBar
      userMenu={
        <UserMenu>
          <ChangePasswordItem />
          <Logout />
        </UserMenu>
      }
    />
  );
}
