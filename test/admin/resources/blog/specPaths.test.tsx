/** The spec's paths for these screens, through the real App and registry (lazy views, alias routes). */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TEST_TIMEOUT, renderAdmin } from '@test/helpers/renderAdmin';

const post = {
  id: 'b1',
  _id: 'b1',
  title: 'Saved post',
  seoTitle: '',
  metaTitle: 'm',
  metaDescription: 'd',
  shortDescription: 's',
  longDescription: '<p>x</p>',
  featured: false,
  thumbImage: 'blog/t.png',
  file: 'blog/f.png',
  isActive: true,
  createdAt: '2024-01-01T00:00:00Z',
};
const service = {
  id: 's1',
  _id: 's1',
  title: 'Saved service',
  description: 'd',
  highlights: ['h'],
  teluguTitle: '',
  teluguDescription: '',
  teluguHighlights: [],
  fee: 10,
  icon: '',
  images: ['services/a.png', 'services/b.png'],
  isActive: true,
  createdAt: '2024-01-01T00:00:00Z',
};

describe('spec paths', { timeout: ADMIN_TEST_TIMEOUT }, () => {
  it('/blog/create/{id} opens that post for editing', async () => {
    const getOne = vi.fn(async () => ({ data: post }));
    const app = renderAdmin({ path: '/blog/create/b1', dataProvider: { getOne } });
    expect(await screen.findByDisplayValue('Saved post')).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('blog', expect.objectContaining({ id: 'b1' }));
    expect(app.pathname()).toBe('/blog/b1');
  });

  it('/review/form opens the review create form', async () => {
    const app = renderAdmin({ path: '/review/form' });
    expect(await screen.findByText('New review or ad', { selector: 'h1' })).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/review/create'));
  });

  it('/services/list and /services/form/{id} reach the services list and edit form', async () => {
    const getOne = vi.fn(async () => ({ data: service }));
    const app = renderAdmin({ path: '/services/form/s1', dataProvider: { getOne } });
    expect(await screen.findByDisplayValue('Saved service')).toBeInTheDocument();
    expect(app.pathname()).toBe('/services/s1');
    app.unmount();
    const list = renderAdmin({ path: '/services/list' });
    expect(await screen.findByText('No services yet')).toBeInTheDocument();
    expect(list.pathname()).toBe('/services');
  });

  it('/image-upload shows the gallery', async () => {
    renderAdmin({ path: '/image-upload' });
    expect(await screen.findByText('No images uploaded yet')).toBeInTheDocument();
    expect(screen.getByLabelText('Upload images')).toBeInTheDocument();
  });
});
