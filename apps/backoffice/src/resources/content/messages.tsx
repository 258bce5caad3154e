import { MASS_MESSAGE_KINDS } from '@bnw/contract';
import type { StaffMassMessage } from '@bnw/contract/backoffice';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import {
  FormDataConsumer,
  FunctionField,
  NumberField,
  SelectInput,
  TextInput,
  maxLength,
  required,
  useRecordContext,
} from 'react-admin';
import { formatDateTime } from '../../i18n/format';
import type { Text } from '../../i18n/language';
import { useLanguage, useText } from '../../i18n/use-text';
import {
  BadgeChip,
  ContentCreate,
  ContentEdit,
  ContentList,
  ContentToolbar,
  InstantInput,
  LinkInputs,
  PublishButton,
  ReadOnlyNote,
  StateLine,
  StatusInput,
  TwoLines,
  useCommonFilters,
} from './common';
import { istanbulLocalToIso } from './form-values';
import { PreviewCard } from './preview';
import { CONTENT_TEXTS, MESSAGE_KIND_NAMES } from './texts';

const T = CONTENT_TEXTS;
const TITLE_MAX = 120;
const TEXT_MAX = 1000;

type SendBadge = { text: Text; color: 'success' | 'info' | 'default' | 'warning' };

/** Where the message stands with the players: reached them, waits for its time, withdrawn or a draft. */
function sendBadge(message: Pick<StaffMassMessage, 'sent' | 'status' | 'publishedAt' | 'reads'>): SendBadge {
  if (message.status === 'active') {
    return message.sent ? { text: T.sent, color: 'success' } : { text: T.scheduled, color: 'info' };
  }
  const reached = message.reads > 0 || Date.parse(message.publishedAt) <= Date.now();
  return reached ? { text: T.withdrawn, color: 'warning' } : { text: T.draft, color: 'default' };
}

function useMessageFilters() {
  const t = useText();
  return [
    ...useCommonFilters(),
    <SelectInput
      key="kind"
      source="kind"
      label={t(T.kind)}
      choices={MASS_MESSAGE_KINDS.map((id) => ({ id, name: t(MESSAGE_KIND_NAMES[id]) }))}
      alwaysOn
    />,
  ];
}

/** A message's switch withdraws it from the players' notifications or puts it back. */
const WITHDRAW = { on: T.putBack, off: T.withdraw };

export function MessageList() {
  const t = useText();
  const language = useLanguage();
  return (
    <ContentList
      title={T.messages}
      filters={useMessageFilters()}
      publish={{ resource: 'content-messages', labels: WITHDRAW }}
    >
      <FunctionField<StaffMassMessage>
        label={t(T.title)}
        render={(message) => <TwoLines first={message.title} second={t(MESSAGE_KIND_NAMES[message.kind])} />}
      />
      <FunctionField<StaffMassMessage>
        label={t(T.publishedAt)}
        render={(message) => formatDateTime(message.publishedAt, language)}
      />
      <FunctionField<StaffMassMessage>
        label={t(T.sendState)}
        render={(message) => <BadgeChip badge={sendBadge(message)} />}
      />
      <NumberField source="reads" label={t(T.reads)} sortable={false} />
    </ContentList>
  );
}

function MessageInputs({ locked }: { locked: boolean }) {
  const t = useText();
  return (
    <>
      <ReadOnlyNote />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <SelectInput
          source="kind"
          label={t(T.kind)}
          choices={MASS_MESSAGE_KINDS.map((id) => ({ id, name: t(MESSAGE_KIND_NAMES[id]) }))}
          validate={required()}
          disabled={locked}
          sx={{ flex: 1 }}
        />
        <StatusInput disabled={locked} />
      </Stack>
      <TextInput
        source="title"
        label={t(T.title)}
        validate={[required(), maxLength(TITLE_MAX)]}
        disabled={locked}
        fullWidth
      />
      <TextInput
        source="text"
        label={t(T.text)}
        validate={[required(), maxLength(TEXT_MAX)]}
        disabled={locked}
        multiline
        minRows={4}
        fullWidth
      />
      <LinkInputs disabled={locked} />
      <Box sx={{ maxWidth: 420 }}>
        <InstantInput source="publishedLocal" label={t(T.publishedAt)} disabled={locked} optional />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mx: 1.75 }}>
          {t(T.publishedAtHelp)}
        </Typography>
      </Box>
    </>
  );
}

/** The notification as a player will find it in their inbox. */
function NotificationPreview() {
  const t = useText();
  const language = useLanguage();
  return (
    <PreviewCard note={T.notificationPreview}>
      <FormDataConsumer>
        {({ formData }) => {
          const values = formData as Record<string, string | undefined>;
          const when = istanbulLocalToIso(values.publishedLocal);
          const kind = values.kind as keyof typeof MESSAGE_KIND_NAMES | undefined;
          return (
            <Box
              data-testid="message-preview"
              sx={(theme) => ({
                borderRadius: 3,
                p: 2,
                bgcolor: theme.palette.mode === 'dark' ? '#17122b' : '#ffffff',
                color: theme.palette.mode === 'dark' ? '#f4f2fa' : '#17122b',
                border: '1px solid',
                borderColor: theme.palette.mode === 'dark' ? '#2e2650' : '#d9d4ea',
              })}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                {kind && MESSAGE_KIND_NAMES[kind] ? (
                  <Chip size="small" label={t(MESSAGE_KIND_NAMES[kind])} sx={{ bgcolor: '#6d28d9', color: '#fff' }} />
                ) : null}
                <Typography variant="caption" sx={{ opacity: 0.7 }}>
                  {when ? formatDateTime(when, language) : t(T.now)}
                </Typography>
              </Stack>
              <Typography sx={{ fontWeight: 700 }}>{values.title || '—'}</Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', opacity: 0.85, mt: 0.5 }}>
                {values.text}
              </Typography>
              {values.linkUrl && values.linkText ? (
                <Typography variant="body2" sx={{ mt: 1, fontWeight: 600, color: '#7c3aed' }}>
                  {values.linkText} ›
                </Typography>
              ) : null}
            </Box>
          );
        }}
      </FormDataConsumer>
    </PreviewCard>
  );
}

/** A sent message stays as it reached the players: only withdrawing (status) remains. */
function SentState() {
  const message = useRecordContext<StaffMassMessage>();
  const t = useText();
  if (!message) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <StateLine label={T.sendState}>
        <BadgeChip badge={sendBadge(message)} testId="message-badge" />
        <Typography variant="body2" color="text.secondary">
          {t(T.reads)}: {message.reads}
        </Typography>
      </StateLine>
      {message.sent ? <Alert severity="info">{t(T.sentNote)}</Alert> : null}
    </Stack>
  );
}

/** A sent message offers only its withdrawal (the server refuses an edit or a delete). */
function MessageToolbar() {
  const sent = useRecordContext<StaffMassMessage>()?.sent ?? false;
  return (
    <ContentToolbar
      deletable={!sent}
      savable={!sent}
      extra={sent ? <PublishButton resource="content-messages" labels={WITHDRAW} /> : null}
    />
  );
}

function SavedMessageInputs() {
  const sent = useRecordContext<StaffMassMessage>()?.sent ?? false;
  return <MessageInputs locked={sent} />;
}

export function MessageEdit() {
  return (
    <ContentEdit title={T.messages} preview={<NotificationPreview />} toolbar={<MessageToolbar />}>
      <SentState />
      <SavedMessageInputs />
    </ContentEdit>
  );
}

/** Compose: to every player, now (time left empty) or at the time given. */
export function MessageCreate() {
  const t = useText();
  return (
    <ContentCreate
      title={T.messages}
      preview={<NotificationPreview />}
      defaultValues={{ kind: 'news', status: 'active', publishedLocal: '' }}
    >
      <Alert severity="info" sx={{ mb: 2 }}>
        {t(T.composeNote)}
      </Alert>
      <MessageInputs locked={false} />
    </ContentCreate>
  );
}
