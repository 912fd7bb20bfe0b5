import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render';
import { Icon, iconNames, isIconName } from './Icon';

/** Console spec §2: an icon for every sidebar group. */
const sidebarIcons = [
  'admin',
  'approval',
  'audit',
  'certification',
  'comment',
  'convention',
  'convention-centre',
  'dashboard',
  'doc',
  'films',
  'finance',
  'form',
  'ftp',
  'live-ready',
  'live-in',
  'live-already',
  'live-create',
  'log',
  'mcn',
  'mission',
  'personal',
  'playlet',
  'sem',
  'spread',
  'table',
  'task',
  'topic',
  'tree',
  'user',
  'video',
  'video-upload',
];

describe('Icon', () => {
  it('covers every sidebar icon of the spec', () => {
    expect(iconNames).toEqual(expect.arrayContaining(sidebarIcons));
  });

  it('has the interface icons the review widgets use', () => {
    expect(iconNames).toEqual(
      expect.arrayContaining([
        'play',
        'image',
        'file',
        'download',
        'lock',
        'keyboard',
        'history',
        'shield',
        'shield-check',
        'check-circle',
        'ban',
        'robot',
        'inbox',
        'chevron-left',
        'chevron-right',
      ]),
    );
  });

  it('is decorative without a label', () => {
    const { container } = renderUi(<Icon name="bell" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg?.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an image named by its label', () => {
    renderUi(<Icon name="alert" label="警告" />);
    expect(screen.getByRole('img', { name: '警告' })).toBeInTheDocument();
  });

  it('recognises names that arrive as data', () => {
    expect(isIconName('video-upload')).toBe(true);
    expect(isIconName('toString')).toBe(false);
    expect(isIconName('nope')).toBe(false);
  });

  it('draws every icon as valid path data', () => {
    const { container } = renderUi(
      <>
        {iconNames.map((name) => (
          <Icon key={name} name={name} />
        ))}
      </>,
    );
    for (const path of container.querySelectorAll('path')) {
      expect(path.getAttribute('d')).toMatch(/^M[\d.\-\s,A-Za-z]+$/);
    }
  });
});
