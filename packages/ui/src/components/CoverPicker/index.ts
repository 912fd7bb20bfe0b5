export { CoverPicker, coverPickerStates } from './CoverPicker';
export type { CoverPickerProps, CoverPickerState } from './CoverPicker';
export { coverPickerStrings } from './strings';
export type { CoverPickerStrings } from './strings';
export { formatTimecode, framePositions } from './frames';
