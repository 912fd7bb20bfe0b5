import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { Button } from '../Button';
import { Card } from './Card';

describe('Card', () => {
  it('shows title, description, actions and content', async () => {
    renderUi(
      <Card title="数据概览" description="近 7 天" actions={<Button size="small">导出</Button>}>
        <p>播放量 12,345</p>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: '数据概览' })).toBeInTheDocument();
    expect(screen.getByText('近 7 天')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument();
    expect(screen.getByText('播放量 12,345')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('as a section is a region named by its title', async () => {
    renderUi(
      <Card as="section" title="认证信息" titleAs="h2">
        <p>已通过实名认证</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: '认证信息' });
    expect(region.tagName).toBe('SECTION');
    expect(screen.getByRole('heading', { level: 2, name: '认证信息' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('renders content alone without a header', () => {
    renderUi(<Card padding="none">仅内容</Card>);
    expect(screen.getByText('仅内容')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
