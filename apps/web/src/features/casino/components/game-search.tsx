import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/lobby/search-field';

interface GameSearchProps {
  /** The search the list shows now (the address's `?q=`). */
  committed: string;
  /** Called with the settled search ('' for none), once typing pauses, on Enter or on clearing. */
  onCommit: (term: string) => void;
}

/** The slot lobby's search field, with the casino texts. */
export function GameSearch({ committed, onCommit }: GameSearchProps) {
  const { t } = useTranslation('casino');
  return (
    <SearchField
      committed={committed}
      onCommit={onCommit}
      texts={{ label: t('search.label'), placeholder: t('search.placeholder'), clear: t('search.clear') }}
    />
  );
}
