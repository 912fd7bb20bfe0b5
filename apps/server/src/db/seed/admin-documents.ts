import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { documents, documentVersions, users } from '../schema/index.js';
import { ago } from './lookup.js';
import type { SeedStep, SeedTransaction } from './step.js';

const sha256 = (body: string) => createHash('sha256').update(body, 'utf8').digest('hex');

const CONVENTION_INTRO = `为营造健康、有序、可信赖的创作环境，保障创作者、MCN 机构与平台用户的合法权益，依据《网络信息内容生态治理规定》等法律法规，制定本公约。所有使用创作者平台的账号均应遵守本公约。`;

const CHAPTER_1 = `## 第一章 总则

1. 本公约适用于在创作者平台发布、管理内容的全部账号，包括个人创作者、MCN 机构及其签约创作者。
2. 创作者对其发布的内容承担责任；MCN 机构对其代为管理的账号负有管理与提醒义务。
3. 本公约的附录与本公约具有同等效力。`;

const CHAPTER_2 = `## 第二章 账号规范

1. 账号名称、头像和简介不得冒充他人、机构或平台官方，不得含有联系方式和引流信息。
2. 不得买卖、出租、出借账号，不得利用技术手段批量注册或操控账号。
3. 账号信息发生变更（如认证主体变化）时，应及时提交更新。`;

const CHAPTER_3 = `## 第三章 内容规范

发布的视频、图集及其标题、封面、话题应当真实、健康，**不得**包含以下内容：

- 违反法律法规、危害国家安全和社会公共利益的内容；
- 色情低俗、血腥暴力、赌博诈骗等有害信息；
- 侵犯他人著作权、肖像权、隐私权等合法权益的内容；
- 以夸大、虚构的标题或封面误导用户点击的内容。

> 搬运他人作品时，即使注明出处，也须取得原作者授权。`;

const CHAPTER_4_V1 = `## 第四章 商业推广内容规范

1. 含有商业推广的内容，应在发布时如实声明。
2. 推广的商品或服务应具备合法资质，不得推广国家禁止或限制的商品。`;

const CHAPTER_4 = `## 第四章 商业推广内容规范

1. 含有商业推广的视频，须在发布时勾选 **“商业推广”** 标识，并在画面或文案中明示“广告”或“推广”字样。
2. 推广的商品或服务应具备合法资质，不得推广国家禁止或限制的商品，不得作虚假或引人误解的宣传。
3. 未按要求标识的商业推广内容将被限制推荐；多次违反的，平台将暂停账号的商业合作权限。

标识的具体要求见附录 [商业推广标识指引](/doc/index?doc=ad-label)。`;

const CHAPTER_5 = `## 第五章 互动与社区秩序

1. 尊重其他用户，不得发布辱骂、歧视、人身攻击类评论。
2. 不得以刷量、互刷等方式虚增播放、点赞、评论和粉丝数据。
3. 不得利用评论区、私信发布广告或诱导用户至站外交易。`;

const CHAPTER_5_V3 = `${CHAPTER_5}
4. 开通直播的账号，直播期间同样适用本章规定：不得在直播间诱导打赏、虚构抽奖，不得以连麦 PK 等方式进行低俗表演。
5. 直播的其他要求见附录 [直播行为规范](/doc/index?doc=live-conduct)。`;

const CHAPTER_6 = `## 第六章 违规处理

1. 对违反本公约的内容，平台可视情节采取限制推荐、下架、删除等措施。
2. 对违规账号，平台可视情节采取警告、限制功能、暂停收益直至封禁账号等措施。
3. 对处理结果有异议的，可在收到通知之日起 7 日内通过通知中心提交申诉，平台将在 5 个工作日内答复。

本公约自公布之日起施行。平台修订本公约时，将在本页面公布新版本并通过系统通知告知。`;

const conventionBody = (chapters: string[]) => [CONVENTION_INTRO, ...chapters].join('\n\n');

export const CONVENTION_V1 = conventionBody([
  CHAPTER_1,
  CHAPTER_2,
  CHAPTER_3,
  CHAPTER_4_V1,
  CHAPTER_5,
  CHAPTER_6,
]);
export const CONVENTION_V2 = conventionBody([
  CHAPTER_1,
  CHAPTER_2,
  CHAPTER_3,
  CHAPTER_4,
  CHAPTER_5,
  CHAPTER_6,
]);
export const CONVENTION_V3 = conventionBody([
  CHAPTER_1,
  CHAPTER_2,
  CHAPTER_3,
  CHAPTER_4,
  CHAPTER_5_V3,
  CHAPTER_6,
]);

/** The five sections the hard-coded /agreement page used to show, now agreement v1. */
export const AGREEMENT_V1 = `## 一、服务内容

创作者平台为创作者、MCN 机构提供视频与图集的上传发布、直播、广告任务、数据分析、钱包与提现、认证等服务，为平台运营人员提供内容审核与平台管理功能。

## 二、账号与安全

你应妥善保管账号与密码，不得将账号出借或转让他人。因你保管不善造成的损失由你自行承担；发现账号被盗用时，请立即联系平台。

## 三、内容规范

你发布的内容应遵守法律法规与《用户公约》，不得侵犯他人合法权益。平台有权对违规内容进行审核、下架，并视情节对账号采取限制措施。

## 四、个人信息保护

平台仅在提供服务所必需的范围内收集和使用你的个人信息。手机号、身份证号等敏感信息在列表中均做脱敏处理，查看需经授权并留有记录。

## 五、协议变更

平台可能根据业务调整修订本协议，修订后的协议将在本页面公布。你继续使用平台服务即视为接受修订后的协议。`;

export const LIVE_CONDUCT_V1 = `本规范是《用户公约》的附录，适用于所有开通直播权限的账号。

## 一、开播要求

1. 开播账号须完成实名认证，主播本人出镜直播，不得使用录播冒充直播。
2. 直播标题和封面应与直播内容一致，不得使用夸张、低俗的标题吸引观看。

## 二、直播间行为

- 不得在直播中吸烟、饮酒过量或进行危险动作；
- 不得诱导未成年人打赏，不得以“返现”“抽奖”等名义诱导用户消费；
- 连麦、PK 时不得进行低俗惩罚或人身攻击。

## 三、带货直播

1. 带货直播须展示商品的真实信息，价格、优惠与实际一致。
2. 售后问题由商家与主播共同负责，主播应配合平台处理用户投诉。

> 违反本规范的直播间将被即时中断；情节严重的，关闭账号的直播权限。`;

export const AD_LABEL_V1 = `本指引是《用户公约》第四章的附录，说明商业推广内容如何标识。

## 一、哪些内容需要标识

凡因推广商品、服务或品牌而获得报酬（含现金、实物、佣金）的内容，均属于商业推广，包括通过星图、磁力聚星等渠道承接的任务。

## 二、如何标识

1. 发布视频时勾选 **“商业推广”**，平台会在视频页展示“广告”标签。
2. 在视频画面前 5 秒或文案首行注明“广告”或“推广”。
3. 不得以“好物分享”“自用推荐”等说法代替明确的推广标识。

## 三、参考资料

- [互联网广告管理办法](https://www.samr.gov.cn/)
- [用户公约 第四章](/doc/index#h-4)`;

/** Documents of admin.md §9: the convention with its history, the agreement and two appendices. */
export const adminDocumentsSeed: SeedStep<null> = {
  name: 'admin-documents',

  prepare: async () => null,

  async run(tx: SeedTransaction) {
    const now = new Date();
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const adminId = admin?.id ?? null;

    const addDocument = async (
      key: string,
      placement: 'convention' | 'agreement' | 'appendix',
      title: string,
      position: number,
    ) => {
      // Over existing rows (the step run again) a document already there keeps its versions.
      const [row] = await tx
        .insert(documents)
        .values({ key, placement, title, position })
        .onConflictDoNothing()
        .returning();
      return row?.id ?? null;
    };
    const addVersion = async (
      documentId: number | null,
      version: number,
      title: string,
      body: string,
      changeNote: string,
      status: 'draft' | 'published' | 'archived',
      daysAgo: number,
    ) => {
      if (documentId === null) return;
      const at = ago(now, daysAgo);
      const published = status !== 'draft';
      await tx.insert(documentVersions).values({
        documentId,
        version,
        title,
        body,
        bodySha256: sha256(body),
        changeNote,
        status,
        effectiveAt: published ? at : null,
        publishedAt: published ? at : null,
        publishedBy: published ? adminId : null,
        createdBy: adminId,
        createdAt: ago(now, daysAgo + 2),
        updatedAt: status === 'draft' ? ago(now, 1) : at,
      });
    };

    const convention = await addDocument('convention', 'convention', '用户公约', 0);
    await addVersion(convention, 1, '用户公约', CONVENTION_V1, '首次发布', 'archived', 240);
    await addVersion(
      convention,
      2,
      '用户公约',
      CONVENTION_V2,
      '第四章明确商业推广内容须勾选“商业推广”标识，并新增附录《商业推广标识指引》',
      'published',
      60,
    );
    await addVersion(convention, 3, '用户公约', CONVENTION_V3, '第五章新增直播间互动规则', 'draft', 3);

    const agreement = await addDocument('agreement', 'agreement', '用户协议', 0);
    await addVersion(agreement, 1, '用户协议', AGREEMENT_V1, '首次发布', 'published', 240);

    const live = await addDocument('live-conduct', 'appendix', '直播行为规范', 1);
    await addVersion(live, 1, '直播行为规范', LIVE_CONDUCT_V1, '首次发布', 'published', 120);
    const adLabel = await addDocument('ad-label', 'appendix', '商业推广标识指引', 2);
    await addVersion(adLabel, 1, '商业推广标识指引', AD_LABEL_V1, '首次发布', 'published', 60);
  },
};
