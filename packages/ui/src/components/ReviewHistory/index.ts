export {
  ReviewHistory,
  reviewStages,
  reviewHistoryDecisions,
  reviewHistoryTimeFormats,
} from './ReviewHistory';
export type {
  ReviewHistoryProps,
  ReviewHistoryEntry,
  ReviewHistoryDecision,
  ReviewHistoryTimeFormat,
  ReviewStage,
} from './ReviewHistory';
