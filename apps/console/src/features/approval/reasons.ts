import type { CertificationType } from '@creator-console/contract';
import type { DecisionReason } from '@creator-console/ui';
import type { Locale } from '../../shared/i18n';

type Reason = { id: string; label: Record<Locale, string>; message: Record<Locale, string> };

const unclear = (what: string, whatEn: string): Reason => ({
  id: 'unclear',
  label: { 'zh-CN': `${what}不清晰`, 'en-US': `${whatEn} unclear` },
  message: {
    'zh-CN': `${what}不清晰，请重新上传清晰、完整的照片`,
    'en-US': `The ${whatEn.toLowerCase()} is not clear. Upload a clear, complete photo again.`,
  },
});

const mismatch = (what: string, whatEn: string): Reason => ({
  id: 'mismatch',
  label: { 'zh-CN': `${what}与证件不一致`, 'en-US': `${whatEn} does not match` },
  message: {
    'zh-CN': `填写的${what}与证件不一致，请核对后重新提交`,
    'en-US': `The ${whatEn.toLowerCase()} you entered does not match the document. Check it and apply again.`,
  },
});

const incomplete: Reason = {
  id: 'incomplete',
  label: { 'zh-CN': '材料不全', 'en-US': 'Incomplete' },
  message: {
    'zh-CN': '提交的材料不全，请补充完整后重新提交',
    'en-US': 'Some documents are missing. Complete them and apply again.',
  },
};

const categoryReasons: Reason[] = [
  unclear('证明材料', 'Proof'),
  {
    id: 'off-topic',
    label: { 'zh-CN': '材料与认证领域不符', 'en-US': 'Proof off topic' },
    message: {
      'zh-CN': '证明材料与申请的认证领域不符，请上传相关作品或数据截图',
      'en-US': 'The proof does not match the certification applied for. Upload related work or statistics.',
    },
  },
  {
    id: 'conditions',
    label: { 'zh-CN': '未满足认证条件', 'en-US': 'Conditions not met' },
    message: {
      'zh-CN': '暂未满足该认证的基本条件，请达到条件后再申请',
      'en-US': 'The basic conditions of this certification are not met yet. Apply again once they are.',
    },
  },
  incomplete,
];

/** Quick reasons a reviewer can pick when rejecting, per certification type. */
const REASONS: Record<CertificationType, Reason[]> = {
  personal: [
    unclear('证件照片', 'ID photo'),
    mismatch('信息', 'Information'),
    {
      id: 'face',
      label: { 'zh-CN': '人脸照片与证件不符', 'en-US': 'Face does not match' },
      message: {
        'zh-CN': '人脸照片与身份证照片不一致，请本人重新认证',
        'en-US': 'The face photo does not match the ID card. Apply again in person.',
      },
    },
    incomplete,
  ],
  enterprise: [
    unclear('营业执照', 'Licence'),
    mismatch('企业信息', 'Entity information'),
    {
      id: 'legal-person',
      label: { 'zh-CN': '法定代表人信息有误', 'en-US': 'Legal representative wrong' },
      message: {
        'zh-CN': '法定代表人信息与营业执照不一致，请核对后重新提交',
        'en-US': 'The legal representative does not match the business licence. Check it and apply again.',
      },
    },
    incomplete,
  ],
  mcn: [
    unclear('营业执照', 'Licence'),
    mismatch('机构信息', 'Agency information'),
    {
      id: 'description',
      label: { 'zh-CN': '机构介绍不完整', 'en-US': 'Description too thin' },
      message: {
        'zh-CN': '机构介绍不完整，请补充机构规模、签约创作者与服务内容',
        'en-US': 'Describe the agency fully: its size, signed creators and services.',
      },
    },
    incomplete,
  ],
  identity: categoryReasons,
  interest: categoryReasons,
};

export function rejectReasons(type: CertificationType, locale: Locale): DecisionReason[] {
  return REASONS[type].map((reason) => ({
    id: reason.id,
    label: reason.label[locale],
    message: reason.message[locale],
  }));
}
