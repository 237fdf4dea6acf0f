import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@server/modules/content/sanitizeHtml';

describe('blog rich text before it is stored', () => {
  it('keeps what the editor writes exactly: text, marks, alignment, colours, highlights, links, images', () => {
    const html = [
      '<h2 style="text-align: center">హైదరాబాద్ లో ప్లాట్లు</h2>',
      '<p>Price only = 50 lakh, a=1 onload=2 done &amp; "quoted" &lt;b&gt;</p>',
      '<p><strong>bold</strong> <em>it</em> <u>u</u> <s>s</s> <code>x</code> <span style="color: #958DF1">violet</span> <mark data-color="#ffc078" style="background-color: #ffc078">marked</mark></p>',
      '<ul><li><p>one</p></li></ul><ol start="3"><li><p>three</p></li></ol><blockquote><p>q</p></blockquote><hr />',
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/a?b=1&amp;c=2">link</a> <a href="mailto:sales@example.com">mail</a></p>',
      '<p><img src="/storage/blog/2026/plot.png" alt="Plot" /><img src="https://cdn.example.com/x.jpg" /></p>',
    ].join('');
    // Style declarations come back written without the space after the colon: the same styles.
    expect(sanitizeHtml(html)).toBe(html.replaceAll(': ', ':'));
  });

  it('drops scripts, event handlers, frames, forms, styles other than colours and alignment, and script URLs', () => {
    expect(
      sanitizeHtml(
        '<p onclick="x()" style="position: fixed; color: red">Hi<script>alert(1)</script><iframe src="https://x"></iframe>' +
          '<a href="javascript:alert(1)">l</a><img src="data:image/png;base64,AAA" onerror="x()" /></p><form><input value="v" /></form><!-- c -->',
      ),
    ).toBe('<p style="color:red">Hi<a>l</a><img /></p>');
  });
});
