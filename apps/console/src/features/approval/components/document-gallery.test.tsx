import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@creator-console/ui';
import { DocumentGallery, type ApplicationDocument } from './document-gallery';

const documents: ApplicationDocument[] = [
  { key: 'id_front', label: '身份证人像面', reference: 'https://cdn.example.com/front.jpg' },
  { key: 'id_back', label: '身份证国徽面', reference: 'https://cdn.example.com/back.jpg' },
];

const renderGallery = (items = documents) =>
  render(
    <UiProvider>
      <DocumentGallery documents={items} />
    </UiProvider>,
  );

describe('DocumentGallery', () => {
  it('shows each document as a thumbnail named after it', () => {
    renderGallery();
    const list = screen.getByRole('list', { name: '证件材料' });
    expect(within(list).getByRole('button', { name: '查看大图：身份证人像面' })).toBeVisible();
    expect(within(list).getByRole('button', { name: '查看大图：身份证国徽面' })).toBeVisible();
  });

  it('marks a document that does not load, and the viewer says so with its label', async () => {
    renderGallery();
    const thumb = screen.getByRole('button', { name: '查看大图：身份证人像面' });
    const image = thumb.querySelector('img');
    expect(image).not.toBeNull();
    fireEvent.error(image!);
    expect(thumb.querySelector('img')).toBeNull();
    expect(thumb).toHaveAccessibleName('查看大图：身份证人像面（图片无法加载）');
    await userEvent.click(thumb);
    const viewer = screen.getByRole('dialog', { name: '身份证人像面' });
    expect(within(viewer).getByText('图片无法加载')).toBeVisible();
  });

  it('opens a viewer that zooms and moves between the documents', async () => {
    renderGallery();
    await userEvent.click(screen.getByRole('button', { name: '查看大图：身份证人像面' }));
    const viewer = screen.getByRole('dialog', { name: '身份证人像面' });
    expect(within(viewer).getByRole('img', { name: '身份证人像面' })).toBeVisible();
    expect(within(viewer).getByText('第 1 / 2 张')).toBeVisible();
    expect(within(viewer).getByRole('button', { name: '上一张' })).toBeDisabled();

    const zoom = within(viewer).getByRole('button', { name: '放大' });
    await userEvent.click(zoom);
    expect(within(viewer).getByRole('button', { name: '缩小' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(viewer).getByRole('button', { name: '下一张' }));
    expect(screen.getByRole('dialog', { name: '身份证国徽面' })).toBeVisible();
    expect(screen.getByRole('button', { name: '放大' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says when nothing was uploaded', () => {
    renderGallery([]);
    expect(screen.getByText('未上传材料')).toBeVisible();
  });
});
