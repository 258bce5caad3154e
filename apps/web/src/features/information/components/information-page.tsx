import { type InfType, type InformationPage as InformationPageData, stripMarkup } from '@bnw/contract';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { ErrorMessage, LoadingMessage } from '@/components/ui/status-message';
import { formatDate } from '@/lib/format';
import { useAppStore } from '@/stores/app-store';
import { useInformation } from '../api/get-information';
import { blocksToPlainText, parseInfoText } from '../utils/info-text';
import { InfoBlocks } from './info-text';

interface InformationPageProps {
  infType: InfType;
  /** Title shown until the page's own title arrives (and if it never does). */
  fallbackTitle: string;
  /** How to show the page's text; parsed paragraphs by default. */
  renderBody?: (page: InformationPageData) => ReactNode;
}

/** Keeps the page's <meta name="description"> in step with its text (summary cut by stripMarkup, 200 characters). */
function useMetaDescription(summary: string | null): void {
  useEffect(() => {
    if (!summary) return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const previous = meta.content;
    meta.content = summary;
    return () => {
      meta.content = previous;
    };
  }, [summary]);
}

function DefaultBody({ page }: { page: InformationPageData }) {
  const blocks = useMemo(() => parseInfoText(page.Text), [page.Text]);
  return <InfoBlocks blocks={blocks} />;
}

/** One information page from cmscontroller.getInformation: title, text, last update; loading and error states. */
export function InformationPage({ infType, fallbackTitle, renderBody }: InformationPageProps) {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const query = useInformation(infType, language);
  const page = query.data;
  const summary = useMemo(() => (page ? stripMarkup(blocksToPlainText(parseInfoText(page.Text))) : null), [page]);
  useMetaDescription(summary);

  const updatedAt = page ? formatDate(page.UpdatedAt, language) : null;
  return (
    <article>
      <PageHeader
        title={page?.Title || fallbackTitle}
        subtitle={updatedAt ? t('info.lastUpdated', { date: updatedAt }) : undefined}
      />
      {query.isPending ? <LoadingMessage text={t('info.loading')} /> : null}
      {query.isError ? (
        <ErrorMessage text={t('info.error')} detail={query.error.message} error={query.error}>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </ErrorMessage>
      ) : null}
      {page ? renderBody ? renderBody(page) : <DefaultBody page={page} /> : null}
    </article>
  );
}
