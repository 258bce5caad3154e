import { Box, Button, Typography } from '@mui/material';
import { AccessDenied, AuthenticationError, Error as ReactAdminError, NotFound, Title } from 'react-admin';
import { Link } from 'react-router-dom';
import type { FallbackProps } from '../components/error-boundary';
import { TEXTS } from '../i18n/texts';
import { useText } from '../i18n/use-text';

/**
 * react-admin's pages for what rarely happens (an address nothing answers, a role refused, a page
 * that failed): they bring react-admin's page title and its editor along, so they are loaded only
 * when shown, not with the first screen.
 */
export function NotFoundPage() {
  return <NotFound />;
}

export function AccessDeniedPage() {
  return <AccessDenied />;
}

export function AuthenticationErrorPage() {
  return <AuthenticationError />;
}

export function ErrorPage(props: FallbackProps) {
  return <ReactAdminError {...props} />;
}

/** An area that exists but the role may not open, reached by typing its address. */
export function ForbiddenPage() {
  const t = useText();
  return (
    <Box role="alert" data-testid="forbidden-page" sx={{ mt: 6, mx: 'auto', maxWidth: 560, textAlign: 'center' }}>
      <Title title={t(TEXTS.forbiddenShort)} />
      <Typography variant="h5" component="h1" gutterBottom>
        {t(TEXTS.forbiddenTitle)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(TEXTS.forbiddenHelp)}
      </Typography>
      <Button component={Link} to="/" variant="contained">
        {t(TEXTS.backToDashboard)}
      </Button>
    </Box>
  );
}
