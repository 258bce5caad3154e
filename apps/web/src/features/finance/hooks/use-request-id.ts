import { useCallback, useState } from 'react';
import { newRequestId } from '../utils/request-id';

/**
 * One request id per money form: made when the form opens, sent again by every retry (the
 * server then answers the first transaction instead of making a second one), replaced only
 * after a success so that the next request is a new one.
 */
export function useRequestId(): { requestId: string; renew: () => void } {
  const [requestId, setRequestId] = useState(() => newRequestId());
  const renew = useCallback(() => setRequestId(newRequestId()), []);
  return { requestId, renew };
}
