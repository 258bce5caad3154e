import { ClipboardCheck } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { FieldError } from '@/components/ui/field-error';
import { cn } from '@/lib/cn';
import { SECTION_IDS } from '../utils/jump';
import {
  PGSI_ANSWERS,
  PGSI_QUESTIONS,
  type PgsiAnswers,
  type PgsiBand,
  type PgsiQuestion,
  pgsiBand,
  pgsiMissing,
  pgsiScore,
} from '../utils/pgsi';
import { JumpLink } from './protection-ui';

const BAND_LOOK: Record<PgsiBand, string> = {
  none: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-200',
  low: 'border-line bg-surface-2 text-fg',
  moderate: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
  problem: 'border-danger/50 bg-danger/10 text-fg',
};

function Question({
  question,
  number,
  value,
  onChange,
}: {
  question: PgsiQuestion;
  number: number;
  value: number | undefined;
  onChange: (answer: (typeof PGSI_ANSWERS)[number]) => void;
}) {
  const { t } = useTranslation('protection');
  return (
    <li className="rounded-2xl border border-line bg-surface p-4">
      <fieldset className="min-w-0">
        <legend className="w-full">
          <span className="block text-xs font-semibold text-muted">{t('test.question', { number })}</span>
          <span className="mt-0.5 block text-sm font-semibold leading-snug">{t(`test.questions.${question}`)}</span>
        </legend>
        <div className="grid grid-cols-2 gap-2 pt-3">
          {PGSI_ANSWERS.map((answer) => (
            <label key={answer} className="relative block cursor-pointer">
              <input
                type="radio"
                name={`pgsi-${question}`}
                value={answer}
                checked={value === answer}
                onChange={() => onChange(answer)}
                className="peer sr-only"
              />
              <span className="flex min-h-11 items-center justify-center rounded-xl border border-line bg-surface px-2 text-center text-sm font-medium leading-tight transition-colors peer-checked:border-primary peer-checked:bg-primary peer-checked:font-semibold peer-checked:text-primary-fg peer-focus-visible:ring-2 peer-focus-visible:ring-primary/50 hover:border-primary">
                {t(`test.answers.a${answer}`)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </li>
  );
}

/** The score, its band in words, and the ways on: help, a time-out, an exclusion. */
function Result({ score, onRestart }: { score: number; onRestart: () => void }) {
  const { t } = useTranslation('protection');
  const band = pgsiBand(score);
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  const serious = band === 'moderate' || band === 'problem';
  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid="pgsi-result"
      data-band={band}
      className={cn('mt-4 flex scroll-mt-24 flex-col gap-3 rounded-2xl border p-4 outline-none', BAND_LOOK[band])}
    >
      <div>
        <h3 id={titleId} className="text-xs font-bold uppercase tracking-wider opacity-80">
          {t('test.resultTitle')}
        </h3>
        <p className="text-2xl font-extrabold" data-testid="pgsi-band">
          {t(`test.bands.${band}.title`)}
        </p>
        <p className="text-sm font-semibold tabular-nums" data-testid="pgsi-score">
          {t('test.score', { score })}
        </p>
      </div>
      <p className="text-sm leading-relaxed">{t(`test.bands.${band}.text`)}</p>
      <div className="flex flex-col gap-2">
        <JumpLink to="help" className={buttonClasses(serious ? 'primary' : 'outline', 'md', 'w-full')}>
          {t('test.toHelp')}
        </JumpLink>
        <JumpLink to="timeout" className={buttonClasses('outline', 'md', 'w-full')}>
          {t('test.toTimeout')}
        </JumpLink>
        <JumpLink to="exclusion" className={buttonClasses('outline', 'md', 'w-full')}>
          {t('test.toExclusion')}
        </JumpLink>
      </div>
      <button type="button" onClick={onRestart} className="min-h-11 text-sm font-semibold underline underline-offset-4">
        {t('test.restart')}
      </button>
    </div>
  );
}

/**
 * The self-assessment: the nine PGSI questions in Turkish, scored here (0 no risk, 1-2 low,
 * 3-7 moderate, 8+ problem gambling). Nothing leaves the browser.
 */
export function SelfAssessment() {
  const { t } = useTranslation('protection');
  const [answers, setAnswers] = useState<PgsiAnswers>({});
  const [submitted, setSubmitted] = useState(false);
  const [round, setRound] = useState(0);
  const score = pgsiScore(answers);
  const missing = pgsiMissing(answers);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
  };
  const restart = () => {
    setAnswers({});
    setSubmitted(false);
    setRound((value) => value + 1);
    document.getElementById(SECTION_IDS.test)?.focus();
  };
  return (
    <section id={SECTION_IDS.test} tabIndex={-1} aria-labelledby="rg-test-title" className="scroll-mt-24 outline-none">
      <h2 id="rg-test-title" className="mb-1 flex items-center gap-2 text-lg font-bold">
        <ClipboardCheck aria-hidden="true" className="h-5 w-5 text-primary" />
        {t('test.title')}
      </h2>
      <p className="text-sm leading-relaxed">{t('test.intro')}</p>
      <p className="mt-1 text-xs text-muted">{t('test.privacy')}</p>
      <form key={round} noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3">
        <ol className="flex flex-col gap-3">
          {PGSI_QUESTIONS.map((question, index) => (
            <Question
              key={question}
              question={question}
              number={index + 1}
              value={answers[question]}
              onChange={(answer) => setAnswers((current) => ({ ...current, [question]: answer }))}
            />
          ))}
        </ol>
        {submitted && missing > 0 ? (
          <FieldError id="pgsi-missing" message={t('test.missing', { count: missing })} />
        ) : null}
        {submitted && score !== null ? null : (
          <Button type="submit" size="lg" className="w-full">
            {t('test.submit')}
          </Button>
        )}
      </form>
      {submitted && score !== null ? <Result score={score} onRestart={restart} /> : null}
    </section>
  );
}
