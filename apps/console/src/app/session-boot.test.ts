import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_BOOT_ID, takeSessionBoot } from './session-boot';

function block(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SESSION_BOOT_ID;
  element.textContent = text;
  document.body.append(element);
  return element;
}

afterEach(() => document.getElementById(SESSION_BOOT_ID)?.remove());

describe('takeSessionBoot', () => {
  it("answers the server's three answers and the access version, once", () => {
    const element = block(
      JSON.stringify({
        menu: { data: { menu: [], role: '创作者' } },
        page: { data: { page: ['video.create'] } },
        profile: { data: { id: 3, name: 'creator' } },
        accessVersion: '3.1.0',
      }).replace('<', '\\u003c'),
    );
    expect(takeSessionBoot()).toEqual({
      answers: {
        menu: { menu: [], role: '创作者' },
        page: { page: ['video.create'] },
        profile: { id: 3, name: 'creator' },
      },
      accessVersion: '3.1.0',
    });
    expect(element.isConnected).toBe(false);
    expect(takeSessionBoot()).toBeNull();
  });

  it('answers null without a block, or for one that is not whole', () => {
    expect(takeSessionBoot()).toBeNull();
    block('{"menu":{"data":{}},"page":{"data":{}}}');
    expect(takeSessionBoot()).toBeNull();
    block('{not json');
    expect(takeSessionBoot()).toBeNull();
  });
});
