/**
 * The Problem Gambling Severity Index (Ferris and Wynne, 2001): nine questions about the last 12
 * months, each answered 0 (never) to 3 (almost always); the sum, 0 to 27, falls in one of four
 * bands. Scored in the browser: nothing is sent.
 */
export const PGSI_QUESTIONS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9'] as const;
export type PgsiQuestion = (typeof PGSI_QUESTIONS)[number];
export const PGSI_ANSWERS = [0, 1, 2, 3] as const;
export type PgsiAnswer = (typeof PGSI_ANSWERS)[number];
export type PgsiBand = 'none' | 'low' | 'moderate' | 'problem';
export type PgsiAnswers = Partial<Record<PgsiQuestion, PgsiAnswer>>;

/** 0: no risk; 1-2: low risk; 3-7: moderate risk; 8 and above: problem gambling. */
export function pgsiBand(score: number): PgsiBand {
  if (score <= 0) return 'none';
  if (score <= 2) return 'low';
  if (score <= 7) return 'moderate';
  return 'problem';
}

/** The score of complete answers, or null while a question is unanswered. */
export function pgsiScore(answers: PgsiAnswers): number | null {
  let score = 0;
  for (const question of PGSI_QUESTIONS) {
    const answer = answers[question];
    if (answer === undefined) return null;
    score += answer;
  }
  return score;
}

/** How many questions are still unanswered. */
export function pgsiMissing(answers: PgsiAnswers): number {
  return PGSI_QUESTIONS.filter((question) => answers[question] === undefined).length;
}
