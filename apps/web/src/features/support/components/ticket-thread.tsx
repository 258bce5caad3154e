import type { Language, TicketMessage } from '@bnw/contract';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-field';
import { ErrorMessage, LoadingMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { callErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { formatTransactionTime } from '@/lib/turkish-time';
import { useAppStore } from '@/stores/app-store';
import { useCloseTicket, useReplyToTicket } from '../api/ticket-actions';
import { type TicketThread as Thread, useTicketThread } from '../api/tickets';
import { MESSAGE_MAX, messageFits, messageLength } from '../utils/ticket-rules';
import { textAreaClasses } from './text-area-classes';
import { TicketStatusBadge } from './ticket-status-badge';

/** One message as a chat bubble: the player's on the right, staff's on the left. */
function Bubble({ message, lang }: { message: TicketMessage; lang: Language }) {
  const { t } = useTranslation('support');
  const mine = message.Author === 'player';
  return (
    <li
      data-testid="ticket-message"
      data-author={message.Author}
      className={cn('flex', mine ? 'justify-end' : 'justify-start')}
    >
      <div
        className={cn(
          'max-w-xs rounded-2xl px-3.5 py-2.5 text-sm shadow-sm',
          mine ? 'bg-primary text-primary-fg' : 'border border-line bg-surface',
        )}
      >
        <p className={cn('mb-1 text-[11px] font-semibold', mine ? 'opacity-80' : 'text-primary')}>
          {mine ? t('thread.you') : t('thread.staff')}
        </p>
        <p className="whitespace-pre-line break-words">{message.Text}</p>
        <p className={cn('mt-1 text-right text-[11px]', mine ? 'opacity-80' : 'text-muted')}>
          <time dateTime={message.CreatedAt}>{formatTransactionTime(message.CreatedAt, lang)}</time>
        </p>
      </div>
    </li>
  );
}

function ReplyBox({ ticketID }: { ticketID: number }) {
  const { t } = useTranslation('support');
  const reply = useReplyToTicket(ticketID);
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const count = messageLength(text);
  const send = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    if (!messageFits(text)) return setRefusal(t('form.errors.message'));
    reply.mutate(text, {
      onSuccess: () => setText(''),
      onError: (error) => setRefusal(callErrorMessage(error)),
    });
  };
  return (
    <form noValidate onSubmit={send} className="mt-4 flex flex-col gap-2">
      <label htmlFor="ticket-reply" className="text-sm font-semibold">
        {t('thread.reply')}
      </label>
      <textarea
        id="ticket-reply"
        value={text}
        maxLength={MESSAGE_MAX}
        rows={3}
        placeholder={t('thread.replyPlaceholder')}
        onChange={(event) => setText(event.target.value)}
        className={textAreaClasses(false, 'h-32')}
      />
      <p className="text-right text-xs text-muted">{t('form.counter', { count, max: String(MESSAGE_MAX) })}</p>
      <FormAlert message={refusal} />
      <Button type="submit" disabled={reply.isPending}>
        {reply.isPending ? t('thread.sending') : t('thread.send')}
      </Button>
    </form>
  );
}

function CloseButton({ ticketID }: { ticketID: number }) {
  const { t } = useTranslation('support');
  const close = useCloseTicket(ticketID);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" className="mt-3 w-full" onClick={() => setOpen(true)}>
        {t('thread.close')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('thread.closeTitle')}
        text={t('thread.closeText')}
        confirmLabel={t('thread.closeConfirm')}
        cancelLabel={t('thread.closeCancel')}
        busy={close.isPending}
        onConfirm={() => close.mutate(undefined, { onSettled: () => setOpen(false) })}
      />
    </>
  );
}

function ThreadView({ thread, lang }: { thread: Thread; lang: Language }) {
  const { t } = useTranslation('support');
  const { ticket, messages, olderCount } = thread;
  return (
    <article aria-labelledby="ticket-subject">
      <header className="mb-4 rounded-2xl border border-line bg-surface p-4">
        <div className="flex flex-wrap items-center gap-2">
          <TicketStatusBadge status={ticket.Status} />
          <span className="text-xs text-muted">
            {t(`categories.${ticket.Category}`)} · {t('list.number', { id: String(ticket.ID) })}
          </span>
        </div>
        <h2 id="ticket-subject" className="mt-2 break-words text-lg font-bold">
          {ticket.Subject}
        </h2>
        <p className="mt-1 text-xs text-muted">
          {t('thread.opened', { time: formatTransactionTime(ticket.CreatedAt, lang) })}
        </p>
        {ticket.Payment ? (
          <p className="mt-2 text-sm">
            <span className="font-semibold">{t('thread.payment')}: </span>
            {t('thread.paymentValue', {
              type: ticket.Payment.Type === 2 ? t('thread.types.withdrawal') : t('thread.types.deposit'),
              amount: formatMoney(ticket.Payment.AmountKurus),
              time: formatTransactionTime(ticket.Payment.CreatedAt, lang),
            })}
          </p>
        ) : null}
      </header>
      {olderCount > 0 ? (
        <p className="mb-2 text-center text-xs text-muted">{t('thread.older', { count: olderCount })}</p>
      ) : null}
      <ol className="flex flex-col gap-2" aria-label={ticket.Subject}>
        {messages.map((message) => (
          <Bubble key={message.ID} message={message} lang={lang} />
        ))}
      </ol>
      {ticket.Status === 'closed' ? (
        <p role="status" className="mt-4 rounded-xl border border-line bg-surface-2 px-3.5 py-2.5 text-sm text-muted">
          {t('thread.closed')}
        </p>
      ) : (
        <>
          <ReplyBox ticketID={ticket.ID} />
          <CloseButton ticketID={ticket.ID} />
        </>
      )}
    </article>
  );
}

/** One ticket's conversation (`/tickets?id=`), with the way back to the list. */
export function TicketThread({ ticketID }: { ticketID: number }) {
  const { t } = useTranslation('support');
  const lang: Language = useAppStore((state) => state.language);
  const thread = useTicketThread(ticketID);
  let body;
  if (thread.isPending) body = <LoadingMessage text={t('thread.loading')} />;
  else if (thread.data === undefined) {
    body = (
      <ErrorMessage text={t('thread.loadFailed')} detail={thread.error?.message} error={thread.error}>
        <Button variant="outline" size="sm" onClick={() => void thread.refetch()}>
          {t('common.retry', { ns: 'translation' })}
        </Button>
      </ErrorMessage>
    );
  } else body = <ThreadView thread={thread.data} lang={lang} />;
  return (
    <>
      <Link
        to={paths.tickets.getHref()}
        className="mb-3 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('thread.back')}
      </Link>
      {body}
    </>
  );
}
