/**
 * Security headers (audit 31-K: none were sent). Every answer: no content-type sniffing, no framing by any site
 * (a framed sign-in page is a phishing overlay on the real origin), and only the origin as referrer elsewhere (map
 * tiles need one). The admin's pages also get a Content-Security-Policy (spa.ts): scripts only from the build and
 * the page's own inline script, by hash, so markup that got past the sanitisers still runs nothing.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const NO_FRAMING = "frame-ancestors 'none'";

export function addSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // The admin's pages set their own (spa.ts, serverPages.ts).
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', NO_FRAMING);
  });
}

/**
 * The policy of the admin's pages built as `html` (index.html): its inline scripts may run, by hash, worked out once
 * here; a page sent with a list's rows passes its answer's nonce for the script checking them.
 */
export function documentPolicy(html: string): (nonce?: string) => string {
  const inlineScripts = [...html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)].map(([, body]) => body);
  const hashes = inlineScripts.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  const directives = (nonce?: string) => [
    "default-src 'self'",
    ["script-src 'self'", ...hashes, ...(nonce ? [`'nonce-${nonce}'`] : [])].join(' '),
    // MUI's styling writes style elements and attributes as it renders.
    "style-src 'self' 'unsafe-inline'",
    // Map tiles, a storage base on another host (VITE_ASSET_BASE_URL), pictures in blog posts, previews of picked files.
    'img-src * data: blob:',
    'media-src * data: blob:',
    "font-src 'self' data:",
    // An API on another origin (VITE_API_URL) is the build's choice; the server cannot know it.
    'connect-src * data: blob:',
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    NO_FRAMING,
  ];
  return (nonce) => directives(nonce).join('; ');
}
