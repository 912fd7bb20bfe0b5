import type { MachineVerdict, VideoFile } from '@creator-console/contract';

/** What the machine review looks at: the submitted form and who submitted it. */
export interface MachineSubmission {
  userId: number;
  title: string;
  description: string;
  topics: readonly string[];
  file: VideoFile | null;
}

/** A blocklist term: found in the text, it makes the verdict `level`; `category` says why. */
export interface BlockedTerm {
  term: string;
  level: 'suspect' | 'block';
  category: string;
}

/** What the rules may consult besides the submission, loaded by the caller (in its transaction). */
export interface MachineContext {
  terms: readonly BlockedTerm[];
  /** The creator is on the machine-review whitelist (/admin/white). */
  whitelisted: boolean;
}

export interface MachineOutcome {
  verdict: MachineVerdict;
  reasons: string[];
}

/** One check. It answers its own verdict and reasons; a rule with nothing to say answers pass with none. */
export interface MachineRule {
  name: string;
  check(submission: MachineSubmission, context: MachineContext): MachineOutcome;
}

export const FILE_LIMITS = {
  /** 4 GiB, the upload limit of the publish page. */
  maxBytes: 4 * 1024 ** 3,
  /** 60 minutes. */
  maxSeconds: 60 * 60,
} as const;

export const WHITELIST_REASON = '白名单';

const SEVERITY: Record<MachineVerdict, number> = { pass: 0, suspect: 1, block: 2 };
const worst = (a: MachineVerdict, b: MachineVerdict) => (SEVERITY[b] > SEVERITY[a] ? b : a);

/** The text blocklist on the title, the description and the topics (case-insensitive). */
export const textBlocklist: MachineRule = {
  name: 'text-blocklist',
  check({ title, description, topics }, { terms }) {
    const fields = [
      ['标题', title],
      ['简介', description],
      ['话题', topics.join(' ')],
    ] as const;
    let verdict: MachineVerdict = 'pass';
    const reasons: string[] = [];
    for (const { term, level, category } of terms) {
      const needle = term.toLowerCase();
      const where = fields.filter(([, text]) => text.toLowerCase().includes(needle)).map(([label]) => label);
      if (where.length === 0) continue;
      verdict = worst(verdict, level);
      reasons.push(`${where.join('、')}含敏感词「${term}」${category ? `（${category}）` : ''}`);
    }
    return { verdict, reasons };
  },
};

/** What the form declared about the file: present, a video, not empty, within size and duration. */
export const fileChecks: MachineRule = {
  name: 'file-checks',
  check({ file }) {
    if (!file) return { verdict: 'block', reasons: ['缺少视频文件'] };
    const reasons: string[] = [];
    if (!/^video\/[\w.+-]+$/i.test(file.mime)) reasons.push(`文件类型不是视频（${file.mime || '未知'}）`);
    if (file.size === 0) reasons.push('视频文件为空');
    if (file.size > FILE_LIMITS.maxBytes) reasons.push('视频文件超过 4 GB');
    if (file.duration !== undefined && file.duration > FILE_LIMITS.maxSeconds) {
      reasons.push('视频时长超过 60 分钟');
    }
    return { verdict: reasons.length > 0 ? 'block' : 'pass', reasons };
  },
};

export const DEFAULT_RULES: readonly MachineRule[] = [fileChecks, textBlocklist];

/**
 * The machine pre-review: every rule runs and the worst verdict wins, with all their reasons.
 * Whitelisted creators skip the rules (verdict pass, reason 白名单). Pure: the caller loads the
 * context and writes the outcome, inside the submission's transaction.
 */
export function runMachineReview(
  submission: MachineSubmission,
  context: MachineContext,
  rules: readonly MachineRule[] = DEFAULT_RULES,
): MachineOutcome {
  if (context.whitelisted) return { verdict: 'pass', reasons: [WHITELIST_REASON] };
  return rules.reduce<MachineOutcome>(
    (outcome, rule) => {
      const result = rule.check(submission, context);
      return {
        verdict: worst(outcome.verdict, result.verdict),
        reasons: [...outcome.reasons, ...result.reasons],
      };
    },
    { verdict: 'pass', reasons: [] },
  );
}
