import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { placeholderImage } from '../../docs/reviewFixtures';
import { ReviewItem } from './ReviewItem';

const images = [
  { src: placeholderImage('1', 10), alt: '封面：山顶日出' },
  { src: placeholderImage('2', 90), alt: '第二张：帐篷' },
  { src: placeholderImage('3', 180), alt: '第三张：篝火' },
];

describe('ReviewItem', () => {
  it('is an article named by its title, with author, description, facts, tags and the children slot', async () => {
    renderUi(
      <ReviewItem
        title="周末露营 vlog"
        author={{ name: '山野小周' }}
        description="在山顶看日出。"
        meta={[
          { label: '时长', value: '03:12' },
          { label: '分类', value: '旅行' },
        ]}
        tags={['露营', '日出']}
        media={{ kind: 'video', src: 'camp.mp4', poster: images[0]?.src }}
      >
        <button type="button">通过</button>
      </ReviewItem>,
    );
    const article = screen.getByRole('article', { name: '周末露营 vlog' });
    expect(within(article).getByRole('heading', { level: 2, name: '周末露营 vlog' })).toBeInTheDocument();
    expect(article).toHaveTextContent('作者山野小周');
    expect(article).toHaveTextContent('在山顶看日出。');
    expect(within(article).getByText('时长').tagName).toBe('DT');
    expect(within(article).getByText('03:12').tagName).toBe('DD');
    expect(within(within(article).getByRole('list', { name: '标签' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    expect(within(article).getByRole('button', { name: '通过' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('plays a video with controls, the poster and caption tracks', () => {
    const { container } = renderUi(
      <ReviewItem
        title="城市夜景"
        media={{
          kind: 'video',
          src: 'night.mp4',
          poster: 'night.jpg',
          tracks: [{ src: 'night.zh.vtt', srcLang: 'zh', label: '中文' }],
        }}
      />,
    );
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('src', 'night.mp4');
    expect(video).toHaveAttribute('poster', 'night.jpg');
    expect(video).toHaveAttribute('aria-label', '城市夜景');
    expect(video?.querySelector('track')).toHaveAttribute('kind', 'captions');
  });

  it('pages through an image gallery with buttons, thumbnails and arrow keys', async () => {
    renderUi(<ReviewItem title="露营相册" media={{ kind: 'images', images }} />);
    const previous = screen.getByRole('button', { name: '上一张' });
    const next = screen.getByRole('button', { name: '下一张' });
    expect(screen.getByRole('img', { name: '封面：山顶日出' })).toBeInTheDocument();
    expect(screen.getByText('第 1 / 3 张')).toBeInTheDocument();
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    expect(screen.getByRole('img', { name: '第二张：帐篷' })).toBeInTheDocument();
    expect(screen.getByText('第 2 / 3 张')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText('第 3 / 3 张')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(screen.getByRole('button', { name: '第三张：篝火' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('button', { name: '封面：山顶日出' }));
    expect(screen.getByText('第 1 / 3 张')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows a single image without gallery controls', () => {
    renderUi(<ReviewItem title="封面" media={{ kind: 'images', images: images.slice(0, 1) }} />);
    expect(screen.getByRole('img', { name: '封面：山顶日出' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '下一张' })).not.toBeInTheDocument();
    expect(screen.queryByText('第 1 / 1 张')).not.toBeInTheDocument();
  });

  it('previews documents: images inline, PDFs in an object, anything else as a download', () => {
    const { unmount } = renderUi(
      <ReviewItem
        title="营业执照"
        media={{ kind: 'document', src: 'license.png', name: '营业执照.png', mimeType: 'image/png' }}
      />,
    );
    expect(screen.getByRole('img', { name: '营业执照.png' })).toHaveAttribute('src', 'license.png');
    expect(screen.getByRole('link', { name: '下载 营业执照.png' })).toHaveAttribute(
      'download',
      '营业执照.png',
    );
    unmount();

    const pdf = renderUi(
      <ReviewItem
        title="授权书"
        media={{ kind: 'document', src: 'a.pdf', name: '授权书.pdf', mimeType: 'application/pdf' }}
      />,
    );
    const object = pdf.container.querySelector('object');
    expect(object).toHaveAttribute('data', 'a.pdf');
    expect(object).toHaveAttribute('type', 'application/pdf');
    expect(object).toHaveAttribute('aria-label', '授权书.pdf');
    expect(screen.getByRole('link', { name: '下载 授权书.pdf' })).toHaveAttribute('href', 'a.pdf');
    pdf.unmount();

    renderUi(
      <ReviewItem
        title="合同"
        media={{ kind: 'document', src: 'c.docx', name: '合同.docx', mimeType: 'application/msword' }}
      />,
      { locale: 'en-US' },
    );
    expect(screen.getByText(/cannot be previewed here/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download 合同.docx' })).toBeInTheDocument();
  });

  it('renders a text-only item with nothing but a title', async () => {
    renderUi(<ReviewItem title="仅文字动态" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: '仅文字动态' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
