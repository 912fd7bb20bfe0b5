import { defineMessages } from '../i18n';

export const profileCardMessages = defineMessages({
  'zh-CN': {
    profile: '账号资料',
    name: '用户名',
    realName: '真实姓名',
    phone: '手机号',
    role: '角色',
    entity: '所属主体',
    tags: '标签',
    notSet: '未填写',
    none: '无',
  },
  'en-US': {
    profile: 'Account',
    name: 'Username',
    realName: 'Real name',
    phone: 'Phone',
    role: 'Role',
    entity: 'Entity',
    tags: 'Tags',
    notSet: 'Not set',
    none: 'None',
  },
});

export type ProfileCardMessage = keyof (typeof profileCardMessages)['zh-CN'];
