import { describe, expect, it } from 'vitest';
import {
  ID_CARD_MESSAGES,
  PHONE_PATTERN,
  fileExtension,
  idCardCheckDigit,
  isPhoneNumber,
  resizeImageUrl,
  shortFileName,
  validateIdCard,
} from '../src/index.js';

/** The check digit by the rule of GB 11643, computed independently of the implementation. */
function checkDigitByRule(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (2 ** (17 - i) % 11);
  return '10X98765432'[sum % 11]!;
}

describe('phone numbers', () => {
  it.each(['13800000003', '19912345678', '15000000000'])('accepts %s', (phone) => {
    expect(isPhoneNumber(phone)).toBe(true);
  });
  it.each([
    '12800000003',
    '10000000000',
    '1380000000',
    '138000000031',
    '2380000000',
    '1380000000a',
    ' 13800000003',
  ])('refuses %j', (phone) => {
    expect(isPhoneNumber(phone)).toBe(false);
  });
  it('exposes the pattern', () => {
    expect(PHONE_PATTERN.source).toBe('^1[3-9]\\d{9}$');
  });
});

describe('validateIdCard', () => {
  it('accepts a known valid number with X as check digit', () => {
    expect(validateIdCard('11010519491231002X')).toBeNull();
    expect(validateIdCard('11010519491231002x')).toBeNull();
  });

  it('accepts numbers whose check digit follows the weighted mod-11 rule', () => {
    for (const first17 of [
      '44030419900101123',
      '31010119850712345',
      '91000020000229000',
      '82000019991231999',
    ]) {
      const id = first17 + checkDigitByRule(first17);
      expect(idCardCheckDigit(first17)).toBe(checkDigitByRule(first17));
      expect(validateIdCard(id)).toBeNull();
    }
  });

  it('refuses a wrong check digit', () => {
    const first17 = '44030419900101123';
    const right = checkDigitByRule(first17);
    const wrong = right === '0' ? '1' : '0';
    expect(validateIdCard(first17 + wrong)).toBe(ID_CARD_MESSAGES.checkDigit);
    expect(validateIdCard('110105194912310021')).toBe('身份证最后一位校验码不正确');
  });

  it('accepts 15 digits with a valid region code (no check digit)', () => {
    expect(validateIdCard('110105491231002')).toBeNull();
  });

  it.each([
    '',
    '1101054912310',
    '1101054912310021',
    '11010519491231002Y',
    '1101051949123100X2',
    '110105491231X02',
    '101051949123100',
    '161051949123100',
    '241051949123100',
    '721051949123100',
    '831051949123100',
    '001051949123100',
  ])('refuses %j for its length, characters or region', (id) => {
    expect(validateIdCard(id)).toBe('身份证仅能为15位或18位且前两位为有效行政区划代码');
  });

  it('accepts every province-level region code', () => {
    const codes = [
      11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54,
    ];
    for (const code of [...codes, 61, 62, 63, 64, 65, 71, 81, 82, 91]) {
      expect(validateIdCard(`${code}0105491231002`)).toBeNull();
    }
  });
});

describe('file names', () => {
  it('takes the extension after the last dot', () => {
    expect(fileExtension('holiday.final.mp4')).toBe('mp4');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('archive.')).toBe('');
  });

  it('cuts a name at its last dot, without the extension', () => {
    expect(shortFileName('short.mp4')).toBe('short');
    expect(shortFileName('holiday.final.mp4')).toBe('holiday.final');
    const exactly25 = 'a'.repeat(25);
    expect(shortFileName(`${exactly25}.mp4`)).toBe(exactly25);
  });

  it('keeps at most 25 characters of the name before the last dot, with no ellipsis', () => {
    const short = shortFileName('a-very-long-holiday-video-of-the-family.mp4');
    expect(short).toBe('a-very-long-holiday-video');
    expect(Array.from(short)).toHaveLength(25);
    expect(short).not.toContain('…');
  });

  it('counts Chinese characters as one each and honours a custom cap', () => {
    const short = shortFileName('这是一个非常非常长的视频文件名称用于测试截断效果.mov', 12);
    expect(short).toBe('这是一个非常非常长的视频');
    expect(Array.from(short)).toHaveLength(12);
  });

  it('cuts names without a usable dot as a whole', () => {
    expect(shortFileName('x'.repeat(30))).toBe('x'.repeat(25));
    expect(shortFileName('README')).toBe('README');
    expect(shortFileName('.mp4')).toBe('.mp4');
  });
});

describe('resizeImageUrl', () => {
  const size = { width: 200, height: 100 };

  it('appends the resize parameter when both dimensions are given', () => {
    expect(resizeImageUrl('https://img.example.com/cover/1.jpg', size)).toBe(
      'https://img.example.com/cover/1.jpg?image-process=resize,m_fill,w_200,h_100',
    );
    expect(resizeImageUrl('/uploads/1.jpg?v=2#top', { width: 60.4, height: 60, mode: 'fit' })).toBe(
      '/uploads/1.jpg?v=2&image-process=resize,m_fit,w_60,h_60#top',
    );
  });

  it.each([{}, { width: 200 }, { height: 100 }, { width: 0, height: 100 }, { width: Number.NaN, height: 1 }])(
    'leaves the address alone without two dimensions (%j)',
    (options) => {
      expect(resizeImageUrl('https://img.example.com/1.jpg', options)).toBe('https://img.example.com/1.jpg');
    },
  );

  it.each([
    'https://img.example.com/1.jpg?image-process=resize,m_fill,w_10,h_10',
    'blob:https://console.example.com/5c1d-4e',
    'data:image/png;base64,iVBORw0KGgo=',
    'https://img.example.com/tmp/upload-1.jpg',
    'https://img.example.com/Temp/upload-1.jpg',
    'http://localhost:3000/uploads/1.jpg',
    'http://127.0.0.1/uploads/1.jpg',
    'http://[::1]:8080/1.jpg',
    'file:///home/me/1.jpg',
    './assets/logo.png',
    '../assets/logo.png',
    '',
  ])('leaves %j alone (resized, temporary or local)', (url) => {
    expect(resizeImageUrl(url, size)).toBe(url);
  });

  it('does not mistake similar names for temporary or local addresses', () => {
    expect(resizeImageUrl('https://img.example.com/template/1.jpg', size)).toContain('image-process=');
    expect(resizeImageUrl('https://localhost.example.com/1.jpg', size)).toContain('image-process=');
    expect(resizeImageUrl('https://tmp.example.com/1.jpg', size)).toContain('image-process=');
  });
});
