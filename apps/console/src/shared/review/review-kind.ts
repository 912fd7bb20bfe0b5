import type { ComponentType, ReactNode } from 'react';
import type { ApiResult } from '@creator-console/api-client';
import type { ContentKind, ReviewDecision, ReviewHistoryStep } from '@creator-console/contract';
import type { ReviewQueueItem } from '@creator-console/ui';
import type { Dictionary, Locale } from '../i18n';

/** What the workbench reads of any item under review; the kind's queue line and view show the rest. */
export interface ReviewableItem {
  id: number;
  locked_by: string | null;
  locked_until: string | null;
  history: readonly ReviewHistoryStep[];
}

/** A reviewer's decision as the server takes it, without the stage (the workbench adds it). */
export interface DecisionInput {
  decision: ReviewDecision;
  reasons: string[];
  message: string;
}

/** The server's answer to a batch decision: each item decided, or skipped with why. */
export interface BatchOutcome {
  decided: readonly { id: number }[];
  skipped: readonly { id: number; message: string }[];
}

/** A kind's review calls; a refusal (someone else holds it, already decided) rejects as a 202. */
export interface ReviewApi<Item, Stage extends string> {
  /** A batch locked to the caller (their open items come first). */
  claim(stage: Stage, size: number): Promise<Item[]>;
  release(ids: number[]): Promise<unknown>;
  decide(stage: Stage, id: number, decision: DecisionInput): Promise<unknown>;
  decideMany(stage: Stage, ids: number[], decision: DecisionInput): Promise<ApiResult<BatchOutcome>>;
  /** How many items wait at a stage, claimed by someone or not. */
  useWaitingCount(stage: Stage): number | undefined;
  /** The SWR keys a decision makes stale: this kind's lists (the waiting counts too) and details. */
  isListKey(key: unknown): boolean;
  isItemKey(key: unknown): boolean;
}

/**
 * The words a kind brings: its nouns (内容, 图集) in the empty and done states, and how its
 * history signs a step nobody signed (the machine).
 */
export type ReviewKindMessageKey =
  'noItem' | 'noItemHint' | 'allDone' | 'claimedNone' | 'released' | 'batchHint' | 'unsignedReviewer';

/** A stage whose approve and reject mean more than 通过 / 驳回 (the machine stage's override and block). */
export interface ReviewStageWords<K extends string> {
  /** A line under the heading saying what this stage is for. */
  hint?: K;
  /** The shortcut list's words for A and R, and the toasts after one decision ({title}). */
  approve?: { key: K; done: K };
  reject?: { key: K; done: K };
}

/**
 * One kind of content under review (videos, albums; next: certification applications, ad-task
 * submissions, held comments, short dramas, withdrawals). The workbench does the rest: claim,
 * lock timer, queue, keys, chips, batch decisions, release on leave. A new kind is its calls
 * (`features/<group>/api/review-queue.ts`), this declaration (`components/<kind>-review.tsx`) and
 * a page per stage: `<ReviewWorkbench kind={…} stage="…" />`; its list and edit pages declare a
 * `ReviewListKind` (`list-page.tsx`) and a `ReviewEditKind` (`edit-page.tsx`).
 */
export interface ReviewKind<Item extends ReviewableItem, Stage extends string, K extends string = never> {
  /** Whose quick reasons the decision bar offers (each kind edits its own at /<group>/option). */
  reasons: ContentKind;
  api: ReviewApi<Item, Stage>;
  /** The stages this kind has, with what is special about each. */
  stages: Record<Stage, ReviewStageWords<K>>;
  stageName(locale: Locale, stage: Stage): string;
  messages: Dictionary<ReviewKindMessageKey | K>;
  /** The item's line in the queue beyond its id and holder; its title also names it in the toasts. */
  queueEntry(item: Item): Omit<ReviewQueueItem, 'id' | 'lockedBy'>;
  /** The item under review (preview, facts); `children` (decision bar, history) go inside it. */
  ItemView: ComponentType<{ item: Item; children: ReactNode }>;
}

/** Declares a kind with its types inferred (stages and message keys checked against each other). */
export const defineReviewKind = <Item extends ReviewableItem, Stage extends string, K extends string = never>(
  kind: ReviewKind<Item, Stage, K>,
): ReviewKind<Item, Stage, K> => kind;
