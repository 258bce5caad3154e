import { Link } from 'react-router';

/**
 * "No account yet? Sign up" under a form. The link sits in a sentence but is a thumb's height
 * all the same (WCAG 2.5.8): on a phone it is the way out of the wrong form.
 */
export function AuthSwitch({ question, linkLabel, to }: { question: string; linkLabel: string; to: string }) {
  return (
    <p className="text-center text-sm text-muted">
      {question}{' '}
      <Link to={to} className="inline-flex min-h-11 items-center font-semibold text-primary hover:underline">
        {linkLabel}
      </Link>
    </p>
  );
}
