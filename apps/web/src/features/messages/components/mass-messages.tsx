import type { MassMessage, MassMessageKind } from '@bnw/contract';
import type { Language } from '@bnw/contract/constants';
import { ChevronDown, Gift, MailOpen, Newspaper, ShieldCheck, Trophy, Wallet, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorMessage } from '@/components/ui/status-message';
import { TextParagraphs } from '@/components/ui/text-paragraphs';
import { cn } from '@/lib/cn';
import { formatTransactionTime } from '@/lib/turkish-time';
import { useAppStore } from '@/stores/app-store';
import { useMarkMessagesRead } from '../api/mark-read';
import { useMassMessages } from '../api/mass-messages';

const KIND_ICONS: Record<MassMessageKind, LucideIcon> = {
  news: Newspaper,
  bonus: Gift,
  tournament: Trophy,
  payment: Wallet,
  security: ShieldCheck,
};

/**
 * The operator's messages on /notifications (crm.list_mass_messages, the newest 10): unread ones
 * stand out (bold, a dot, a tinted card); tapping one opens its text and marks it read.
 */
export function MassMessages() {
  const { t } = useTranslation('content');
  const messages = useMassMessages();
  const markRead = useMarkMessagesRead();
  const unread = messages.data?.unreadCount ?? 0;
  return (
    <section aria-labelledby="mass-messages-title" className="mb-7">
      <div className="mb-2 flex min-h-11 items-center justify-between gap-2">
        <h2 id="mass-messages-title" className="flex items-center gap-2 text-lg font-bold">
          {t('messages.title')}
          {unread > 0 ? (
            <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-primary-fg">
              <span aria-hidden="true">{unread}</span>
              <span className="sr-only">{t('messages.unread', { count: unread })}</span>
            </span>
          ) : null}
        </h2>
        {unread > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            className="-mr-2 whitespace-nowrap"
            onClick={() => markRead.mutate({ all: true })}
          >
            {t('messages.markAll')}
          </Button>
        ) : null}
      </div>
      <MessagesBody />
    </section>
  );
}

function MessagesBody() {
  const { t } = useTranslation('content');
  const messages = useMassMessages();
  if (messages.isPending) return <MessagesSkeleton />;
  if (messages.isError) {
    return (
      <ErrorMessage text={t('messages.loadFailed')}>
        <Button variant="outline" size="sm" onClick={() => void messages.refetch()}>
          {t('common.retry', { ns: 'translation' })}
        </Button>
      </ErrorMessage>
    );
  }
  if (messages.data.messages.length === 0) return <EmptyState icon={MailOpen} text={t('messages.empty')} />;
  return (
    <ul className="flex flex-col gap-2" data-testid="mass-messages">
      {messages.data.messages.map((message) => (
        <MessageItem key={message.ID} message={message} />
      ))}
    </ul>
  );
}

function MessageItem({ message }: { message: MassMessage }) {
  const { t } = useTranslation('content');
  const lang: Language = useAppStore((state) => state.language);
  const markRead = useMarkMessagesRead();
  const [open, setOpen] = useState(false);
  const Icon = KIND_ICONS[message.Kind];
  const bodyId = `mass-message-${message.ID}`;
  const toggle = () => {
    setOpen((value) => !value);
    if (!message.Read) markRead.mutate({ messageID: message.ID });
  };
  return (
    <li
      className={cn(
        'overflow-hidden rounded-2xl border',
        message.Read ? 'border-line bg-surface' : 'border-primary/40 bg-primary/5',
      )}
      data-testid="mass-message"
      data-read={message.Read ? 'true' : 'false'}
    >
      <button
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={bodyId}
        className="flex w-full items-start gap-3 p-3 text-left"
      >
        <span
          className={cn(
            'mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full',
            message.Read ? 'bg-surface-2 text-muted' : 'bg-primary text-primary-fg',
          )}
        >
          <Icon aria-hidden="true" className="h-5 w-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className={cn('block text-sm leading-snug', message.Read ? 'font-medium' : 'font-bold')}>
            {message.Title}
          </span>
          <span className="mt-0.5 block text-xs text-muted">
            <time dateTime={message.PublishedAt}>{formatTransactionTime(message.PublishedAt, lang)}</time>
            {message.Read ? null : (
              <>
                {' · '}
                <span className="font-semibold text-primary">{t('messages.unreadLabel')}</span>
              </>
            )}
          </span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn('mt-2 h-4 w-4 shrink-0 text-muted transition-transform', open && 'rotate-180')}
        />
      </button>
      <div id={bodyId} hidden={!open} className="space-y-3 px-3 pb-3">
        <TextParagraphs text={message.Text} />
        {message.Link && message.LinkText ? (
          <Link to={message.Link} className={buttonClasses('outline', 'sm')}>
            {message.LinkText}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/** Three rows of a message's height while the list loads. */
function MessagesSkeleton() {
  const { t } = useTranslation();
  return (
    <ul role="status" aria-label={t('common.loading')} className="flex flex-col gap-2">
      {[0, 1, 2].map((index) => (
        <li key={index} className="h-16 rounded-2xl border border-line bg-surface motion-safe:animate-pulse" />
      ))}
    </ul>
  );
}
