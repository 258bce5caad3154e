import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '@/lib/site-settings';

/**
 * Shown on every page while the installation runs in demo mode with play money (docs/specification.md §10),
 * as `system.get_site_settings` says; nothing when it is off or not known yet.
 */
export function DemoBanner() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  if (settings?.demoMode !== true) return null;
  return (
    <div className="flex items-center justify-center gap-2 bg-accent px-3 py-1 text-center text-xs font-bold tracking-wide text-accent-fg">
      <FlaskConical aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
      <span>{t('common.demoBanner')}</span>
    </div>
  );
}
