import { useEffect, useState } from 'react';

/**
 * Whether an element scrolls sideways: its content is wider than its box. A region that scrolls must be reachable by
 * keyboard (axe's scrollable-region-focusable), but one that does not should not add a stop to the tab order — so the
 * caller makes it focusable only while this is true. Re-measured whenever the element or its content resizes. `ref`
 * is a callback ref for the element.
 */
export function useHorizontalOverflow<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [overflowing, setOverflowing] = useState(false);

  useEffect(() => {
    if (!element) return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth);
    measure();
    // jsdom has no ResizeObserver; there nothing lays out, so nothing overflows.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [element]);

  return { ref: setElement, overflowing };
}
