import { type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

const findContainer = () => document.getElementById('react-admin-title');

/**
 * The dashboard's title in the app bar, where react-admin's pages put theirs (its <Title> writes
 * into the same `#react-admin-title`). react-admin's <Title> carries the title editor of its
 * preferences (a text field, a select), which the first screen after login does without.
 */
export function AppBarTitle({ children }: { children: ReactNode }) {
  const [container, setContainer] = useState(findContainer);
  useEffect(() => {
    // On the first render the app bar is rendered with this page, not yet in the document.
    const frame = requestAnimationFrame(() => setContainer(findContainer()));
    return () => cancelAnimationFrame(frame);
  }, []);
  return container ? createPortal(<span>{children}</span>, container) : null;
}
