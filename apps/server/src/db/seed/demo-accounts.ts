import { LIVE_TAG } from '@creator-console/contract';
import type { RoleKey } from '../../auth/roles.js';

/** The password of every demo account (ARCHITECTURE.md, README). */
export const DEMO_PASSWORD = 'Demo@2026';

export const SIGNED_TAG = '签约创作者';
export const QUALITY_TAG = '优质创作者';
export const ADMIN_TAGS = [LIVE_TAG, SIGNED_TAG, QUALITY_TAG] as const;

export interface DemoAccount {
  username: string;
  phone: string;
  name: string;
  realName: string;
  entityName: string;
  roles: RoleKey[];
  tags?: string[];
  status?: 1 | 2;
}

/** The six demo accounts of ARCHITECTURE.md. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'admin',
    phone: '13800000001',
    name: '平台管理员',
    realName: '周建国',
    entityName: '星河互娱科技有限公司',
    roles: ['admin'],
  },
  {
    username: 'operator',
    phone: '13800000002',
    name: '运营-林晓雯',
    realName: '林晓雯',
    entityName: '星河互娱科技有限公司',
    roles: ['operator'],
  },
  {
    username: 'creator',
    phone: '13800000003',
    name: '山野厨房阿杰',
    realName: '陈志杰',
    entityName: '阿杰美食工作室',
    roles: ['creator'],
    tags: [QUALITY_TAG],
  },
  {
    username: 'creator_live',
    phone: '13800000004',
    name: '晚风说车',
    realName: '王思远',
    entityName: '思远汽车文化工作室',
    roles: ['creator'],
    tags: [LIVE_TAG],
  },
  {
    username: 'mcn',
    phone: '13800000005',
    name: '青禾传媒',
    realName: '赵敏',
    entityName: '杭州青禾文化传媒有限公司',
    roles: ['mcn'],
  },
  {
    username: 'mcn_pending',
    phone: '13800000006',
    name: '星芒娱乐',
    realName: '刘洋',
    entityName: '成都星芒文化传播有限公司',
    roles: ['mcn_pending'],
  },
];

/** Creators signed to the demo MCN (username `mcn`); one is disabled. Same demo password. */
export const MCN_CREATORS: DemoAccount[] = [
  {
    username: 'qinghe_xiaoyu',
    phone: '13900000011',
    name: '小鱼爱跳舞',
    realName: '李雨桐',
    entityName: '杭州青禾文化传媒有限公司',
    roles: ['creator'],
    tags: [SIGNED_TAG],
  },
  {
    username: 'qinghe_laozhou',
    phone: '13900000012',
    name: '老周钓鱼记',
    realName: '周国平',
    entityName: '杭州青禾文化传媒有限公司',
    roles: ['creator'],
    tags: [SIGNED_TAG, LIVE_TAG],
  },
  {
    username: 'qinghe_mengmeng',
    phone: '13900000013',
    name: '萌萌的猫',
    realName: '孙萌',
    entityName: '杭州青禾文化传媒有限公司',
    roles: ['creator'],
    tags: [SIGNED_TAG],
  },
  {
    username: 'qinghe_axin',
    phone: '13900000014',
    name: '阿鑫数码',
    realName: '何鑫',
    entityName: '杭州青禾文化传媒有限公司',
    roles: ['creator'],
    tags: [SIGNED_TAG, QUALITY_TAG],
  },
  {
    username: 'qinghe_guchen',
    phone: '13900000015',
    name: '顾行天下',
    realName: '顾晨',
    entityName: '杭州青禾文化传媒有限公司',
    roles: ['creator'],
    status: 2,
  },
];

export const DEMO_MCN = 'mcn';
