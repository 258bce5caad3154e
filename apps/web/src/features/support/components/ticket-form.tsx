import type { Language, TicketCategory } from '@bnw/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { FormAlert, FormField, inputClasses } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { callErrorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { formatTransactionTime } from '@/lib/turkish-time';
import { cn } from '@/lib/cn';
import { useAppStore } from '@/stores/app-store';
import { useOpenTicket } from '../api/ticket-actions';
import { useTicketPayments } from '../api/tickets';
import {
  MESSAGE_MAX,
  PAYMENT_CATEGORIES,
  SUBJECT_MAX,
  TICKET_CATEGORY_LIST,
  type TicketDraft,
  draftErrors,
  messageLength,
} from '../utils/ticket-rules';
import { textAreaClasses } from './text-area-classes';
import { ticketHref } from './ticket-list';

/** The payment picker of a payment ticket: the player's pending payments of at least ₺250 of its type. */
function PaymentPicker({
  category,
  value,
  onChange,
}: {
  category: TicketCategory;
  value: string;
  onChange: (transactionID: string) => void;
}) {
  const { t } = useTranslation('support');
  const lang: Language = useAppStore((state) => state.language);
  const payments = useTicketPayments(category);
  const choices = payments.data?.payments ?? [];
  let hint: string = t('form.paymentHint');
  if (payments.isPending) hint = t('form.paymentsLoading');
  else if (payments.isError) hint = t('form.paymentsFailed');
  else if (choices.length === 0) hint = t('form.paymentsEmpty');
  return (
    <FormField label={t('form.payment')} hint={hint}>
      {(control) => (
        <select
          {...control}
          value={value}
          disabled={choices.length === 0}
          onChange={(event) => onChange(event.target.value)}
          className={inputClasses(false)}
        >
          <option value="">{t('form.paymentNone')}</option>
          {choices.map((payment) => (
            <option key={payment.TransactionID} value={payment.TransactionID}>
              {t('form.paymentOption', {
                amount: formatMoney(payment.AmountKurus),
                method: payment.MethodName || payment.TransactionID,
                time: formatTransactionTime(payment.CreatedAt, lang),
              })}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

const EMPTY: TicketDraft = { category: '', subject: '', message: '', transactionID: '' };

/**
 * A new ticket: category, subject, message with its character count, and for a deposit or
 * withdrawal the payment it is about. The form checks the contract's rules before sending; a
 * refusal of the server (a limit, a payment no longer pending) is shown under it and changes
 * nothing. A new ticket opens its conversation.
 */
export function TicketForm() {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  const openTicket = useOpenTicket();
  const [draft, setDraft] = useState<TicketDraft>(EMPTY);
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const errors = checked ? draftErrors(draft) : {};
  const count = messageLength(draft.message);
  const isPayment = draft.category !== '' && PAYMENT_CATEGORIES.has(draft.category);

  const change = (part: Partial<TicketDraft>) => setDraft((before) => ({ ...before, ...part }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setRefusal(null);
    if (draft.category === '' || Object.keys(draftErrors(draft)).length > 0) return;
    openTicket.mutate(
      {
        category: draft.category,
        subject: draft.subject,
        message: draft.message,
        ...(isPayment && draft.transactionID ? { transactionID: draft.transactionID } : {}),
      },
      {
        onSuccess: (ticket) => void navigate(ticketHref(ticket.ID), { replace: true }),
        onError: (error) => setRefusal(callErrorMessage(error)),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="ticket-form-title">
      <h2 id="ticket-form-title" className="text-lg font-bold">
        {t('form.title')}
      </h2>
      <FormField label={t('form.category')} error={errors.category ? t('form.errors.category') : null}>
        {(control) => (
          <select
            {...control}
            value={draft.category}
            onChange={(event) => change({ category: event.target.value as TicketCategory, transactionID: '' })}
            className={inputClasses(Boolean(errors.category))}
          >
            <option value="" disabled>
              {t('form.categoryPlaceholder')}
            </option>
            {TICKET_CATEGORY_LIST.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {isPayment && draft.category !== '' ? (
        <PaymentPicker
          category={draft.category}
          value={draft.transactionID}
          onChange={(transactionID) => change({ transactionID })}
        />
      ) : null}
      <FormField
        label={t('form.subject')}
        hint={t('form.subjectHint')}
        error={errors.subject ? t('form.errors.subject') : null}
      >
        {(control) => (
          <input
            {...control}
            value={draft.subject}
            maxLength={SUBJECT_MAX}
            autoComplete="off"
            onChange={(event) => change({ subject: event.target.value })}
            className={inputClasses(Boolean(errors.subject))}
          />
        )}
      </FormField>
      <FormField
        label={t('form.message')}
        hint={t('form.counter', { count, max: String(MESSAGE_MAX) })}
        error={errors.message ? t('form.errors.message') : null}
      >
        {(control) => (
          <textarea
            {...control}
            value={draft.message}
            maxLength={MESSAGE_MAX}
            rows={6}
            onChange={(event) => change({ message: event.target.value })}
            className={textAreaClasses(Boolean(errors.message), 'h-40')}
          />
        )}
      </FormField>
      <FormAlert message={refusal} />
      <div className="flex gap-2">
        <Link to={paths.tickets.getHref()} className={cn(buttonClasses('outline', 'md'), 'flex-1')}>
          {t('form.cancel')}
        </Link>
        <Button type="submit" className="flex-1" disabled={openTicket.isPending}>
          {openTicket.isPending ? t('form.sending') : t('form.send')}
        </Button>
      </div>
    </form>
  );
}
