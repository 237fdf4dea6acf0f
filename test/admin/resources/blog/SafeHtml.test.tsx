import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlogShow } from '@admin/resources/blog/BlogShow';
import { SafeHtml, sanitizeHtml } from '@admin/resources/blog/SafeHtml';
import { blogMessages } from '@admin/resources/blog/messages';
import { renderResource } from './adminHarness';

const hostile =
  '<p><strong>Bold</strong> and <em>italic</em></p>' +
  '<script>window.__pwned = true</script>' +
  '<img src="x" onerror="window.__pwned = true">' +
  '<a href="javascript:window.__pwned=true">link</a>' +
  '<iframe src="https://example.com"></iframe>';

describe('SafeHtml', () => {
  it('keeps formatting and drops scripts, handlers, javascript: links and frames', () => {
    const { container } = render(<SafeHtml html={hostile} />);
    expect(screen.getByText('Bold').tagName).toBe('STRONG');
    expect(screen.getByText('italic').tagName).toBe('EM');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('link')).not.toHaveAttribute('href', expect.stringContaining('javascript'));
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('renders nothing for an empty value', () => {
    expect(sanitizeHtml('')).toBe('');
    const { container } = render(<SafeHtml html={null} />);
    expect(container.textContent).toBe('');
  });
});

describe('BlogShow', { timeout: 60_000 }, () => {
  it('previews a stored post through the sanitiser', async () => {
    const post = {
      id: 'b1',
      _id: 'b1',
      title: 'Safe post',
      shortDescription: 'Summary',
      longDescription: hostile,
      featured: true,
      isActive: true,
      thumbImage: 'blog/t.jpg',
      file: 'blog/cover.jpg',
      createdAt: '2024-03-05T10:20:00.000Z',
    };
    const { container } = renderResource({
      name: 'blog',
      messages: blogMessages.en,
      path: '/blog/b1/show',
      show: BlogShow,
      dataProvider: { getOne: async () => ({ data: post }) },
    });
    expect(await screen.findByText('Bold')).toBeInTheDocument();
    expect(screen.getByText('Summary')).toBeInTheDocument();
    expect(screen.getByAltText('Blog image')).toHaveAttribute('src', '/storage/blog/cover.jpg');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });
});
