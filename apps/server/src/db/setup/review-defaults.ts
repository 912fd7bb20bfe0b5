import { creatorStatements, reviewReasons } from '../schema/index.js';
import type { SetupStep } from './step.js';

/** The quick-review reasons a platform starts with (/audit/option, /films/option). */
export const DEFAULT_REVIEW_REASONS = {
  video: ['画面模糊', '内容低俗', '涉嫌搬运', '标题党', '含广告导流', '未授权背景音乐', '危险行为'],
  album: ['封面不清晰', '合集内容重复', '标题党'],
} as const;

/** The creator declarations a platform starts with (/audit/statement): a submission needs one. */
export const DEFAULT_STATEMENTS = [
  { content: '内容由本人原创', enabled: true },
  { content: '内容取材网络', enabled: true },
  { content: '含 AI 生成内容', enabled: true },
  { content: '虚构演绎，仅供娱乐', enabled: true },
  { content: '含商业推广', enabled: false },
];

/**
 * Review settings a platform cannot work without: creators submit nothing without a declaration
 * to choose. Operators edit or delete them afterwards; the step runs once per database, and only
 * what is missing is added.
 */
export const reviewDefaults: SetupStep = {
  name: 'review-defaults',
  coveredBy: 'videos',
  async run(tx) {
    const reasons = new Set(
      (await tx.select({ kind: reviewReasons.kind, text: reviewReasons.text }).from(reviewReasons)).map(
        (row) => `${row.kind}\n${row.text}`,
      ),
    );
    const missingReasons = Object.entries(DEFAULT_REVIEW_REASONS)
      .flatMap(([kind, texts]) =>
        texts.map((text, position) => ({ kind: kind as 'video' | 'album', text, position })),
      )
      .filter((reason) => !reasons.has(`${reason.kind}\n${reason.text}`));
    if (missingReasons.length > 0) await tx.insert(reviewReasons).values(missingReasons);

    const statements = new Set(
      (await tx.select({ content: creatorStatements.content }).from(creatorStatements)).map(
        (row) => row.content,
      ),
    );
    const missingStatements = DEFAULT_STATEMENTS.map((statement, position) => ({
      ...statement,
      position,
    })).filter((statement) => !statements.has(statement.content));
    if (missingStatements.length > 0) await tx.insert(creatorStatements).values(missingStatements);
  },
};
