import { SiteFooter } from '@/components/layout/site-footer';
import { LicenseList } from '@/features/licenses/components/license-list';

/** The footer with the operator's licences: a chunk of its own, fetched as the player scrolls near it. */
export function MainFooter() {
  return <SiteFooter licenses={<LicenseList />} />;
}
