import { useEffect, useState } from 'react';

/**
 * A call's answer for a part of a page (a tab), fetched when it opens, when `deps` change and on
 * `reload()`; the error is the server's Turkish (or English) message.
 */
export function useCall<T>(fetch: () => Promise<T>, deps: readonly (string | number)[]) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const key = deps.join('|');
  useEffect(() => {
    let current = true;
    fetch().then(
      (answer) => {
        if (!current) return;
        setData(answer);
        setError(null);
      },
      (failure: unknown) => {
        if (current) setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` (as `key`) names everything `fetch` reads
  }, [key, version]);
  return { data, error, reload: () => setVersion((value) => value + 1) };
}
