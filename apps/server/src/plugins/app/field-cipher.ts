import { decryptField, encryptField } from '@creator-console/contract';
import fp from 'fastify-plugin';
import { BadRequestError } from '../../http/errors.js';

export interface FieldCipher {
  encrypt(plain: string): string;
  /**
   * Plain text of a field encrypted with the spec's fixed-key scheme; a value that is not
   * ciphertext of the configured key is a 400 naming the field, never a 500.
   */
  decrypt(cipher: string, field: string, label: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    fieldCipher: FieldCipher;
  }
}

export default fp(
  async (app) => {
    const key = app.config.fieldKey;
    app.decorate('fieldCipher', {
      encrypt: (plain) => encryptField(plain, key),
      decrypt(cipher, field, label) {
        const plain = decryptField(cipher, key);
        if (plain === null) {
          const message = `${label}无法解密，请刷新页面后重试`;
          throw new BadRequestError(message, [{ path: [field], message }]);
        }
        return plain;
      },
    } satisfies FieldCipher);
  },
  { name: 'field-cipher' },
);
