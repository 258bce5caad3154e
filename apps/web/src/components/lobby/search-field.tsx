import { GAME_SEARCH_MAX_LENGTH } from '@bnw/contract/constants';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cleanSearchInput, searchTerm } from '@/lib/search-text';

/** Long enough for a word typed at phone speed to become one request, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchFieldTexts {
  label: string;
  placeholder: string;
  clear: string;
}

interface SearchFieldProps {
  /** The search the list shows now (the address's `?q=`). */
  committed: string;
  /** Called with the settled search ('' for none), once typing pauses, on Enter or on clearing. */
  onCommit: (term: string) => void;
  texts: SearchFieldTexts;
}

/**
 * A lobby's search field (the slot lobby's and the live lobby's): at most 50 characters, no
 * control characters, sent once typing pauses for 300 ms. It searches within the category or
 * provider on screen; the server folds Turkish letters.
 */
export function SearchField({ committed, onCommit, texts }: SearchFieldProps) {
  const [text, setText] = useState(committed);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const lastCommitted = useRef(committed);

  const commit = (typed: string) => {
    const term = searchTerm(typed) ?? '';
    if (term === lastCommitted.current) return;
    lastCommitted.current = term;
    onCommit(term);
  };

  useEffect(() => commit(settled), [settled]); // eslint-disable-line react-hooks/exhaustive-deps -- only a settled text commits

  // The address changed by itself (back, forward, a link): show its search.
  useEffect(() => {
    if (committed === lastCommitted.current) return;
    lastCommitted.current = committed;
    setText(committed);
  }, [committed]);

  return (
    <form
      role="search"
      className="relative min-w-0 flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        commit(text);
        (document.activeElement as HTMLElement | null)?.blur?.();
      }}
    >
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted"
      />
      <input
        type="search"
        value={text}
        onChange={(event) => setText(cleanSearchInput(event.target.value))}
        maxLength={GAME_SEARCH_MAX_LENGTH}
        aria-label={texts.label}
        placeholder={texts.placeholder}
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        className="h-11 w-full rounded-xl border border-line bg-surface pl-10 pr-11 text-base placeholder:text-muted focus:border-primary focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          aria-label={texts.clear}
          onClick={() => {
            setText('');
            commit('');
          }}
          className="absolute right-0 top-0 flex h-11 w-11 items-center justify-center rounded-xl text-muted hover:text-fg"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      ) : null}
    </form>
  );
}
