import type { Tone } from '../../vocabulary';

export type ToastOptions = {
  tone?: Tone;
  title?: string;
  message: string;
  /** Milliseconds before it closes by itself; `Infinity` keeps it until closed. Default 3000. */
  duration?: number;
  /** Show a close button. Always shown when the toast never closes by itself. */
  closable?: boolean;
  /** Reuse an id to replace a toast that is still showing. */
  id?: string;
};

export type ToastRecord = {
  id: string;
  tone: Tone;
  title?: string;
  message: string;
  duration: number;
  closable: boolean;
};

export type ToasterStore = {
  /** Shows a toast and returns its id. Works outside React (e.g. from an API client callback). */
  show(options: ToastOptions): string;
  /** Closes one toast, or all of them without an id. */
  dismiss(id?: string): void;
  /** Called with the current toasts after every change; returns the unsubscribe function. */
  subscribe(listener: (toasts: readonly ToastRecord[]) => void): () => void;
  /** The toasts showing now (a new array after each change). */
  getToasts(): readonly ToastRecord[];
};

export const defaultToastDuration = 3000;

export type CreateToasterOptions = {
  /** Oldest toasts are dropped beyond this many. Default 5. */
  limit?: number;
};

/** An imperative toast store; render it with `<Toaster toaster={store} />`. */
export function createToaster({ limit = 5 }: CreateToasterOptions = {}): ToasterStore {
  let toasts: readonly ToastRecord[] = [];
  let nextId = 1;
  const listeners = new Set<(toasts: readonly ToastRecord[]) => void>();

  const update = (next: readonly ToastRecord[]) => {
    toasts = next;
    for (const listener of listeners) listener(toasts);
  };

  return {
    show({ tone = 'neutral', title, message, duration = defaultToastDuration, closable = false, id }) {
      const record: ToastRecord = {
        id: id ?? `toast-${nextId++}`,
        tone,
        title,
        message,
        duration,
        closable: closable || duration === Infinity,
      };
      update([...toasts.filter((toast) => toast.id !== record.id), record].slice(-limit));
      return record.id;
    },
    dismiss(id) {
      const next = id === undefined ? [] : toasts.filter((toast) => toast.id !== id);
      if (next.length !== toasts.length) update(next);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getToasts: () => toasts,
  };
}
