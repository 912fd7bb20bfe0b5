import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The rendered width of an element, kept up to date with a ResizeObserver; `fallback` until it is
 * measured (and where there is no layout, as in unit tests). Returns a callback ref, so a
 * component may swap the measured element (a placeholder, then the content).
 */
export function useElementWidth<T extends HTMLElement>(fallback: number): [(node: T | null) => void, number] {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const measure = useCallback((node: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node) return;
    setWidth(node.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.current.observe(node);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return [measure, width > 0 ? Math.round(width) : fallback];
}
