import { useEffect, useRef } from 'react';

/**
 * A new answer's heading, brought into view and given the focus each time `revealKey` changes (unless `reveal` is
 * false): a phone shows the answer without a hunt below the fold, and a screen reader reads where it starts (the
 * heading needs `tabIndex={-1}`). Returns the ref for the heading.
 * @example const headingRef = useRevealHeading(result); // <h2 ref={headingRef} tabIndex={-1}>…</h2>
 */
export function useRevealHeading(revealKey: unknown, reveal = true) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!reveal) return;
    const heading = headingRef.current;
    heading?.scrollIntoView?.({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [revealKey, reveal]);
  return headingRef;
}
