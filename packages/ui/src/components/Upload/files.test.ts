import { describe, expect, it } from 'vitest';
import { formatFileSize, matchesAccept, shortenFileName } from './files';

describe('shortenFileName', () => {
  it('leaves names of up to 25 characters alone', () => {
    expect(shortenFileName('春日踏青.mp4')).toBe('春日踏青.mp4');
    expect(shortenFileName('a'.repeat(21) + '.mp4')).toBe('a'.repeat(21) + '.mp4');
  });

  it('cuts longer names to 25 characters, keeping the extension', () => {
    const short = shortenFileName('creator-console-launch-video-final.mp4');
    expect(short).toBe('creator-console-laun….mp4');
    expect(Array.from(short)).toHaveLength(25);
  });

  it('counts characters, so CJK and emoji are never split', () => {
    const short = shortenFileName('🎬春日踏青城市夜景家常菜谱最终版本高清无水印带字幕剪辑好的.mov');
    expect(Array.from(short)).toHaveLength(25);
    expect(short.startsWith('🎬春日踏青')).toBe(true);
    expect(short.endsWith('….mov')).toBe(true);
  });

  it('cuts names without an extension, or with an implausibly long one, from the end', () => {
    expect(shortenFileName('x'.repeat(30))).toBe(`${'x'.repeat(24)}…`);
    expect(shortenFileName(`report.${'y'.repeat(30)}`)).toHaveLength(25);
    expect(shortenFileName(`.${'z'.repeat(30)}`)).toBe(`.${'z'.repeat(23)}…`);
  });

  it('takes another maximum', () => {
    expect(shortenFileName('abcdefghijklmnop.png', 10)).toBe('abcde….png');
  });
});

describe('formatFileSize', () => {
  it('uses binary units with one decimal below 10', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(15 * 1024 * 1024)).toBe('15 MB');
    expect(formatFileSize(2 * 1024 ** 3)).toBe('2 GB');
  });
});

describe('matchesAccept', () => {
  const video = { name: 'Trip.MP4', type: 'video/mp4' };
  const image = { name: 'cover.png', type: 'image/png' };

  it('accepts anything without accept', () => {
    expect(matchesAccept(video, undefined)).toBe(true);
    expect(matchesAccept(video, ' ')).toBe(true);
  });

  it('matches extensions case-insensitively, MIME types and groups', () => {
    expect(matchesAccept(video, '.mp4,.mov')).toBe(true);
    expect(matchesAccept(video, 'video/*')).toBe(true);
    expect(matchesAccept(image, 'image/png')).toBe(true);
    expect(matchesAccept(image, '.mp4, video/*')).toBe(false);
    expect(matchesAccept({ name: 'clip', type: '' }, '.mp4')).toBe(false);
  });
});
