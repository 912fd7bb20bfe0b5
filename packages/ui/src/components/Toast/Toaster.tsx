import * as RadixToast from '@radix-ui/react-toast';
import { clsx } from 'clsx';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { forwardRef, useCallback, useState, useSyncExternalStore } from 'react';
import { useUiStrings } from '../../provider';
import type { Tone } from '../../vocabulary';
import { Icon, type IconName } from '../Icon';
import { IconButton } from '../IconButton';
import * as styles from './Toast.css';
import type { ToasterStore, ToastRecord } from './createToaster';

const toneIcons: Record<Tone, IconName> = {
  neutral: 'info',
  accent: 'info',
  critical: 'alert',
  positive: 'check',
  caution: 'alert',
};

export type ToastProps = {
  toast: ToastRecord;
  onDismiss: (id: string) => void;
};

/** One toast; Toaster renders these from its store. */
export const Toast = forwardRef<HTMLLIElement, ToastProps>(({ toast, onDismiss }, ref) => {
  const strings = useUiStrings();
  return (
    <RadixToast.Root
      ref={ref}
      className={clsx(styles.toast, styles.toneStyles[toast.tone])}
      duration={toast.duration}
      // Errors interrupt the screen reader; everything else waits its turn.
      type={toast.tone === 'critical' ? 'foreground' : 'background'}
      data-tone={toast.tone}
      onOpenChange={(open) => {
        if (!open) onDismiss(toast.id);
      }}
    >
      <span className={styles.icon[toast.tone]}>
        <Icon name={toneIcons[toast.tone]} size="small" />
      </span>
      <div className={styles.body}>
        {toast.title ? <RadixToast.Title className={styles.title}>{toast.title}</RadixToast.Title> : null}
        <RadixToast.Description className={styles.message}>{toast.message}</RadixToast.Description>
      </div>
      {toast.closable ? (
        <span className={styles.close}>
          <RadixToast.Close asChild>
            <IconButton label={strings.close} icon="close" size="small" />
          </RadixToast.Close>
        </span>
      ) : null}
    </RadixToast.Root>
  );
});
Toast.displayName = 'Toast';

export type ToasterProps = {
  /** The store from `createToaster()`. */
  toaster: ToasterStore;
};

/** Renders the toasts of a store at the top of the viewport. Place one inside UiProvider. */
export const Toaster = forwardRef<HTMLOListElement, ToasterProps>(({ toaster }, ref) => {
  const strings = useUiStrings();
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.getToasts, toaster.getToasts);
  // Radix reads each new toast aloud from a hidden element it puts in <body> for a second; kept in
  // the toasts' own region instead, no page content ever sits outside a landmark.
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const viewportRef = useComposedRefs(
    ref,
    useCallback((list: HTMLOListElement | null) => setRegion(list?.parentElement ?? null), []),
  );
  return (
    <RadixToast.Provider
      label={strings.notifications}
      swipeDirection="up"
      {...(region ? { announcerContainer: region } : {})}
    >
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} onDismiss={toaster.dismiss} />
      ))}
      {/* A modal dialog hides the rest of the page from assistive technology (aria-hidden on its
          siblings) but leaves alone whatever carries aria-live; "off" keeps the toasts readable then
          without announcing them twice (the announcer above already reads each one aloud). */}
      <RadixToast.Viewport
        ref={viewportRef}
        className={styles.viewport}
        label={strings.toastRegion}
        aria-live="off"
      />
    </RadixToast.Provider>
  );
});
Toaster.displayName = 'Toaster';
