import { INVITE_STATUS, INVITE_TYPES } from '@creator-console/contract';
import { mcnInvites } from '../schema/index.js';
import { ago, userIdsOf } from './lookup.js';
import type { SeedStep } from './step.js';

interface SeedInvite {
  type: 1 | 2;
  sender: string;
  receiver: string;
  status: 0 | 1 | 2 | 3;
  message: string;
  daysAgo: number;
  /** Days after sending when it was answered. */
  handledAfter?: number;
}

/**
 * The invitation log behind the demo links (mcn_creators, seeded by the foundation, is the truth):
 * accepted invitations of the MCN's five creators, a pending invitation to `creator`, one refused
 * and one withdrawn invitation to 晚风说车, who has now applied to join himself (pending).
 */
export const SEED_INVITES: SeedInvite[] = [
  ...[
    ['qinghe_xiaoyu', 320],
    ['qinghe_laozhou', 300],
    ['qinghe_mengmeng', 260],
    ['qinghe_axin', 240],
    ['qinghe_guchen', 200],
  ].map(([receiver, daysAgo]): SeedInvite => ({
    type: INVITE_TYPES.invite,
    sender: 'mcn',
    receiver: receiver as string,
    status: INVITE_STATUS.accepted,
    message: '青禾传媒诚邀您加入，我们将为您提供内容策划、流量扶持和商单对接。',
    daysAgo: daysAgo as number,
    handledAfter: 1,
  })),
  {
    type: INVITE_TYPES.invite,
    sender: 'mcn',
    receiver: 'creator_live',
    status: INVITE_STATUS.withdrawn,
    message: '思远你好，青禾正在拓展汽车赛道，期待与你合作。',
    daysAgo: 95,
    handledAfter: 5,
  },
  {
    type: INVITE_TYPES.invite,
    sender: 'mcn',
    receiver: 'creator_live',
    status: INVITE_STATUS.refused,
    message: '新一季汽车内容扶持计划已启动，诚邀你加入青禾。',
    daysAgo: 60,
    handledAfter: 2,
  },
  {
    type: INVITE_TYPES.apply,
    sender: 'creator_live',
    receiver: 'mcn',
    status: INVITE_STATUS.pending,
    message: '考虑之后还是希望加入青禾，专注新能源汽车评测内容，期待合作。',
    daysAgo: 3,
  },
  {
    type: INVITE_TYPES.invite,
    sender: 'mcn',
    receiver: 'creator',
    status: INVITE_STATUS.pending,
    message: '阿杰你好，青禾传媒专注美食赛道，诚邀你加入，我们提供流量扶持和品牌商单资源。',
    daysAgo: 2,
  },
];

export const mcnInviteLog: SeedStep<void> = {
  name: 'mcn-invites',

  async prepare() {},

  async run(tx) {
    const now = new Date();
    const userId = await userIdsOf(
      tx,
      SEED_INVITES.flatMap((invite) => [invite.sender, invite.receiver]),
    );
    const existing = await tx
      .select({
        type: mcnInvites.type,
        senderId: mcnInvites.senderId,
        receiverId: mcnInvites.receiverId,
        status: mcnInvites.status,
      })
      .from(mcnInvites);
    const rows = SEED_INVITES.map((invite) => ({
      type: invite.type,
      senderId: userId(invite.sender),
      receiverId: userId(invite.receiver),
      status: invite.status,
      message: invite.message,
      createdAt: ago(now, invite.daysAgo, 5),
      handledAt: invite.handledAfter === undefined ? null : ago(now, invite.daysAgo - invite.handledAfter, 2),
    })).filter(
      (row) =>
        !existing.some(
          (e) =>
            e.type === row.type &&
            e.senderId === row.senderId &&
            e.receiverId === row.receiverId &&
            e.status === row.status,
        ),
    );
    // A pending invitation that exists in the other state is skipped by the partial unique index.
    if (rows.length > 0) await tx.insert(mcnInvites).values(rows).onConflictDoNothing();
  },
};
