import { Box } from '@mui/material';
import type { SxProps, Theme } from '@mui/material';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

export type SafeHtmlProps = { html: string | null | undefined; sx?: SxProps<Theme> };

/**
 * Shows stored rich text. The server sanitises on write, but data can come from elsewhere (imports, older
 * rows), so it is cleaned again here: scripts, event handlers and javascript: URLs never reach the DOM.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'] });
}

export function SafeHtml({ html, sx }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return (
    <Box
      className="safe-html"
      sx={[{ '& img': { maxWidth: '100%', height: 'auto' }, overflowWrap: 'anywhere' }, ...(Array.isArray(sx) ? sx : [sx])]}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
