/**
 * A 0-byte file is refused before any request, naming it ('"x" is empty'), wherever the admin uploads files: the
 * form inputs (one image, one file, several images), the rich text's image dialog, the order completion images and
 * the gallery; and the signed-URL PUT itself never sends an empty body.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { AdminContext, ResourceContextProvider, SimpleForm, testDataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { describe, expect, it, vi } from 'vitest';
import { FileUploadInput } from '@admin/uploads/FileUploadInput';
import { ImageListInput } from '@admin/uploads/ImageListInput';
import { uploadMessagesEn } from '@admin/uploads/messages';
import { SingleImageInput } from '@admin/uploads/SingleImageInput';
import { UploadError, uploadToSignedUrl } from '@admin/uploads/uploadToSignedUrl';
import { apiUrl, recordRequests, withMswServer } from '@test/helpers/msw';
import { listAnswer, renderBlogEdit, savedPost } from '../resources/blog/adminHarness';
import { renderGallery } from '../resources/image-upload/galleryHarness';
import { makeOrder, renderOrdersAdmin } from '../resources/service-order/orderHarness';

const server = withMswServer();
const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, app: { upload: uploadMessagesEn } }), 'en');
const user = () => userEvent.setup({ applyAccept: false });
const empty = (name: string, type = 'image/png') => new File([], name, { type });
const png = (name: string) => new File(['png-bytes'], name, { type: 'image/png' });

function renderInput(input: ReactNode) {
  const uploadFile = vi.fn(async (resource: string, file: File) => `${resource}/up/${file.name}`);
  render(
    <AdminContext dataProvider={testDataProvider({ uploadFile } as never)} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="property">
        <SimpleForm record={{ id: 'p1' }} onSubmit={vi.fn()} toolbar={false}>
          {input}
        </SimpleForm>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return uploadFile;
}

describe('an empty file in the upload inputs', () => {
  it('SingleImageInput refuses it, naming it, and uploads nothing', async () => {
    const uploadFile = renderInput(<SingleImageInput source="thumbImage" />);
    await user().upload(screen.getByLabelText('Choose image', { selector: 'input' }), empty('blank.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('"blank.png" is empty');
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('FileUploadInput refuses it, naming it, and uploads nothing', async () => {
    const uploadFile = renderInput(<FileUploadInput source="brochure" />);
    await user().upload(screen.getByLabelText('Choose file', { selector: 'input' }), empty('brochure.pdf', 'application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('"brochure.pdf" is empty');
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('ImageListInput refuses the empty one, naming it, and uploads the others', async () => {
    const uploadFile = renderInput(<ImageListInput source="images" variant="items" />);
    await user().upload(screen.getByLabelText('Choose images', { selector: 'input' }), [png('front.png'), empty('blank.png'), new File(['x'], 'notes.txt')]);
    expect(await screen.findByRole('img', { name: 'Image 1' })).toHaveAttribute('src', '/storage/property/up/front.png');
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(['notes.txt: only .jpg, .jpeg and .png images are accepted', '"blank.png" is empty']);
    expect(uploadFile.mock.calls.map(([, file]) => file.name)).toEqual(['front.png']);
  });
});

/** A file of `bytes` without allocating them: only its size is read before an upload. */
const sized = (file: File, bytes: number) => Object.defineProperty(file, 'size', { value: bytes });

describe('a file over the upload limit in the upload inputs', () => {
  it('SingleImageInput refuses it before any request, naming it and the limit', async () => {
    const uploadFile = renderInput(<SingleImageInput source="thumbImage" />);
    await user().upload(screen.getByLabelText('Choose image', { selector: 'input' }), sized(png('huge.png'), 14 * 1024 * 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent('huge.png is larger than 10 MB: files up to 10 MB are accepted');
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('ImageListInput refuses the large one and uploads the others', async () => {
    const uploadFile = renderInput(<ImageListInput source="images" variant="items" />);
    await user().upload(screen.getByLabelText('Choose images', { selector: 'input' }), [png('front.png'), sized(png('huge.png'), 10 * 1024 * 1024 + 1)]);
    expect(await screen.findByRole('img', { name: 'Image 1' })).toHaveAttribute('src', '/storage/property/up/front.png');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['huge.png is larger than 10 MB: files up to 10 MB are accepted']);
    expect(uploadFile.mock.calls.map(([, file]) => file.name)).toEqual(['front.png']);
  });
});

describe('the signed-URL PUT of an empty file', () => {
  it('is never sent: the upload fails at once with the storage’s words', async () => {
    const calls = recordRequests(server);
    server.use(http.put(apiUrl('storage/upload/*'), () => new HttpResponse(null, { status: 400 })));
    const failure = await uploadToSignedUrl(empty('empty.csv', 'text/csv'), apiUrl('storage/upload/excel/empty.csv?sig=1')).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(UploadError);
    expect(failure).toMatchObject({ message: 'Failed to upload file to S3', fileName: 'empty.csv', reason: 'The file is empty' });
    expect(calls).toEqual([]);
  });
});

describe('an empty file in the other uploads', { timeout: 120_000 }, () => {
  it('the rich text image dialog refuses it, naming it, and uploads nothing', async () => {
    const uploadFile = vi.fn(async () => 'blog/x.png');
    renderBlogEdit({ getOne: async () => ({ data: { ...savedPost, longDescription: '<p>Guide</p>' } }), uploadFile });
    const u = user();
    const button = await waitFor(() => {
      const found = screen.getByLabelText('Image', { selector: 'button' });
      expect(found).toBeEnabled();
      return found;
    });
    await u.click(button);
    const dialog = await screen.findByLabelText('Insert image', { selector: '[role="dialog"]' });
    await u.upload(within(dialog).getByLabelText('Choose image', { selector: 'input' }), empty('blank.png'));
    expect(await within(dialog).findByText('"blank.png" is empty')).toBeInTheDocument();
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('the order completion images refuse it with a message naming it, and upload the others', async () => {
    const order = makeOrder({ id: 'ord-1', orderNo: 'ORD-42', status: 'Pending' });
    const uploadFile = vi.fn(async (_resource: string, file: File) => `service-order/${file.name}`);
    renderOrdersAdmin('/service-order', {
      getList: vi.fn(async () => listAnswer([order])),
      generateUserOtp: vi.fn(async () => ({ message: 'OTP sent to the customer' })),
      uploadFile,
    });
    const u = user();
    await u.click(await screen.findByRole('button', { name: /Generate OTP ORD-42/ }));
    const dialog = await screen.findByRole('dialog', { name: /Update Order/ });
    await u.upload(within(dialog).getByLabelText('Add images'), [empty('blank.png'), png('site.png')]);
    await within(dialog).findByRole('button', { name: 'Remove site.png' });
    expect(await screen.findByText('"blank.png" is empty')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Remove blank.png' })).not.toBeInTheDocument();
    expect(uploadFile.mock.calls.map(([, file]) => file.name)).toEqual(['site.png']);
  });

  it('the gallery refuses it, naming it, and uploads the others', async () => {
    const uploadGalleryImages = vi.fn(async (_files: File[]) => ({ data: [], message: 'Uploaded' }));
    renderGallery({ getList: vi.fn(async () => ({ data: [], total: 0 })), uploadGalleryImages });
    const input = (await screen.findByLabelText('Upload images')) as HTMLInputElement;
    await user().upload(input, [empty('blank.png'), png('a.png')]);
    expect(await screen.findByText('1 image uploaded')).toBeInTheDocument();
    expect(screen.getByText('"blank.png" is empty')).toBeInTheDocument();
    expect(uploadGalleryImages.mock.calls.map(([files]) => files.map((f) => f.name))).toEqual([['a.png']]);
  });
});
