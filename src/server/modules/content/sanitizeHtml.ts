/**
 * The blog's rich text before it is stored: only what the admin's editor writes (Tiptap's StarterKit, text
 * alignment, colours, highlights, links, images) survives; scripts, event-handler attributes, forms, frames and
 * script URLs do not. The admin runs DOMPurify again before showing it; this keeps the stored text inert for
 * other readers.
 *
 * sanitize-html parses the HTML (htmlparser2) instead of matching patterns over it: the regular expressions this
 * replaced also matched the text, and "Book online = free site visit" was stored as "Book site visit".
 * Pinned to 2.17: 2.18 needs Node 22.
 */
import sanitize from 'sanitize-html';

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i, /^[a-z]+$/i];

const options: sanitize.IOptions = {
  allowedTags: [
    ...['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code'],
    ...['strong', 'b', 'em', 'i', 'u', 's', 'strike', 'sub', 'sup', 'span', 'mark'],
    ...['ul', 'ol', 'li', 'a', 'img'],
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    mark: ['data-color'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
      color: COLOR,
      'background-color': COLOR,
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  // Images the admin uploads are stored as relative `/storage/…` addresses.
  allowProtocolRelative: false,
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, options);
}
