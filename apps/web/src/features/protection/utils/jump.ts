/** The page's sections and cards that the jump links and the self-assessment's result point at. */
export const SECTION_IDS = {
  settings: 'rg-settings',
  limits: 'rg-limits',
  timeout: 'rg-timeout',
  exclusion: 'rg-exclusion',
  test: 'rg-test',
  help: 'rg-help',
} as const;
export type SectionKey = keyof typeof SECTION_IDS;

/**
 * Scrolls to a section and moves the focus there (it has tabIndex -1), without touching the
 * address: a hash change would count as a navigation and the site scrolls to the top on each.
 * A visitor has no time-out card: the settings section (the login prompt) stands in for it.
 */
export function jumpTo(key: SectionKey): void {
  const target = document.getElementById(SECTION_IDS[key]) ?? document.getElementById(SECTION_IDS.settings);
  if (!target) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
  target.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}
