/**
 * The addresses the rich-text dialogs accept. Stored posts are read on other sites too, where a javascript: or
 * data: address would run code or smuggle content, so only web addresses (and, for links, mail links) pass.
 * People type "example.com" far more often than "https://example.com", so an address without a scheme is read
 * as a web address. What was typed is kept as typed (no trailing slash added): it is what the author sees.
 */

const SCHEME = /^([a-z][a-z\d+.-]*):/i;
const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;
const MAIL_LINK = /^mailto:[^\s@]+@[^\s@]+$/i;

function withScheme(text: string): string {
  if (text.startsWith('//')) return `https:${text}`;
  const scheme = SCHEME.exec(text);
  // "localhost:3000" parses as scheme "localhost"; a port after the colon means there was no scheme.
  if (scheme && !/^\d/.test(text.slice(scheme[0].length))) return text;
  return `https://${text}`;
}

function isWebAddress(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The href to store for what was typed in the link dialog; null when it is not an http(s) or mailto link. */
export function toLinkHref(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return null;
  if (/^mailto:/i.test(text)) return MAIL_LINK.test(text) ? text : null;
  // An e-mail address alone would otherwise become https://name@host, a web address with a user name.
  if (EMAIL.test(text)) return `mailto:${text}`;
  const href = withScheme(text);
  return isWebAddress(href) ? href : null;
}

/** The src to store for an image address typed in the image dialog; null when it is not an http(s) address. */
export function toImageSrc(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return null;
  const src = withScheme(text);
  return isWebAddress(src) ? src : null;
}
