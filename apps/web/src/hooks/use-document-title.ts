import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to "<title> · BNW Casino" (or the site name alone without a title). */
export function useDocumentTitle(title: string | null | undefined): void {
  const { t } = useTranslation();
  const full = title ? t('common.pageTitle', { title }) : t('common.siteName');
  useEffect(() => {
    document.title = full;
  }, [full]);
}
