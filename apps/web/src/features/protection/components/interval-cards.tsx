import type { ProtectionSettings } from '@bnw/contract';
import { BellRing, Hourglass } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatTransactionTime } from '@/lib/turkish-time';
import { useAppStore } from '@/stores/app-store';
import { useProtectionChange } from '../api/protection-actions';
import { usedPercent } from '../utils/limit-amount';
import { formatMinutes, formatNet } from '../utils/protection-display';
import { REALITY_CHECK_CHOICES, SESSION_LIMIT_CHOICES } from '../utils/protection-rules';
import { CardText, ChoiceGroup, PendingNote, ProtectionCard } from './protection-ui';
import { useCancelledNotice, useSavedNotice } from './use-saved-notice';

type RealityCheck = ProtectionSettings['RealityCheck'];
type SessionLimit = ProtectionSettings['SessionLimit'];

/** The reality check's choice; it starts at what will be in force (the pending value, if any). */
function RealityCheckForm({ setting }: { setting: RealityCheck }) {
  const { t } = useTranslation('protection');
  const target = setting.Pending ? setting.Pending.Value : setting.Minutes;
  const [choice, setChoice] = useState(target);
  const change = useProtectionChange('protection.set_reality_check');
  const savedNotice = useSavedNotice();
  const label = (minutes: number) =>
    minutes === 0 ? t('realityCheck.off') : t('realityCheck.minutes', { count: minutes });
  const save = () =>
    change.mutate(
      { minutes: choice as 0 | 15 | 30 | 60 | 120 },
      { onSuccess: (settings) => savedNotice(settings, (next) => next.RealityCheck.Pending) },
    );
  return (
    <>
      <ChoiceGroup
        legend={t('realityCheck.choices')}
        name="reality-check"
        columns={3}
        choices={REALITY_CHECK_CHOICES.map((minutes) => ({ value: minutes, label: label(minutes) }))}
        value={choice}
        onChange={setChoice}
      />
      <Button size="compact" className="w-full" disabled={choice === target || change.isPending} onClick={save}>
        {change.isPending ? <Spinner className="h-4 w-4" /> : null}
        {t('realityCheck.save')}
      </Button>
    </>
  );
}

/** Minutes between reality checks (Kapalı, 15 … 120 dakika). */
export function RealityCheckCard({ setting }: { setting: RealityCheck }) {
  const { t } = useTranslation('protection');
  const lang = useAppStore((state) => state.language);
  const cancel = useProtectionChange('protection.set_reality_check');
  const cancelledNotice = useCancelledNotice();
  const label = (minutes: number) =>
    minutes === 0 ? t('realityCheck.off') : t('realityCheck.minutes', { count: minutes });
  const target = setting.Pending ? setting.Pending.Value : setting.Minutes;
  return (
    <ProtectionCard id="rg-reality-check" icon={BellRing} title={t('realityCheck.title')}>
      <CardText>{t('realityCheck.text')}</CardText>
      <p className="text-sm font-semibold" data-testid="reality-check-current">
        {t('realityCheck.current', { value: label(setting.Minutes) })}
      </p>
      {setting.Pending ? (
        <PendingNote
          text={t('pending.value', {
            value: label(setting.Pending.Value),
            date: formatTransactionTime(setting.Pending.AppliesAt, lang),
          })}
          busy={cancel.isPending}
          onCancel={() =>
            cancel.mutate(
              { minutes: setting.Minutes as 0 | 15 | 30 | 60 | 120 },
              { onSuccess: () => cancelledNotice() },
            )
          }
        />
      ) : null}
      <RealityCheckForm key={target} setting={setting} />
      <p className="text-xs text-muted">{t('realityCheck.rule')}</p>
    </ProtectionCard>
  );
}

/** The daily play time's choice: none, or 15 minutes to 24 hours (the value in force is always offered). */
function PlayTimeForm({ setting }: { setting: SessionLimit }) {
  const { t } = useTranslation('protection');
  const id = useId();
  const target = setting.Pending ? setting.Pending.Value : setting.Minutes;
  const [choice, setChoice] = useState<number | null>(target);
  const change = useProtectionChange('protection.set_session_limit');
  const savedNotice = useSavedNotice();
  const options = [...new Set([...SESSION_LIMIT_CHOICES, ...[setting.Minutes, target].filter((v) => v !== null)])].sort(
    (a, b) => a - b,
  );
  const save = () =>
    change.mutate(
      { minutes: choice },
      { onSuccess: (settings) => savedNotice(settings, (next) => next.SessionLimit.Pending) },
    );
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        {t('playTime.label')}
      </label>
      <div className="flex gap-2">
        <select
          id={id}
          value={choice === null ? '' : String(choice)}
          onChange={(event) => setChoice(event.target.value === '' ? null : Number(event.target.value))}
          className={inputClasses(false, 'min-w-0 flex-1')}
        >
          <option value="">{t('playTime.none')}</option>
          {options.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {formatMinutes(minutes, t)}
            </option>
          ))}
        </select>
        <Button size="lg" className="shrink-0" disabled={choice === target || change.isPending} onClick={save}>
          {change.isPending ? <Spinner className="h-4 w-4" /> : null}
          {t('playTime.save')}
        </Button>
      </div>
    </div>
  );
}

/** Today so far: minutes played (of the limit, as a bar) and the net position, signed. */
function Today({ today, limit }: { today: ProtectionSettings['Today']; limit: number | null }) {
  const { t } = useTranslation('protection');
  const played = formatMinutes(today.PlayedMinutes, t);
  const percent = limit === null ? 0 : usedPercent(today.PlayedMinutes, limit);
  return (
    <div className="rounded-xl bg-surface-2 p-3">
      <p className="mb-2 text-xs font-bold uppercase tracking-wider text-muted">{t('playTime.today')}</p>
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-xs text-muted">{t('playTime.played')}</dt>
          <dd className="text-base font-bold tabular-nums" data-testid="played-today">
            {played}
            {limit === null ? null : (
              <span className="block text-xs font-medium text-muted">
                {t('playTime.ofLimit', { limit: formatMinutes(limit, t) })}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t('playTime.net')}</dt>
          <dd
            className={cn(
              'text-base font-bold tabular-nums',
              today.NetKurus > 0 && 'text-emerald-700 dark:text-emerald-400',
              today.NetKurus < 0 && 'text-danger',
            )}
            data-testid="net-today"
          >
            {formatNet(today.NetKurus)}
          </dd>
        </div>
      </dl>
      {limit !== null ? (
        <div
          role="progressbar"
          aria-label={t('playTime.played')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('playTime.playedOfLimit', { played, limit: formatMinutes(limit, t) })}
          className="mt-2 h-2 overflow-hidden rounded-full bg-surface"
        >
          <div
            className={cn(
              'h-full rounded-full',
              percent >= 100 ? 'bg-danger' : percent >= 80 ? 'bg-amber-400' : 'bg-primary',
            )}
            style={{ width: `${percent}%` }}
          />
        </div>
      ) : null}
      <p className="mt-2 text-xs text-muted">{t('playTime.netHint')}</p>
    </div>
  );
}

/** The daily play-time limit, with today's play. */
export function PlayTimeCard({ setting, today }: { setting: SessionLimit; today: ProtectionSettings['Today'] }) {
  const { t } = useTranslation('protection');
  const lang = useAppStore((state) => state.language);
  const cancel = useProtectionChange('protection.set_session_limit');
  const cancelledNotice = useCancelledNotice();
  const label = (minutes: number | null) => (minutes === null ? t('playTime.none') : formatMinutes(minutes, t));
  const target = setting.Pending ? setting.Pending.Value : setting.Minutes;
  return (
    <ProtectionCard id="rg-play-time" icon={Hourglass} title={t('playTime.title')}>
      <CardText>{t('playTime.text')}</CardText>
      <Today today={today} limit={setting.Minutes} />
      <p className="text-sm font-semibold">{t('playTime.current', { value: label(setting.Minutes) })}</p>
      {setting.Pending ? (
        <PendingNote
          text={
            setting.Pending.Value === null
              ? t('pending.removal', { date: formatTransactionTime(setting.Pending.AppliesAt, lang) })
              : t('pending.value', {
                  value: label(setting.Pending.Value),
                  date: formatTransactionTime(setting.Pending.AppliesAt, lang),
                })
          }
          busy={cancel.isPending}
          onCancel={() => cancel.mutate({ minutes: setting.Minutes }, { onSuccess: () => cancelledNotice() })}
        />
      ) : null}
      <PlayTimeForm key={String(target)} setting={setting} />
      <p className="text-xs text-muted">{t('playTime.rule')}</p>
    </ProtectionCard>
  );
}
