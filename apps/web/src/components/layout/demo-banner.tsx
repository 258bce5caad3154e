import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '@/lib/site-settings';

/**
 * What the server said in the page itself: it sends index.html (`data-demo="on"`) or, when
 * the installation is not in demo mode, index.no-demo.html (`"off"`); their shells paint the
 * banner accordingly before any script runs, and React keeps it so until the call answers.
 */
function demoModeOfPage(): boolean | undefined {
  const flag = document.documentElement.dataset.demo;
  return flag === 'on' ? true : flag === 'off' ? false : undefined;
}

/**
 * Shown on every page while the installation runs in demo mode with play money (docs/specification.md §10),
 * as `system.get_site_settings` says (the page says it until then); nothing when it is off or not known.
 */
export function DemoBanner() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  if ((settings?.demoMode ?? demoModeOfPage()) !== true) return null;
  return (
    <div className="flex items-center justify-center gap-2 bg-accent px-3 py-1 text-center text-xs font-bold tracking-wide text-accent-fg">
      <FlaskConical aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
      <span>{t('common.demoBanner')}</span>
    </div>
  );
}
