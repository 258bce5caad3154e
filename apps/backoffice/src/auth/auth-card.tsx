import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ToggleThemeButton, useLocaleState } from 'react-admin';
import { useText } from '../i18n/use-text';
import { TEXTS } from '../i18n/texts';

/** The centred card of the pages outside the layout (login, set-up), with the language switch. */
export function AuthCard({ title, children, width = 400 }: { title: string; children: ReactNode; width?: number }) {
  const t = useText();
  const [locale, setLocale] = useLocaleState();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: width }} elevation={3}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 3 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="overline" color="text.secondary">
              {t(TEXTS.appTitle)}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <Button
                size="small"
                onClick={() => setLocale(locale === 'en' ? 'tr' : 'en')}
                aria-label={t(TEXTS.languageSwitch)}
                // The label is in the other language: its capitals follow that language's rules (not "ENGLİSH").
                lang={locale === 'en' ? 'tr' : 'en'}
              >
                {t(TEXTS.language)}
              </Button>
              <ToggleThemeButton />
            </Box>
          </Box>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
