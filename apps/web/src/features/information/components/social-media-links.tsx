import { type SocialMediaLink, type InformationPage, socialMediaLinksSchema } from '@bnw/contract';
import { ExternalLink, Share2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorMessage } from '@/components/ui/status-message';

/** Only web links: a `javascript:` or `data:` address from the content would run code on click. */
function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** `SocialMediaLinks` holds JSON text of [{name, url}], checked with the contract's schema. */
export function parseSocialMediaLinks(text: string): SocialMediaLink[] | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = socialMediaLinksSchema.safeParse(json);
  return parsed.success ? parsed.data.filter((link) => isWebUrl(link.url)) : null;
}

export function SocialMediaLinks({ page }: { page: InformationPage }) {
  const { t } = useTranslation();
  const links = useMemo(() => parseSocialMediaLinks(page.Text), [page.Text]);
  if (links === null) return <ErrorMessage text={t('info.socialInvalid')} />;
  if (links.length === 0) return <EmptyState icon={Share2} text={t('info.socialEmpty')} />;
  return (
    <ul className="grid gap-3">
      {links.map((link) => (
        <li key={link.url}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('info.socialOpens', { name: link.name })}
            className="flex h-12 w-full items-center justify-between rounded-xl border border-line bg-surface px-4 font-semibold hover:bg-surface-2"
          >
            <span className="flex items-center gap-3">
              <Share2 aria-hidden="true" className="h-5 w-5 text-primary" />
              {link.name}
            </span>
            <ExternalLink aria-hidden="true" className="h-4 w-4 text-muted" />
          </a>
        </li>
      ))}
    </ul>
  );
}
