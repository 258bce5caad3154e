import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Loading } from 'react-admin';
import { AppBarTitle } from './app-bar-title';
import { Link } from 'react-router-dom';
import { type Me, loadMe } from '../../auth/me';
import { formatDateTime } from '../../i18n/format';
import { ROLE_NAMES, TEXTS } from '../../i18n/texts';
import { useLanguage, useText } from '../../i18n/use-text';
import { useAllowedEntries } from './menu';

/** Who am I, when the session ends at the latest, and links to the sections the role may open. */
export function Dashboard() {
  const t = useText();
  const language = useLanguage();
  const [me, setMe] = useState<Me | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { resources, pages } = useAllowedEntries();

  useEffect(() => {
    let current = true;
    loadMe()
      .then((answer) => current && setMe(answer))
      .catch((failure: unknown) => current && setError(failure instanceof Error ? failure.message : String(failure)));
    return () => {
      current = false;
    };
  }, []);

  if (error) return <Alert severity="error">{error}</Alert>;
  if (!me) return <Loading />;
  const links = [
    ...resources.map((resource) => ({ to: `/${resource.name}`, label: resource.label })),
    ...pages.map((page) => ({ to: `/${page.path}`, label: page.label })),
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <AppBarTitle>{t(TEXTS.dashboardTitle)}</AppBarTitle>
      <Card>
        <CardContent>
          <Typography variant="overline" color="text.secondary">
            {t(TEXTS.welcome)}
          </Typography>
          <Typography variant="h5" component="h2" data-testid="dashboard-username">
            {me.staff.username}
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {me.staff.email}
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(TEXTS.role)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {t(ROLE_NAMES[me.staff.role])}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(TEXTS.lastLogin)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {me.lastLoginAt ? formatDateTime(me.lastLoginAt, language) : t(TEXTS.never)}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(TEXTS.sessionEnds)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {formatDateTime(me.sessionExpiresAt, language)}
            </Typography>
          </Box>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {t(TEXTS.sessionIdle)}
          </Typography>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t(TEXTS.quickLinks)}
          </Typography>
          {links.length === 0 && <Typography variant="body2">{t(TEXTS.noQuickLinks)}</Typography>}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {links.map((link) => (
              <Button key={link.to} component={Link} to={link.to} variant="outlined" size="small">
                {t(link.label)}
              </Button>
            ))}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
