import type { ART_SIZES } from '@bnw/contract/backoffice';
import { Alert, Box, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { FormDataConsumer } from 'react-admin';
import { callBackoffice } from '../../data/rpc';
import type { Text } from '../../i18n/language';
import { useText } from '../../i18n/use-text';
import { type ArtForm, artFromForm } from './form-values';
import { CONTENT_TEXTS } from './texts';

const T = CONTENT_TEXTS;

export type ArtSize = (typeof ART_SIZES)[number];

/** How long the form must rest before the banner is drawn again (one call per pause, not per key). */
export const ART_PREVIEW_DEBOUNCE_MS = 400;

interface ArtPicture {
  src: string | null;
  width: number;
  height: number;
  busy: boolean;
  error: string | null;
}

const SIZES: Record<ArtSize, { width: number; height: number }> = {
  slider: { width: 800, height: 400 },
  innerSlider: { width: 900, height: 300 },
  promotion: { width: 800, height: 450 },
  popup: { width: 640, height: 800 },
  tournament: { width: 800, height: 400 },
};

/**
 * The banner exactly as the site will draw it for the form's words (`bo_content.art_preview`),
 * drawn again once the typing pauses. A refusal (a word too long, an amount that is not one)
 * keeps the last good picture and says why.
 */
export function useArtPicture(size: ArtSize, title: string, art: Partial<ArtForm> | undefined): ArtPicture {
  const [state, setState] = useState<ArtPicture>({ src: null, ...SIZES[size], busy: true, error: null });
  const key = JSON.stringify([size, title, art ?? null]);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(async () => {
      setState((before) => ({ ...before, busy: true }));
      try {
        const [drawSize, drawTitle, drawArt] = JSON.parse(key) as [ArtSize, string, Partial<ArtForm> | null];
        const answer = await callBackoffice('bo_content.art_preview', {
          size: drawSize,
          // The title is the picture's alternative text; a new form has none yet.
          title: drawTitle.trim() || drawArt?.headline?.trim() || '—',
          art: artFromForm(drawArt ?? undefined),
        });
        if (!current) return;
        const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(answer.svg)}`;
        setState({ src, width: answer.width, height: answer.height, busy: false, error: null });
      } catch (error) {
        if (!current) return;
        const message = error instanceof Error ? error.message : String(error);
        setState((before) => ({ ...before, busy: false, error: message }));
      }
    }, ART_PREVIEW_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key]);
  return state;
}

/** The drawn banner in its reserved box (no jump when it arrives), with the drawing's state. */
export function ArtImage({ picture, alt, radius = 2 }: { picture: ArtPicture; alt: string; radius?: number }) {
  const t = useText();
  return (
    <Box>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: `${picture.width} / ${picture.height}`,
          borderRadius: radius,
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        {picture.src ? (
          <Box
            component="img"
            src={picture.src}
            alt={alt}
            data-testid="art-preview"
            sx={{ width: '100%', height: '100%', display: 'block', objectFit: 'cover' }}
          />
        ) : null}
        {picture.busy ? (
          <Stack
            direction="row"
            spacing={1}
            sx={{ position: 'absolute', right: 8, top: 8, alignItems: 'center' }}
            aria-live="polite"
          >
            <CircularProgress size={16} aria-label={t(T.previewDrawing)} />
          </Stack>
        ) : null}
      </Box>
      {picture.error ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t(T.previewFailed)}: {picture.error}
        </Alert>
      ) : null}
    </Box>
  );
}

/** The preview's frame: a titled card, with what the site does with the saved record beneath. */
export function PreviewCard({
  children,
  footer,
  note = T.previewNote,
}: {
  children: ReactNode;
  footer?: ReactNode;
  note?: Text;
}) {
  const t = useText();
  return (
    <Card variant="outlined" data-testid="content-preview">
      <CardContent>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t(T.preview)}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
          {t(note)}
        </Typography>
        {children}
        {footer ? <Box sx={{ mt: 2 }}>{footer}</Box> : null}
      </CardContent>
    </Card>
  );
}

/** The player site's phone column: its background and width, so the card looks as it will. */
function PhoneColumn({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={(theme) => ({
        bgcolor: theme.palette.mode === 'dark' ? '#0d0a1a' : '#f4f2fa',
        color: theme.palette.mode === 'dark' ? '#f4f2fa' : '#17122b',
        borderRadius: 3,
        p: 1.5,
        maxWidth: 420,
        mx: 'auto',
      })}
    >
      {children}
    </Box>
  );
}

type FormValues = {
  title?: string;
  text?: string;
  art?: Partial<ArtForm>;
  badge?: string;
  linkUrl?: string;
  linkText?: string;
};

/** A slider as the site shows it: the banner alone (it carries its words), linking where it says. */
function SliderCard({ values, size }: { values: FormValues; size: ArtSize }) {
  const picture = useArtPicture(size, values.title ?? '', values.art);
  return (
    <PhoneColumn>
      <ArtImage picture={picture} alt={values.title ?? ''} radius={4} />
      {values.linkUrl ? (
        <Typography variant="caption" sx={{ display: 'block', mt: 1, opacity: 0.8 }}>
          → {values.linkUrl}
        </Typography>
      ) : null}
    </PhoneColumn>
  );
}

/** A promotion's card as the promotions page lists it: picture, badge, title, text, "Detaylar". */
function PromotionCard({ values }: { values: FormValues }) {
  const t = useText();
  const picture = useArtPicture('promotion', values.title ?? '', values.art);
  return (
    <PhoneColumn>
      <Box
        sx={(theme) => ({
          borderRadius: 4,
          overflow: 'hidden',
          bgcolor: theme.palette.mode === 'dark' ? '#17122b' : '#ffffff',
          border: '1px solid',
          borderColor: theme.palette.mode === 'dark' ? '#2e2650' : '#d9d4ea',
        })}
      >
        <ArtImage picture={picture} alt="" radius={0} />
        <Stack spacing={0.5} sx={{ p: 2 }}>
          {values.badge ? (
            <Box>
              <Chip size="small" label={values.badge} sx={{ bgcolor: '#fbbf24', color: '#1f1300', fontWeight: 700 }} />
            </Box>
          ) : null}
          <Typography sx={{ fontWeight: 700, lineHeight: 1.3 }}>{values.title || '—'}</Typography>
          <Typography variant="body2" sx={{ opacity: 0.75, whiteSpace: 'pre-line' }}>
            {values.text}
          </Typography>
          <Typography
            variant="body2"
            sx={(theme) => ({ fontWeight: 600, color: theme.palette.mode === 'dark' ? '#a78bfa' : '#6d28d9' })}
          >
            {t(T.details)} ›
          </Typography>
        </Stack>
      </Box>
    </PhoneColumn>
  );
}

/** A pop-up as the site shows it above its bottom bar: title, text and the link's button. */
function PopupCard({ values }: { values: FormValues }) {
  const picture = useArtPicture('popup', values.title ?? '', values.art);
  return (
    <PhoneColumn>
      <Box
        sx={{
          borderRadius: 4,
          p: 1.5,
          pr: 5,
          color: '#fff',
          background: 'linear-gradient(to bottom right, #4c1d95, #9d174d)',
          position: 'relative',
          boxShadow: 6,
        }}
      >
        <Typography sx={{ fontWeight: 800, lineHeight: 1.3 }}>{values.title || '—'}</Typography>
        <Typography variant="body2" sx={{ opacity: 0.9, mt: 0.25 }}>
          {values.text}
        </Typography>
        {values.linkUrl && values.linkText ? (
          <Box
            component="span"
            sx={{
              display: 'inline-flex',
              mt: 1,
              px: 2,
              height: 40,
              alignItems: 'center',
              borderRadius: 3,
              bgcolor: '#fbbf24',
              color: '#1f1300',
              fontWeight: 700,
              fontSize: 14,
            }}
          >
            {values.linkText}
          </Box>
        ) : null}
        <Box component="span" aria-hidden sx={{ position: 'absolute', right: 14, top: 8, fontSize: 20, opacity: 0.9 }}>
          ×
        </Box>
      </Box>
      <Box sx={{ mt: 1.5, maxWidth: 200 }}>
        <ArtImage picture={picture} alt={values.title ?? ''} />
      </Box>
    </PhoneColumn>
  );
}

/** A tournament's card picture, with its title and short text beneath. */
function TournamentCard({ values }: { values: FormValues }) {
  const picture = useArtPicture('tournament', values.title ?? '', values.art);
  return (
    <PhoneColumn>
      <ArtImage picture={picture} alt="" radius={4} />
      <Typography sx={{ fontWeight: 700, mt: 1 }}>{values.title || '—'}</Typography>
      <Typography variant="body2" sx={{ opacity: 0.75 }}>
        {values.text}
      </Typography>
    </PhoneColumn>
  );
}

export type PreviewKind = 'slider' | 'innerSlider' | 'promotion' | 'popup' | 'tournament';

/** The live preview of the form being edited (reads the form's values as they change). */
export function LivePreview({
  kind,
  footer,
}: {
  kind: PreviewKind | ((values: FormValues & Record<string, unknown>) => PreviewKind);
  footer?: ReactNode;
}) {
  return (
    <PreviewCard footer={footer}>
      <FormDataConsumer>
        {({ formData }) => {
          const values = formData as FormValues & Record<string, unknown>;
          const chosen = typeof kind === 'function' ? kind(values) : kind;
          if (chosen === 'promotion') return <PromotionCard values={values} />;
          if (chosen === 'popup') return <PopupCard values={values} />;
          if (chosen === 'tournament') return <TournamentCard values={values} />;
          return <SliderCard values={values} size={chosen} />;
        }}
      </FormDataConsumer>
    </PreviewCard>
  );
}
