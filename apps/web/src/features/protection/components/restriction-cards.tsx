import type { ExclusionDuration, TimeoutDuration } from '@bnw/contract';
import { CirclePause, DoorClosed, UserX } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '@/components/ui/bottom-sheet';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { FieldError } from '@/components/ui/field-error';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/notify';
import { formatTransactionTime } from '@/lib/turkish-time';
import { useAppStore } from '@/stores/app-store';
import { useProtectionChange } from '../api/protection-actions';
import { EXCLUSION_CHOICES, TIMEOUT_CHOICES } from '../utils/protection-rules';
import { CardText, ChoiceGroup, ProtectionCard } from './protection-ui';

/** A confirmation sheet: what the step means, then the danger button and 'Vazgeç'. A refusal stays in it. */
function ConfirmSheet({
  open,
  onOpenChange,
  title,
  closeLabel,
  confirmLabel,
  cancelLabel,
  busy,
  refusal,
  confirmDisabled = false,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  refusal: string | null;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title={title} closeLabel={closeLabel}>
      <div className="flex flex-col gap-3 text-sm leading-relaxed">{children}</div>
      <FieldError id={errorId} message={refusal} />
      <div className="flex flex-col gap-2 pt-1">
        <Button size="lg" variant="danger" className="w-full" disabled={busy || confirmDisabled} onClick={onConfirm}>
          {busy ? <Spinner className="h-4 w-4" /> : null}
          {confirmLabel}
        </Button>
        <button type="button" className={buttonClasses('outline', 'lg', 'w-full')} onClick={() => onOpenChange(false)}>
          {cancelLabel}
        </button>
      </div>
    </BottomSheet>
  );
}

function refusalOf(mutation: { error: unknown; isPending: boolean }): string | null {
  return mutation.error instanceof Error && !mutation.isPending ? mutation.error.message : null;
}

/** 'Oyun arası': a break of 24 hours to 6 weeks, confirmed in a sheet that says what it blocks. */
export function TimeoutCard({ timeoutUntil }: { timeoutUntil: string | null }) {
  const { t } = useTranslation('protection');
  const lang = useAppStore((state) => state.language);
  const [duration, setDuration] = useState<TimeoutDuration>('24h');
  const [open, setOpen] = useState(false);
  const take = useProtectionChange('protection.take_timeout');
  const confirm = () =>
    take.mutate(
      { duration },
      {
        onSuccess: (settings) => {
          setOpen(false);
          if (settings.TimeoutUntil) {
            notify.positive(t('timeout.done', { date: formatTransactionTime(settings.TimeoutUntil, lang) }));
          }
        },
      },
    );
  return (
    <ProtectionCard section="timeout" icon={CirclePause} title={t('timeout.title')}>
      <CardText>{t('timeout.text')}</CardText>
      {timeoutUntil ? <p className="text-sm font-medium">{t('timeout.extend')}</p> : null}
      <ChoiceGroup
        legend={t('timeout.choices')}
        name="timeout"
        columns={4}
        choices={TIMEOUT_CHOICES.map((value) => ({ value, label: t(`timeout.durations.${value}`) }))}
        value={duration}
        onChange={setDuration}
      />
      <Button size="lg" className="w-full" onClick={() => setOpen(true)}>
        {t('timeout.start')}
      </Button>
      <ConfirmSheet
        open={open}
        onOpenChange={(next) => {
          if (!next) take.reset();
          setOpen(next);
        }}
        title={t('timeout.confirmTitle')}
        closeLabel={t('timeout.close')}
        confirmLabel={t('timeout.confirm')}
        cancelLabel={t('timeout.cancel')}
        busy={take.isPending}
        refusal={refusalOf(take)}
        onConfirm={confirm}
      >
        <p>{t('timeout.confirmIntro', { duration: t(`timeout.durations.${duration}`) })}</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('timeout.blocks.deposit')}</li>
          <li>{t('timeout.blocks.play')}</li>
          <li>{t('timeout.blocks.bonus')}</li>
          <li>{t('timeout.blocks.marketing')}</li>
        </ul>
        <p>{t('timeout.confirmAllowed')}</p>
        <p className="font-semibold">{t('timeout.confirmFinal')}</p>
      </ConfirmSheet>
    </ProtectionCard>
  );
}

/**
 * 'Kendimi oyundan uzak tut': 6 months to indefinite, confirmed in a sheet whose button waits for
 * 'Anladım' to be ticked: it cannot be shortened and open bonuses are forfeited.
 */
export function ExclusionCard({ excluded }: { excluded: boolean }) {
  const { t } = useTranslation('protection');
  const [duration, setDuration] = useState<ExclusionDuration>('6m');
  const [open, setOpen] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const checkboxId = useId();
  const exclude = useProtectionChange('protection.self_exclude');
  const confirm = () =>
    exclude.mutate(
      { duration },
      {
        onSuccess: () => {
          setOpen(false);
          notify.positive(t('exclusion.done'));
        },
      },
    );
  return (
    <ProtectionCard section="exclusion" icon={UserX} title={t('exclusion.title')}>
      <CardText>{t('exclusion.text')}</CardText>
      {excluded ? <p className="text-sm font-medium">{t('exclusion.extend')}</p> : null}
      <ChoiceGroup
        legend={t('exclusion.choices')}
        name="exclusion"
        columns={4}
        choices={EXCLUSION_CHOICES.map((value) => ({ value, label: t(`exclusion.durations.${value}`) }))}
        value={duration}
        onChange={setDuration}
      />
      <Button size="lg" variant="danger" className="w-full" onClick={() => setOpen(true)}>
        {t('exclusion.start')}
      </Button>
      <ConfirmSheet
        open={open}
        onOpenChange={(next) => {
          if (!next) {
            exclude.reset();
            setUnderstood(false);
          }
          setOpen(next);
        }}
        title={t('exclusion.confirmTitle')}
        closeLabel={t('exclusion.close')}
        confirmLabel={t('exclusion.confirm')}
        cancelLabel={t('exclusion.cancel')}
        busy={exclude.isPending}
        refusal={refusalOf(exclude)}
        confirmDisabled={!understood}
        onConfirm={confirm}
      >
        <p className="font-semibold">
          {duration === 'indefinite'
            ? t('exclusion.confirmIntroIndefinite')
            : t('exclusion.confirmIntro', { duration: t(`exclusion.durations.${duration}`) })}
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <li className="font-semibold">{t('exclusion.points.final')}</li>
          <li>{t('exclusion.points.blocks')}</li>
          <li>{t('exclusion.points.bonus')}</li>
          <li>{t('exclusion.points.balance')}</li>
          <li>{t('exclusion.points.return')}</li>
        </ul>
        <label
          htmlFor={checkboxId}
          className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-line bg-surface-2 p-3 font-medium"
        >
          <input
            id={checkboxId}
            type="checkbox"
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
            className="mt-0.5 h-5 w-5 shrink-0 accent-primary"
          />
          {t('exclusion.understand')}
        </label>
      </ConfirmSheet>
    </ProtectionCard>
  );
}

/** 'Hesabımı kapat', confirmed in a sheet; the balance stays withdrawable. */
export function ClosureCard() {
  const { t } = useTranslation('protection');
  const [open, setOpen] = useState(false);
  const close = useProtectionChange('protection.close_account');
  const confirm = () =>
    close.mutate(
      {},
      {
        onSuccess: () => {
          setOpen(false);
          notify.positive(t('closure.done'));
        },
      },
    );
  return (
    <ProtectionCard id="rg-closure" icon={DoorClosed} title={t('closure.title')}>
      <CardText>{t('closure.text')}</CardText>
      <Button variant="outline" size="lg" className="w-full" onClick={() => setOpen(true)}>
        {t('closure.start')}
      </Button>
      <ConfirmSheet
        open={open}
        onOpenChange={(next) => {
          if (!next) close.reset();
          setOpen(next);
        }}
        title={t('closure.confirmTitle')}
        closeLabel={t('closure.close')}
        confirmLabel={t('closure.confirm')}
        cancelLabel={t('closure.cancel')}
        busy={close.isPending}
        refusal={refusalOf(close)}
        onConfirm={confirm}
      >
        <p>{t('closure.confirmText')}</p>
      </ConfirmSheet>
    </ProtectionCard>
  );
}
