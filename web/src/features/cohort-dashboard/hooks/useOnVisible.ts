import { useEffect, useRef, useState } from 'react';

/**
 * Calls `onVisible` when the element (given through the returned ref callback) comes into view.
 * A new observer each time `enabled` turns on reports at once, so an element that stayed in
 * view after a page loaded asks for the next one too. Without IntersectionObserver nothing
 * happens (a Load more button stays as fallback).
 */
export function useOnVisible<T extends Element>(onVisible: () => void, enabled: boolean) {
  const [element, setElement] = useState<T | null>(null);
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return undefined;
    // A little before the element shows, so the next page is usually there when one gets to it.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled]);
  return setElement;
}
