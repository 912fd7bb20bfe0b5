export { DecisionBar, reviewDecisions, decisionShortcutScopes } from './DecisionBar';
export type {
  DecisionBarProps,
  ReviewDecision,
  DecisionReason,
  DecisionResult,
  DecisionShortcutScope,
} from './DecisionBar';
