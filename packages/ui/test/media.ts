import { vi } from 'vitest';

/**
 * Makes `matchMedia` answer as a viewport of the given width would, for the max-width/min-width
 * queries the shell uses. Returns a function that resizes and notifies listeners.
 */
export function mockViewportWidth(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        media: query,
        get matches() {
          return matches(query);
        },
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return (nextWidth: number) => {
    width = nextWidth;
    for (const listener of listeners) listener();
  };
}
