import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@creator-console/ui';
import { AlbumImages, moveItem } from './album-images';

const RED = 'https://cdn.example.com/red.png';
const BLUE = 'https://cdn.example.com/blue.png';
const GREEN = 'https://cdn.example.com/green.png';

function Harness({ initial = [RED, BLUE, GREEN] }: { initial?: string[] }) {
  const [images, setImages] = useState(initial);
  const [cover, setCover] = useState<string | null>(null);
  return (
    <UiProvider>
      <AlbumImages images={images} cover={cover} onChange={setImages} onCoverChange={setCover} />
      <output aria-label="state">{JSON.stringify({ images, cover })}</output>
    </UiProvider>
  );
}

const state = () =>
  JSON.parse(screen.getByRole('status', { name: 'state' }).textContent ?? '{}') as {
    images: string[];
    cover: string | null;
  };
const sources = () =>
  within(screen.getByRole('list', { name: '图集图片' }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('src')?.split('?')[0]);

describe('moveItem', () => {
  it('moves one item and leaves the input alone', () => {
    const items = ['a', 'b', 'c'];
    expect(moveItem(items, 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(items, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(items, 0, 5)).toEqual(['a', 'b', 'c']);
    expect(items).toEqual(['a', 'b', 'c']);
  });
});

describe('AlbumImages', () => {
  it('lists the images in order, the first one as the cover until another is chosen', () => {
    render(<Harness />);
    expect(sources()).toEqual([RED, BLUE, GREEN]);
    const items = within(screen.getByRole('list', { name: '图集图片' })).getAllByRole('listitem');
    expect(within(items[0]!).getByText('封面')).toBeVisible();
    expect(screen.getByRole('button', { name: '上移第 1 张图片' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下移第 3 张图片' })).toBeDisabled();
  });

  it('moves an image with the keyboard, keeps the focus on it and announces the move', async () => {
    render(<Harness />);
    screen.getByRole('button', { name: '上移第 3 张图片' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(state().images).toEqual([RED, GREEN, BLUE]);
    expect(sources()).toEqual([RED, GREEN, BLUE]);
    expect(screen.getByText('第 3 张图片已移到第 2 位')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '上移第 2 张图片' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(state().images).toEqual([GREEN, RED, BLUE]);
    // At the top, the focus moves to the image's other button.
    await waitFor(() => expect(screen.getByRole('button', { name: '下移第 1 张图片' })).toHaveFocus());
  });

  it('chooses the cover, and forgets it when that image is removed', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: '将第 2 张图片设为封面' }));
    expect(state().cover).toBe(BLUE);
    expect(screen.getByRole('button', { name: '将第 2 张图片设为封面' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const items = within(screen.getByRole('list', { name: '图集图片' })).getAllByRole('listitem');
    expect(within(items[1]!).getByText('封面')).toBeVisible();
    expect(within(items[0]!).queryByText('封面')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '移除第 2 张图片' }));
    expect(state()).toEqual({ images: [RED, GREEN], cover: null });
  });

  it('moves an image by dragging it onto another place', () => {
    render(<Harness />);
    const items = within(screen.getByRole('list', { name: '图集图片' })).getAllByRole('listitem');
    const dataTransfer = { effectAllowed: '', setData: () => undefined };
    fireEvent.dragStart(items[0]!, { dataTransfer });
    fireEvent.dragOver(items[2]!, { dataTransfer });
    fireEvent.drop(items[2]!, { dataTransfer });
    expect(state().images).toEqual([BLUE, GREEN, RED]);
    expect(screen.getByText('第 1 张图片已移到第 3 位')).toBeInTheDocument();
  });
});
