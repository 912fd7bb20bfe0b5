import { setNonce } from 'get-nonce';

/** The meta element the server writes into index.html with this page's style nonce. */
export const CSP_NONCE_META = 'csp-nonce';

/**
 * The server's CSP allows no inline style, except `<style>` elements carrying this response's
 * nonce. Radix's modal parts lock scrolling through react-remove-scroll, which injects one such
 * element and asks `get-nonce` for the nonce to put on it: hand it the one of this page. Without
 * the meta (the Vite dev server sends no CSP) nothing is set. Answers the nonce applied, if any.
 */
export function applyCspNonce(doc: Document = document): string | null {
  const nonce = doc.querySelector<HTMLMetaElement>(`meta[name="${CSP_NONCE_META}"]`)?.content;
  if (!nonce) return null;
  setNonce(nonce);
  return nonce;
}
