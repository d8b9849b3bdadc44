import { Children, type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Shows its children in order, each drawn in a commit of its own once the one before it is on the
 * screen. A commit cannot be cut short, and emotion writes the styles of everything new in it: the
 * landing page's lower sections, shown at once, made one task of some 200 ms on a mid-range phone.
 * Each next child is rendered as a transition, so a reader's input goes first. For parts below the
 * fold: what follows a part moves down when the next one is drawn.
 */
export function InTurn({ children }: { children: ReactNode }) {
  const parts = Children.toArray(children);
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= parts.length) return;
    const next = setTimeout(() => startTransition(() => setShown((count) => count + 1)));
    return () => clearTimeout(next);
  }, [shown, parts.length]);
  return parts.slice(0, shown);
}
