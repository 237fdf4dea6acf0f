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

/** An address on the same site (/blog/other-post): kept as typed, it works wherever the post is shown. */
const SITE_PATH = /^\/(?!\/)\S*$/;

/** The http(s) address `text` names, or null. A host needs a dot (example.com) unless it is localhost. */
function webAddress(text: string): string | null {
  if (/\s/.test(text)) return null;
  try {
    const url = new URL(text);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
    // "https:example.com" and "http:/example.com" parse, but a browser reads them as paths of the page: write
    // them out. A well-formed address stays as typed (no trailing slash added).
    return text.toLowerCase().startsWith(`${url.protocol}//`) ? text : url.href;
  } catch {
    return null;
  }
}

/** The href to store for what was typed in the link dialog; null when it is not an http(s) or mailto link. */
export function toLinkHref(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return null;
  if (/^mailto:/i.test(text)) return MAIL_LINK.test(text) ? text : null;
  if (SITE_PATH.test(text)) return text;
  // An e-mail address alone would otherwise become https://name@host, a web address with a user name.
  if (EMAIL.test(text)) return `mailto:${text}`;
  return webAddress(withScheme(text));
}

/** The src to store for an image address typed in the image dialog; null when it is not an http(s) address. */
export function toImageSrc(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return null;
  if (SITE_PATH.test(text)) return text;
  return webAddress(withScheme(text));
}

/**
 * What a web-address field (an ad's link) becomes when left: "www.example.com" reads as https://www.example.com,
 * as the editor's link dialog reads it; null when it is not a web address (the field's rule then says so).
 */
export function toWebAddress(typed: string): string | null {
  const text = typed.trim();
  return text === '' ? null : webAddress(withScheme(text));
}
