export { UiProvider, useUiStrings, useUiSettings, usePortalContainer } from './UiProvider';
export type { UiProviderProps } from './UiProvider';
