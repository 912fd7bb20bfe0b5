/** Display pieces of the ad-task area shared by /sem, /spread, /mission and /task (ad-tasks.md §10). */
export { RewardSummary, rewardSummaryText } from './reward-summary';
export { PhaseTag, PHASE_TONES } from './phase-tag';
export { HallCard, countdown, countdownText, hallCardMessages } from './hall-card';
export type { HallCardProps, HallCardTask } from './hall-card';
export { BindVideoList, BindVideoRow, bindCheckChip } from './bind-video';
