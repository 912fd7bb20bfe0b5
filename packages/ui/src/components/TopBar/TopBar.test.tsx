import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render';
import { TopBar } from './TopBar';

describe('TopBar', () => {
  it('renders its slots, and no sidebar toggle outside an AppShell', () => {
    renderUi(<TopBar left={<span>创作者服务平台</span>} right={<button type="button">通知</button>} />);
    expect(screen.getByText('创作者服务平台')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '通知' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /侧边栏/ })).not.toBeInTheDocument();
  });
});
