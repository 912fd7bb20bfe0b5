import { createExternalStore, useExternalStore } from './external-store';

/** The header every authenticated answer carries: `{role.id}.{role.version}.{user.access_version}`. */
export const ACCESS_VERSION_HEADER = 'x-access-version';

interface AccessVersionState {
  /** The value seen when the routes were (re)loaded; null until the first answer after that. */
  baseline: string | null;
  /** The newest value seen. */
  latest: string | null;
}

/** What the shell compares to show 你的账号权限已更新 (admin.md §4). */
export const accessVersionStore = createExternalStore<AccessVersionState>({ baseline: null, latest: null });

/** Every answer's header goes through here (the api client's `onResponse`). */
export function noteAccessVersion(value: string | null): void {
  if (!value) return;
  accessVersionStore.set((state) =>
    state.latest === value && state.baseline !== null
      ? state
      : { baseline: state.baseline ?? value, latest: value },
  );
}

/** Loading the routes starts a new baseline: the next answer's value (the menu's) is it. */
export function resetAccessVersion(): void {
  accessVersionStore.set({ baseline: null, latest: null });
}

/** Whether the access of the signed-in user changed since the routes were loaded. */
export const accessChanged = ({ baseline, latest }: AccessVersionState): boolean =>
  baseline !== null && latest !== null && baseline !== latest;

export const useAccessChanged = (): boolean => accessChanged(useExternalStore(accessVersionStore));
