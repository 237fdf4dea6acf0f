/**
 * A conservative clean-up of rich-text HTML before it is stored: drops active elements (script, style, iframe,
 * object, embed, form controls, meta/link/base), event-handler attributes and script URLs. The admin runs
 * DOMPurify again before showing it; this only guarantees the stored text is inert for other readers.
 */
const ACTIVE_ELEMENTS = 'script|style|iframe|frame|frameset|object|embed|applet|form|input|button|textarea|select|meta|link|base|svg|math|template|noscript';

export function sanitizeHtml(html: string): string {
  return html
    .replace(new RegExp(`<(${ACTIVE_ELEMENTS})\\b[^>]*>[\\s\\S]*?<\\/\\1\\s*>`, 'gi'), '')
    .replace(new RegExp(`<\\/?(${ACTIVE_ELEMENTS})\\b[^>]*>`, 'gi'), '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/\s+style\s*=\s*("[^"]*expression[^"]*"|'[^']*expression[^']*')/gi, '')
    .replace(/\b(href|src|xlink:href|action|formaction)\s*=\s*(["']?)\s*(javascript|vbscript|data):[^"'>\s]*\2/gi, '$1="#"');
}
