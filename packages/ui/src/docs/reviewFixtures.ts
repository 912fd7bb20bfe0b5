/**
 * Data shared by the review widgets' stories and tests. Not part of the package's API (src/docs is
 * not published).
 */
import type { DecisionReason } from '../components/DecisionBar';
import type { MachineVerdictReason } from '../components/MachineVerdict';
import type { ReviewHistoryEntry } from '../components/ReviewHistory';
import type { ReviewQueueItem } from '../components/ReviewQueue';

/** A placeholder picture as an SVG data URI, so stories need no network. */
export function placeholderImage(label: string, hue: number, width = 640, height = 360): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,30%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${Math.round(height / 8)}" text-anchor="middle" dominant-baseline="middle">${label}</text>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A fixed "now" so relative times in stories and tests do not drift. */
export const reviewNow = new Date('2025-03-08T10:30:00+08:00');

const minutesAgo = (minutes: number) => new Date(reviewNow.getTime() - minutes * 60_000).toISOString();

export const currentReviewer = '审核员 林晓';

export const queueItems: ReviewQueueItem[] = [
  {
    id: 'v-1001',
    title: '周末露营 vlog：在山顶看日出',
    thumbnail: placeholderImage('露营', 200, 160, 90),
    submittedAt: minutesAgo(3),
    author: '山野小周',
    lockedBy: currentReviewer,
    verdict: 'pass',
  },
  {
    id: 'v-1002',
    title: '三分钟学会番茄炒蛋',
    thumbnail: placeholderImage('美食', 20, 160, 90),
    submittedAt: minutesAgo(12),
    author: '厨房日记',
    lockedBy: currentReviewer,
    verdict: 'suspect',
  },
  {
    id: 'v-1003',
    title: '新品手机开箱（含购买链接）',
    thumbnail: placeholderImage('开箱', 260, 160, 90),
    submittedAt: minutesAgo(25),
    author: '数码阿杰',
    lockedBy: '审核员 王芳',
    verdict: 'block',
  },
  {
    id: 'v-1004',
    title: '城市夜景延时摄影',
    submittedAt: minutesAgo(47),
    author: '光影工作室',
    lockedBy: currentReviewer,
    verdict: 'whitelisted',
  },
  {
    id: 'v-1005',
    title: '猫咪的一天',
    thumbnail: placeholderImage('萌宠', 320, 160, 90),
    submittedAt: minutesAgo(130),
    author: '橘猫饭团',
    lockedBy: currentReviewer,
  },
];

export const rejectReasons: DecisionReason[] = [
  { id: 'copyright', label: '搬运侵权', message: '视频内容涉嫌搬运他人作品，请上传原创内容。' },
  { id: 'cover', label: '封面不符', message: '封面与视频内容不符，请更换封面后重新提交。' },
  {
    id: 'traffic',
    label: '站外引流',
    message: '视频中含有站外引流信息（二维码、联系方式），请删除后重新提交。',
  },
  { id: 'quality', label: '画质过低', message: '视频画质过低，影响观看体验，请上传清晰版本。' },
  { id: 'title', label: '标题夸大', message: '标题夸大或与内容不符，请修改标题。' },
  { id: 'unsafe', label: '不宜展示', message: '视频包含不适宜展示的内容，请修改后重新提交。' },
];

export const verdictReasons: MachineVerdictReason[] = [
  { rule: '站外引流', detail: '画面中识别到二维码', field: '第 12 秒画面' },
  { rule: '敏感词', detail: '简介包含“加微信领取”', field: '简介' },
];

export const historyEntries: ReviewHistoryEntry[] = [
  {
    id: 'h-3',
    stage: 'second',
    decision: 'approve',
    actor: '审核员 王芳',
    at: minutesAgo(2),
  },
  {
    id: 'h-2',
    stage: 'first',
    decision: 'reject',
    actor: '审核员 林晓',
    message: '视频中含有站外引流信息（二维码、联系方式），请删除后重新提交。',
    at: minutesAgo(95),
  },
  {
    id: 'h-1',
    stage: 'machine',
    decision: 'suspect',
    actor: '机审系统',
    message: '站外引流：画面中识别到二维码',
    at: minutesAgo(60 * 26),
  },
];
