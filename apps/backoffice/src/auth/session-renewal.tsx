import { Suspense, useEffect, useState } from 'react';
import { lazyExport } from '../components/lazy-export';
import { offerSessionRenewal } from '../data/session-renewal';

const RenewalDialog = lazyExport(() => import('./renewal-dialog'), 'RenewalDialog');

interface Request {
  reason: string;
  answer: (signedIn: boolean) => void;
}

/**
 * Keeps the page when the session ends under it: a call the server refuses for an ended session
 * waits while this asks for the login in a dialog over the page (loaded only then), and runs
 * again once signed in; "sign out" gives up and goes to the login page as before.
 */
export function SessionRenewal() {
  const [request, setRequest] = useState<Request | null>(null);
  useEffect(
    () =>
      offerSessionRenewal(
        (reason) =>
          new Promise<boolean>((resolve) => {
            setRequest({ reason, answer: resolve });
          }),
      ),
    [],
  );
  if (!request) return null;
  const close = (signedIn: boolean) => {
    setRequest(null);
    request.answer(signedIn);
  };
  return (
    <Suspense fallback={null}>
      <RenewalDialog reason={request.reason} onSignedIn={() => close(true)} onGiveUp={() => close(false)} />
    </Suspense>
  );
}
