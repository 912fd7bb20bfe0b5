import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import ECB from 'crypto-js/mode-ecb.js';
import Pkcs7 from 'crypto-js/pad-pkcs7.js';
import NoPadding from 'crypto-js/pad-nopadding.js';
import Hex from 'crypto-js/enc-hex.js';

/**
 * The spec's fixed-key symmetric scheme (AES-128-ECB, PKCS#7, base64), kept for compatibility with
 * other clients of the same API. It is obfuscation, not a security control: the key ships in the
 * client bundle. Real protection is TLS, argon2id, rate limits and server-side checks.
 */
export const DEFAULT_FIELD_KEY = 'CreatorConsole26';

/**
 * What ciphertext of the scheme looks like: base64 of whole 16-byte AES blocks (48 bytes are 64
 * characters; a last block of 16 or 32 bytes ends in `==` or `=`). The contract's encrypted fields
 * carry it, so the API document shows it too.
 */
export const CIPHERTEXT_PATTERN =
  /^(?:[A-Za-z0-9+/]{64})*(?:[A-Za-z0-9+/]{22}==|[A-Za-z0-9+/]{43}=|[A-Za-z0-9+/]{64})$/;

export function encryptField(plain: string, key: string = DEFAULT_FIELD_KEY): string {
  return AES.encrypt(plain, Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString();
}

/**
 * Returns the plain text, or `null` when the value is not ciphertext of this key: the PKCS#7
 * padding and the UTF-8 are checked strictly, so a wrong key or garbage is refused, not garbled.
 */
export function decryptField(cipher: string, key: string = DEFAULT_FIELD_KEY): string | null {
  if (!CIPHERTEXT_PATTERN.test(cipher)) return null;
  try {
    const hex = AES.decrypt(cipher, Utf8.parse(key), { mode: ECB, padding: NoPadding }).toString(Hex);
    const bytes = Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));
    if (bytes.length === 0 || bytes.length % 16 !== 0) return null;
    const pad = bytes[bytes.length - 1]!;
    if (pad < 1 || pad > 16 || bytes.subarray(bytes.length - pad).some((b) => b !== pad)) return null;
    const plain = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, bytes.length - pad));
    return plain.length > 0 ? plain : null;
  } catch {
    return null;
  }
}
