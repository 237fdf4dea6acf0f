import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAnswer } from '../blog/adminHarness';
import { renderGallery } from './galleryHarness';

const image = (n: number) => ({ id: `g${n}`, _id: `g${n}`, url: `gallery/${n}.png`, createdAt: '2024-03-05T10:20:00.000Z' });
const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => image(from + i));

function setup(overrides: Record<string, unknown> = {}, total = 13) {
  const getList = vi.fn(async (_r: string, { pagination }: { pagination: { page: number } }) =>
    listAnswer(pagination.page === 1 ? page(1, 12) : page(13, total - 12), total),
  );
  const uploadGalleryImages = vi.fn(async (_files: File[]) => ({ data: [], message: 'Uploaded' }));
  renderGallery({ getList, uploadGalleryImages, ...overrides });
  return { getList, uploadGalleryImages };
}

const png = (name: string) => new File(['png'], name, { type: 'image/png' });
const uploadInput = () => screen.getByLabelText('Upload images') as HTMLInputElement;

afterEach(() => vi.restoreAllMocks());

describe('Image gallery', { timeout: 60_000 }, () => {
  it('lists 12 images a page from page 1 and pages on', async () => {
    const user = userEvent.setup();
    const { getList } = setup();
    expect(await screen.findByRole('button', { name: 'Open image 12: 12.png' })).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'image-upload',
      expect.objectContaining({ pagination: { page: 1, perPage: 12 }, sort: { field: 'createdAt', order: 'DESC' } }),
    );
    const first = within(screen.getByRole('button', { name: 'Open image 1: 1.png' })).getByRole('presentation', { hidden: true });
    expect(first).toHaveAttribute('src', '/storage/gallery/1.png');
    // Each tile shows the name the image was uploaded with.
    expect(screen.getByText('1.png')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open image 13: 13.png' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('image-upload', expect.objectContaining({ pagination: { page: 2, perPage: 12 } })), {
      timeout: 5000,
    });
    // Numbered across pages: page 2's only image is the 13th.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open image 2: 2.png' })).not.toBeInTheDocument(), { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Open image 13: 13.png' })).toBeInTheDocument();
  });

  it('uploads the chosen images one by one in their order, with one progress bar over all, then reloads the list', async () => {
    const finish: (() => void)[] = [];
    const uploadGalleryImages = vi.fn(
      (_files: File[], onProgress: (p: number) => void) =>
        new Promise((resolve) => {
          onProgress(40);
          finish.push(() => resolve({ data: [], message: 'Uploaded' }));
        }),
    );
    const { getList } = setup({ uploadGalleryImages });
    await screen.findByRole('button', { name: 'Open image 1: 1.png' });
    const callsBefore = getList.mock.calls.length;
    fireEvent.change(uploadInput(), { target: { files: [png('a.png'), png('b.jpeg')] } });
    // 40 % of the first of two files of the same size.
    const bar = await screen.findByRole('progressbar', { name: 'Uploading 2 images…' });
    expect(bar).toHaveAttribute('aria-valuenow', '20');
    await act(async () => finish[0]());
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '70'));
    await act(async () => finish[1]());
    expect(uploadGalleryImages.mock.calls.map(([files]) => files.map((f: File) => f.name))).toEqual([['a.png'], ['b.jpeg']]);
    expect(await screen.findByText('2 images uploaded')).toBeInTheDocument();
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(callsBefore));
  });

  it('gives the keyboard focus back to Upload images once the images are up (disabled meanwhile, it had dropped it)', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const uploadGalleryImages = vi.fn(() => new Promise((resolve) => (finish = () => resolve({ data: [], message: 'Uploaded' }))));
    setup({ uploadGalleryImages });
    await screen.findByRole('button', { name: 'Open image 1: 1.png' });
    const button = screen.getByRole('button', { name: 'Upload images' });
    button.focus();
    await user.upload(uploadInput(), png('a.png'));
    await waitFor(() => expect(button).toBeDisabled());
    (document.activeElement as HTMLElement | null)?.blur(); // as the browser does with a focused button turned disabled
    await act(async () => finish());
    expect(await screen.findByText('1 image uploaded')).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('Stop keeps the images already uploaded and stops the rest; the refreshed gallery shows what was stored', async () => {
    const finish: (() => void)[] = [];
    const uploadGalleryImages = vi.fn(
      (_files: File[], _onProgress: (p: number) => void, signal?: AbortSignal) =>
        new Promise((resolve, reject) => {
          finish.push(() => resolve({ data: [], message: 'Uploaded' }));
          signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        }),
    );
    setup({ uploadGalleryImages });
    await screen.findByRole('button', { name: 'Open image 1: 1.png' });
    fireEvent.change(uploadInput(), { target: { files: [png('a.png'), png('b.png'), png('c.png')] } });
    await screen.findByRole('progressbar', { name: 'Uploading 3 images…' });
    await act(async () => finish[0]());
    await waitFor(() => expect(uploadGalleryImages).toHaveBeenCalledTimes(2));
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Upload stopped: the gallery shows the images that were stored.')).toBeInTheDocument();
    expect(screen.getByText('1 image uploaded')).toBeInTheDocument();
    expect(uploadGalleryImages).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('progressbar', { name: /Uploading/ })).not.toBeInTheDocument();
  });

  it('uploads the good images when one is refused, and names each refused file with why', async () => {
    const uploadGalleryImages = vi.fn(async (files: File[]) => {
      if (files[0].name === 'fake.png') throw new Error('The file is named .png but its content is not a .png file');
      return { data: [], message: 'Uploaded' };
    });
    setup({ uploadGalleryImages });
    await screen.findByRole('button', { name: 'Open image 1: 1.png' });
    const huge = png('huge.jpg');
    Object.defineProperty(huge, 'size', { value: 12 * 1024 * 1024 });
    fireEvent.change(uploadInput(), { target: { files: [png('a.png'), png('fake.png'), huge, png('c.png')] } });
    expect(await screen.findByText('2 images uploaded')).toBeInTheDocument();
    expect(screen.getByText('Not uploaded, images up to 10 MB are accepted: huge.jpg')).toBeInTheDocument();
    expect(screen.getByText('The upload failed: fake.png: The file is named .png but its content is not a .png file')).toBeInTheDocument();
    expect(uploadGalleryImages.mock.calls.map(([files]) => files[0].name)).toEqual(['a.png', 'fake.png', 'c.png']);
  });

  it('refuses other file types with a clear message and uploads only the images', async () => {
    const { uploadGalleryImages } = setup();
    await screen.findByRole('button', { name: 'Open image 1: 1.png' });
    fireEvent.change(uploadInput(), { target: { files: [new File(['gif'], 'anim.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Not uploaded, only .jpg, .jpeg and .png images are accepted: anim.gif')).toBeInTheDocument();
    expect(uploadGalleryImages).not.toHaveBeenCalled();

    fireEvent.change(uploadInput(), { target: { files: [png('ok.png'), new File(['pdf'], 'doc.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Not uploaded, only .jpg, .jpeg and .png images are accepted: doc.pdf')).toBeInTheDocument();
    await waitFor(() => expect(uploadGalleryImages).toHaveBeenCalledTimes(1));
    expect(uploadGalleryImages.mock.calls[0][0].map((f: File) => f.name)).toEqual(['ok.png']);
    // Each message can be dismissed once read.
    const refusal = screen.getByText('Not uploaded, only .jpg, .jpeg and .png images are accepted: doc.pdf').closest<HTMLElement>('.MuiAlert-root')!;
    fireEvent.click(within(refusal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText(/doc\.pdf/)).not.toBeInTheDocument());
  });

  it('names each tile and its copy button by the image’s position and the name it was uploaded with', async () => {
    const stored = { id: 's1', _id: 's1', url: 'gallery/2024/03/0b9d7c1e-5f2a-4c3b-9d8e-7a6b5c4d3e2f-site-plan.png', createdAt: '2024-03-05T10:20:00.000Z' };
    setup({ getList: vi.fn(async () => listAnswer([image(1), stored], 2)) });
    expect(await screen.findByRole('button', { name: 'Open image 2: site-plan.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy URL of image 2: site-plan.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy URL of image 1: 1.png' })).toBeInTheDocument();
  });

  it('copies an image’s absolute URL and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy URL of image 3: 3.png' }));
    expect(writeText).toHaveBeenCalledWith(new URL('/storage/gallery/3.png', window.location.href).href);
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it('opens a large preview, moves with the arrow keys and closes with Esc', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('button', { name: 'Open image 2: 2.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Image 2 of 13' });
    expect(within(dialog).getByRole('img', { name: 'Image 2' })).toHaveAttribute('src', '/storage/gallery/2.png');
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Image 3 of 13' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(await screen.findByRole('dialog', { name: 'Image 1 of 13' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Previous image' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('moves on past the page’s last image to the next page and back, and on closing shows that page with the focus on the image', async () => {
    const user = userEvent.setup();
    const { getList } = setup();
    await user.click(await screen.findByRole('button', { name: 'Open image 12: 12.png' }));
    expect(await screen.findByRole('dialog', { name: 'Image 12 of 13' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    const dialog = await screen.findByRole('dialog', { name: 'Image 13 of 13' });
    expect(await within(dialog).findByRole('img', { name: 'Image 13' })).toHaveAttribute('src', '/storage/gallery/13.png');
    expect(getList).toHaveBeenLastCalledWith('image-upload', expect.objectContaining({ pagination: { page: 2, perPage: 12 } }));
    expect(within(dialog).getByRole('button', { name: 'Next image' })).toBeDisabled();
    await user.keyboard('{ArrowLeft}');
    expect(await within(await screen.findByRole('dialog', { name: 'Image 12 of 13' })).findByRole('img', { name: 'Image 12' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    await within(await screen.findByRole('dialog', { name: 'Image 13 of 13' })).findByRole('img', { name: 'Image 13' });
    await user.keyboard('{Escape}');
    // Fading out, the preview still shows the image it showed: not image 1, nor a spinner.
    expect(document.getElementById('gallery-preview-title')).toHaveTextContent('Image 13 of 13');
    expect(screen.queryByRole('progressbar', { hidden: true })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open image 13: 13.png' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Open image 12: 12.png' })).not.toBeInTheDocument();
  });

  it('shows an empty state when nothing was uploaded', async () => {
    setup({ getList: async () => listAnswer([]) });
    expect(await screen.findByText('No images uploaded yet')).toBeInTheDocument();
    expect(screen.getByLabelText('Upload images')).toBeInTheDocument();
  });
});
