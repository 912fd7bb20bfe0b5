/**
 * Data and helpers shared by the shell stories. Not part of the package's API.
 */
import { createContext, forwardRef, useContext } from 'react';
import type { SidebarMenuGroup } from '../components/SidebarMenu';
import type { LinkComponentProps } from '../internal/link';

/** A slice of the console's menu (spec §2), hidden pages included. */
export const menuGroups: SidebarMenuGroup[] = [
  {
    key: 'dashboard',
    title: '首页',
    icon: 'dashboard',
    path: '/dashboard',
    items: [{ key: 'index', title: '首页', path: '/dashboard/index' }],
  },
  {
    key: 'personal',
    title: '个人中心',
    icon: 'personal',
    path: '/personal',
    items: [
      { key: 'index', title: '个人中心', path: '/personal/index' },
      { key: 'wallet', title: '我的钱包', path: '/personal/wallet', hidden: true },
      { key: 'withdraw', title: '提现', path: '/personal/withdraw', hidden: true },
    ],
  },
  {
    key: 'video',
    title: '内容管理',
    icon: 'video',
    path: '/video',
    items: [
      { key: 'create', title: '上传视频', path: '/video/create' },
      { key: 'index', title: '内容库', path: '/video/index' },
      { key: 'edit', title: '编辑视频', path: '/video/edit', hidden: true },
      { key: 'draft', title: '草稿箱', path: '/video/draft', hidden: true },
      { key: 'album', title: '专辑', path: '/video/album' },
    ],
  },
  {
    key: 'live',
    title: '直播管理',
    icon: 'live-in',
    path: '/live',
    items: [
      { key: 'index', title: '直播列表', path: '/live/index' },
      { key: 'create', title: '创建直播', path: '/live/create' },
      { key: 'edit', title: '编辑直播', path: '/live/edit', hidden: true },
    ],
  },
  {
    key: 'audit',
    title: '视频审核',
    icon: 'audit',
    path: '/audit',
    items: [
      { key: 'index', title: '视频列表', path: '/audit/index' },
      { key: 'one', title: '机器审核', path: '/audit/one' },
      { key: 'two', title: '初审', path: '/audit/two' },
      { key: 'three', title: '复审', path: '/audit/three' },
    ],
  },
  {
    key: 'films',
    title: '专辑审核',
    icon: 'films',
    path: '/films',
    badge: 3,
    items: [
      { key: 'index', title: '专辑列表', path: '/films/index' },
      { key: 'two', title: '初审', path: '/films/two' },
      { key: 'three', title: '复审', path: '/films/three' },
    ],
  },
  {
    key: 'approval',
    title: '审核管理',
    icon: 'approval',
    path: '/approval',
    badge: 128,
    items: [
      { key: 'info', title: '用户信息', path: '/approval/info' },
      { key: 'personal', title: '实名认证', path: '/approval/personal' },
      { key: 'enterprise', title: '企业认证', path: '/approval/enterprise' },
      { key: 'mcn', title: 'MCN 认证', path: '/approval/mcn' },
    ],
  },
  {
    key: 'mcn',
    title: '用户管理',
    icon: 'mcn',
    path: '/mcn',
    items: [{ key: 'index', title: '用户管理', path: '/mcn/index' }],
  },
  {
    key: 'mission',
    title: '任务管理',
    icon: 'mission',
    path: '/mission',
    hidden: true,
    items: [{ key: 'index', title: '任务', path: '/mission/index' }],
  },
  {
    key: 'doc',
    title: '用户公约',
    icon: 'convention',
    path: '/doc',
    items: [{ key: 'index', title: '用户公约', path: '/doc/index' }],
  },
  {
    key: 'log',
    title: '日志管理',
    icon: 'log',
    path: '/log',
    items: [
      { key: 'index', title: '操作日志', path: '/log/index' },
      { key: 'finance', title: '钱包日志', path: '/log/finance' },
    ],
  },
];

export const publishAction = { label: '发布视频', href: '/video/create' };

/** Where a story's links "navigate": stories keep the current path in state. */
export const StoryNavigation = createContext<(href: string) => void>(() => {});

/** Stands in for the router's link: no page load, just a state change. */
export const StoryLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(
  ({ href, onClick, ...rest }, ref) => {
    const navigate = useContext(StoryNavigation);
    return (
      <a
        ref={ref}
        href={href}
        onClick={(event) => {
          onClick?.(event);
          event.preventDefault();
          navigate(href);
        }}
        {...rest}
      />
    );
  },
);
StoryLink.displayName = 'StoryLink';
