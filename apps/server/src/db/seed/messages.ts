import { MESSAGE_TYPES } from '@creator-console/contract';
import { inArray } from 'drizzle-orm';
import { messages } from '../schema/index.js';
import { DEMO_ACCOUNTS, MCN_CREATORS } from './demo-accounts.js';
import { ago, userIdsOf } from './lookup.js';
import type { SeedStep } from './step.js';

interface SeedMessage {
  type: number;
  title: string;
  content: string;
  link?: string;
  daysAgo: number;
  hours?: number;
  read: boolean;
}

/** Platform notices every account receives; the newest is still unread. */
const NOTICES: SeedMessage[] = [
  {
    type: MESSAGE_TYPES.system,
    title: '创作者平台 6 月版本更新说明',
    content:
      '数据概览新增粉丝画像与同期对比，MCN 管理支持按姓名筛选签约创作者。\n1. 数据概览：新增粉丝性别、年龄分布；\n2. MCN 管理：签约创作者列表支持搜索；\n3. 修复若干已知问题。',
    link: '/analyse/user',
    daysAgo: 1,
    read: false,
  },
  {
    type: MESSAGE_TYPES.system,
    title: '关于规范商业推广内容标识的公告',
    content:
      '自下月 1 日起，含商业推广的视频须在发布时勾选“商业推广”标识，未标识的内容将被限制推荐。\n详情请查阅用户公约第 4 章。',
    link: '/doc/index',
    daysAgo: 9,
    read: true,
  },
  {
    type: MESSAGE_TYPES.system,
    title: '端午节假期提现到账时间调整通知',
    content: '端午节假期期间提交的提现申请，将于节后第一个工作日起依次处理，请合理安排提现时间。',
    daysAgo: 24,
    read: true,
  },
  {
    type: MESSAGE_TYPES.system,
    title: '账号安全提醒',
    content: '平台工作人员不会以任何理由索要您的密码或验证码，请勿向他人透露账号信息。',
    daysAgo: 45,
    read: true,
  },
];

/** Messages of one account, consistent with the demo invitations and certification applications. */
const PERSONAL: Record<string, SeedMessage[]> = {
  creator: [
    {
      type: MESSAGE_TYPES.invite,
      title: '青禾传媒 邀请您加入',
      content:
        'MCN 机构「青禾传媒」邀请您成为其签约创作者，请在邀请记录中接受或拒绝。\n附言：阿杰你好，青禾传媒专注美食赛道，诚邀你加入，我们提供流量扶持和品牌商单资源。',
      link: '/mcn/index',
      daysAgo: 2,
      read: false,
    },
    {
      type: MESSAGE_TYPES.review,
      title: '视频《秘制红烧肉的三个关键步骤》已通过审核',
      content: '您发布的视频《秘制红烧肉的三个关键步骤》已通过审核，现已对所有用户可见。',
      link: '/video/index',
      daysAgo: 3,
      read: false,
    },
    {
      type: MESSAGE_TYPES.review,
      title: '视频《山里人家的腊肉怎么做》未通过审核',
      content:
        '您发布的视频《山里人家的腊肉怎么做》未通过审核。\n原因：视频第 02:15 处出现未授权的背景音乐，请替换后重新提交。',
      link: '/video/index',
      daysAgo: 6,
      read: true,
    },
    {
      type: MESSAGE_TYPES.certification,
      title: '实名认证审核通过',
      content: '您提交的实名认证申请已审核通过。',
      link: '/certification/index',
      daysAgo: 209,
      read: true,
    },
  ],
  creator_live: [
    {
      type: MESSAGE_TYPES.certification,
      title: '实名认证未通过',
      content: '您提交的实名认证申请未通过审核。\n审核意见：身份证国徽面照片模糊，请重新上传清晰、完整的照片',
      link: '/certification/index',
      daysAgo: 11,
      read: false,
    },
    {
      type: MESSAGE_TYPES.review,
      title: '视频《2026 款新能源 SUV 横评：续航实测》已通过审核',
      content: '您发布的视频《2026 款新能源 SUV 横评：续航实测》已通过审核，现已对所有用户可见。',
      link: '/video/index',
      daysAgo: 4,
      read: false,
    },
    {
      type: MESSAGE_TYPES.review,
      title: '直播预告《周末试驾直播间》已通过审核',
      content: '您创建的直播《周末试驾直播间》已通过审核，开播前 10 分钟可进入直播间准备。',
      link: '/live/index',
      daysAgo: 8,
      read: true,
    },
  ],
  mcn: [
    {
      type: MESSAGE_TYPES.invite,
      title: '晚风说车 申请加入您的机构',
      content:
        '创作者「晚风说车」申请成为您的签约创作者，请在邀请记录中同意或拒绝。\n附言：考虑之后还是希望加入青禾，专注新能源汽车评测内容，期待合作。',
      link: '/mcn/index',
      daysAgo: 3,
      read: false,
    },
    {
      type: MESSAGE_TYPES.invite,
      title: '晚风说车 拒绝了您的邀请',
      content: '「晚风说车」拒绝了您的邀请。',
      link: '/mcn/index',
      daysAgo: 58,
      read: true,
    },
    {
      type: MESSAGE_TYPES.invite,
      title: '顾行天下 接受了您的邀请',
      content: '创作者「顾行天下」已接受您的邀请，成为您的签约创作者。',
      link: '/mcn/index',
      daysAgo: 199,
      read: true,
    },
    {
      type: MESSAGE_TYPES.invite,
      title: '阿鑫数码 接受了您的邀请',
      content: '创作者「阿鑫数码」已接受您的邀请，成为您的签约创作者。',
      link: '/mcn/index',
      daysAgo: 239,
      read: true,
    },
    {
      type: MESSAGE_TYPES.certification,
      title: 'MCN认证审核通过',
      content:
        '您提交的MCN认证申请已审核通过。\n您的账号已升级为 MCN 机构账号，可在「MCN管理」中邀请和管理创作者。',
      link: '/certification/index',
      daysAgo: 407,
      read: true,
    },
    {
      type: MESSAGE_TYPES.certification,
      title: '企业认证审核通过',
      content: '您提交的企业认证申请已审核通过。',
      link: '/certification/index',
      daysAgo: 413,
      read: true,
    },
  ],
  mcn_pending: [
    {
      type: MESSAGE_TYPES.certification,
      title: '实名认证审核通过',
      content: '您提交的实名认证申请已审核通过。',
      link: '/certification/index',
      daysAgo: 8,
      read: true,
    },
    {
      type: MESSAGE_TYPES.system,
      title: 'MCN 认证资料已提交',
      content: '您的 MCN 认证资料已提交，平台将在 1-3 个工作日内完成审核，审核结果将通过消息通知您。',
      link: '/certification/index',
      daysAgo: 3,
      hours: -1,
      read: false,
    },
  ],
  operator: [
    {
      type: MESSAGE_TYPES.review,
      title: '待审核认证申请提醒',
      content: '当前有 5 条认证申请等待审核，其中 MCN 认证 1 条，请及时处理。',
      link: '/approval/mcn',
      daysAgo: 0,
      hours: 2,
      read: false,
    },
  ],
  qinghe_xiaoyu: [
    {
      type: MESSAGE_TYPES.certification,
      title: '兴趣认证未通过',
      content:
        '您提交的兴趣认证申请未通过审核。\n审核意见：证明材料与申请的兴趣领域不符，请上传近期街舞作品的数据截图',
      link: '/certification/index',
      daysAgo: 18,
      read: false,
    },
  ],
  qinghe_axin: [
    {
      type: MESSAGE_TYPES.certification,
      title: '身份认证审核通过',
      content: '您提交的身份认证申请已审核通过。',
      link: '/certification/index',
      daysAgo: 148,
      read: true,
    },
  ],
};

const ACCOUNTS = [...DEMO_ACCOUNTS, ...MCN_CREATORS].map((account) => account.username);

/** Notices for every account and personal messages; a message of the same title is not repeated. */
export const demoMessages: SeedStep<void> = {
  name: 'messages',

  async prepare() {},

  async run(tx) {
    const now = new Date();
    const userId = await userIdsOf(tx, ACCOUNTS);
    const ids = ACCOUNTS.map(userId);
    const existing = new Set(
      (
        await tx
          .select({ userId: messages.userId, title: messages.title })
          .from(messages)
          .where(inArray(messages.userId, ids))
      ).map((row) => `${row.userId}\n${row.title}`),
    );
    const rows = ACCOUNTS.flatMap((username) =>
      [...NOTICES, ...(PERSONAL[username] ?? [])].map((message) => {
        const createdAt = ago(now, message.daysAgo, message.hours ?? 0);
        return {
          userId: userId(username),
          type: message.type,
          title: message.title,
          content: message.content,
          link: message.link ?? null,
          createdAt,
          readAt: message.read ? new Date(createdAt.getTime() + 3_600_000) : null,
        };
      }),
    ).filter((row) => !existing.has(`${row.userId}\n${row.title}`));
    if (rows.length > 0) await tx.insert(messages).values(rows);
  },
};
