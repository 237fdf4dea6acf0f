import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider, SaveButton, SimpleForm, TextInput, testDataProvider, Toolbar } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { describe, expect, it, vi } from 'vitest';
import { ImageListInput } from '@admin/uploads/ImageListInput';
import { uploadMessagesEn } from '@admin/uploads/messages';
import { UPLOAD_FAILED, UploadError } from '@admin/uploads/uploadToSignedUrl';
import type { ImageListVariant } from '@admin/uploads/imageValue';
import type { ProgressHandler } from '@admin/providers/types';

const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, app: { upload: uploadMessagesEn } }), 'en');

type UploadFile = (resource: string, file: File, onProgress?: ProgressHandler, signal?: AbortSignal) => Promise<string>;

function renderForm(variant: ImageListVariant, record: Record<string, unknown>, uploadFile: UploadFile) {
  const onSubmit = vi.fn();
  const dataProvider = testDataProvider({ uploadFile } as never);
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="property">
        <SimpleForm
          record={record}
          onSubmit={onSubmit}
          toolbar={
            <Toolbar>
              <SaveButton alwaysEnable />
            </Toolbar>
          }
        >
          <ImageListInput source="images" variant={variant} />
        </SimpleForm>
      </ResourceContextProvider>
    </AdminContext>,
  );
  const submit = async () => {
    await userEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    return onSubmit.mock.calls.at(-1)![0] as { images: unknown };
  };
  return { onSubmit, submit };
}

const fileInput = () => screen.getByLabelText('Choose images', { selector: 'input' });
const png = (name: string) => new File(['png'], name, { type: 'image/png' });
const user = () => userEvent.setup({ applyAccept: false });

describe('ImageListInput, items variant (property images)', () => {
  const saved = { id: 'p1', images: [{ _id: 'i1', url: 'property/a.jpg', isDeleted: false }] };

  it('removing a saved image hides it and sends it back marked deleted', async () => {
    const { submit } = renderForm('items', saved, vi.fn());
    const preview = screen.getByRole('img', { name: 'Image 1' });
    expect(preview).toHaveAttribute('src', '/storage/property/a.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(screen.queryByRole('img', { name: 'Image 1' })).not.toBeInTheDocument();
    expect((await submit()).images).toEqual([{ _id: 'i1', url: 'property/a.jpg', isDeleted: true }]);
  });

  it('an uploaded image is added unsaved; removing it drops it, and says so', async () => {
    const uploadFile = vi.fn<UploadFile>(async (_resource, file) => `property/new/${file.name}`);
    const { submit } = renderForm('items', saved, uploadFile);
    await user().upload(fileInput(), png('b.png'));
    expect(await screen.findByRole('img', { name: 'Image 2' })).toHaveAttribute('src', '/storage/property/new/b.png');
    expect(uploadFile).toHaveBeenCalledWith('property', expect.any(File), expect.any(Function), expect.any(AbortSignal));
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Image 2' })).not.toBeInTheDocument());
    // Said to a screen reader: the focus landing on another "Remove image 1" told nothing.
    expect(status).toHaveTextContent('Image removed: 1 image left');
    expect((await submit()).images).toEqual([{ _id: 'i1', url: 'property/a.jpg', isDeleted: false }]);
  });

  it('keeps several uploads that finish one after the other', async () => {
    const uploadFile = vi.fn<UploadFile>(async (_resource, file) => `property/new/${file.name}`);
    const { submit } = renderForm('items', { id: 'p1', images: [] }, uploadFile);
    await user().upload(fileInput(), [png('one.png'), png('two.jpg')]);
    await screen.findByRole('img', { name: 'Image 2' });
    expect((await submit()).images).toEqual([
      { url: 'property/new/one.png', isDeleted: false },
      { url: 'property/new/two.jpg', isDeleted: false },
    ]);
  });

  it('adds the images in the order chosen, whatever order their uploads end in (the first is the cover)', async () => {
    const finish: Record<string, () => void> = {};
    const uploadFile = vi.fn<UploadFile>((_resource, file) => new Promise((resolve) => (finish[file.name] = () => resolve(`property/new/${file.name}`))));
    const { submit } = renderForm('items', { id: 'p1', images: [] }, uploadFile);
    await user().upload(fileInput(), [png('a.png'), png('b.png'), png('c.png')]);
    await waitFor(() => expect(Object.keys(finish)).toHaveLength(3));
    finish['c.png']();
    finish['a.png']();
    finish['b.png']();
    await screen.findByRole('img', { name: 'Image 3' });
    expect((await submit()).images).toEqual(['a', 'b', 'c'].map((name) => ({ url: `property/new/${name}.png`, isDeleted: false })));
  });
});

describe('ImageListInput, an upload cancelled', () => {
  it('is not added, says nothing went wrong, and the other uploads go on', async () => {
    const finish: Record<string, () => void> = {};
    const uploadFile = vi.fn<UploadFile>(
      (_resource, file, _onProgress, signal) =>
        new Promise((resolve, reject) => {
          finish[file.name] = () => resolve(`property/new/${file.name}`);
          signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        }),
    );
    const { submit } = renderForm('items', { id: 'p1', images: [] }, uploadFile);
    await user().upload(fileInput(), [png('a.png'), png('big.png')]);
    await waitFor(() => expect(Object.keys(finish)).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the upload of big.png' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel the upload of big.png' })).not.toBeInTheDocument());
    finish['a.png']();
    await screen.findByRole('img', { name: 'Image 1' });
    expect(screen.queryByRole('img', { name: 'Image 2' })).not.toBeInTheDocument();
    expect(screen.queryByText(/big\.png/)).not.toBeInTheDocument();
    expect((await submit()).images).toEqual([{ url: 'property/new/a.png', isDeleted: false }]);
  });
});

describe('ImageListInput, prefixes variant (service images)', () => {
  it('removing an image drops it', async () => {
    const { submit } = renderForm('prefixes', { id: 's1', images: ['service/a.jpg', 'service/b.jpg'] }, vi.fn());
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect((await submit()).images).toEqual(['service/b.jpg']);
  });
});

describe('ImageListInput, files', () => {
  it('refuses other file types with a message and uploads only the images', async () => {
    const uploadFile = vi.fn<UploadFile>(async (_resource, file) => `property/${file.name}`);
    renderForm('prefixes', { id: 's1', images: [] }, uploadFile);
    await user().upload(fileInput(), [new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' }), png('ok.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('brochure.pdf: only .jpg, .jpeg and .png images are accepted');
    await screen.findByRole('img', { name: 'Image 1' });
    expect(uploadFile).toHaveBeenCalledTimes(1);
    expect(uploadFile.mock.calls[0][1].name).toBe('ok.png');
  });

  it("reports 'Failed to upload file to S3' for a failed file and keeps the others", async () => {
    const uploadFile = vi.fn<UploadFile>(async (_resource, file) => {
      if (file.name === 'bad.png') throw new Error(UPLOAD_FAILED);
      return `property/${file.name}`;
    });
    const { submit } = renderForm('prefixes', { id: 's1', images: [] }, uploadFile);
    await user().upload(fileInput(), [png('bad.png'), png('good.png')]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('bad.png: Failed to upload file to S3');
    expect((await submit()).images).toEqual(['property/good.png']);
  });

  it('offers to retry a file that did not get through (the network), and the retry adds it: it had to be chosen again', async () => {
    let online = false;
    const uploadFile = vi.fn<UploadFile>(async (_resource, file) => {
      if (!online && file.name === 'bad.png') throw new UploadError(file.name, 'app.common.unreachable', true);
      return `property/${file.name}`;
    });
    const { submit } = renderForm('prefixes', { id: 's1', images: [] }, uploadFile);
    await user().upload(fileInput(), [png('bad.png'), png('good.png')]);
    const retry = await screen.findByRole('button', { name: 'Retry the upload that failed' });
    online = true;
    await userEvent.click(retry);
    await screen.findByRole('img', { name: 'Image 2' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect((await submit()).images).toEqual(['property/good.png', 'property/bad.png']);
  });

  it('says why the storage refused a file when it said so', async () => {
    const uploadFile = vi.fn<UploadFile>(async (_resource, file) => {
      throw new UploadError(file.name, 'The file is named .png but its content is not a .png file');
    });
    renderForm('prefixes', { id: 's1', images: [] }, uploadFile);
    await user().upload(fileInput(), [png('fake.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'fake.png: Failed to upload file to S3: The file is named .png but its content is not a .png file',
    );
    // Refused for what it is: another try would be refused the same.
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });

  it('shows a progress bar per file while it uploads', async () => {
    let finish: (prefix: string) => void = () => {};
    const uploadFile = vi.fn<UploadFile>(
      (_resource, _file, onProgress) =>
        new Promise<string>((resolve) => {
          onProgress?.(40);
          finish = resolve;
        }),
    );
    renderForm('prefixes', { id: 's1', images: [] }, uploadFile);
    await user().upload(fileInput(), png('slow.png'));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading slow.png' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    finish('property/slow.png');
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(within(screen.getByRole('group')).getByRole('img', { name: 'Image 1' })).toBeInTheDocument();
  });

  it('opens the file chooser from a keyboard-usable button', async () => {
    renderForm('prefixes', { id: 's1', images: [] }, vi.fn());
    const input = fileInput() as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    screen.getByRole('button', { name: 'Choose images' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
    expect(input).toHaveAttribute('accept', expect.stringContaining('.png'));
    expect(input.multiple).toBe(true);
  });

  it('takes the focus when a Save is refused for it, described by its error, as a text field does', async () => {
    const onSubmit = vi.fn();
    const atLeastTwo = (value: unknown[]) => (value.length < 2 ? 'Please upload minimum 2 images' : undefined);
    render(
      <AdminContext dataProvider={testDataProvider({ uploadFile: vi.fn() } as never)} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="services">
          <SimpleForm record={{ id: 's1', title: '', images: [] }} onSubmit={onSubmit}>
            <TextInput source="title" />
            <ImageListInput source="images" variant="prefixes" validate={atLeastTwo} />
          </SimpleForm>
        </ResourceContextProvider>
      </AdminContext>,
    );
    await userEvent.type(screen.getByLabelText('Title'), 'Soil test');
    await userEvent.click(screen.getByRole('button', { name: /save/i }));
    const chooser = screen.getByRole('button', { name: 'Choose images' });
    await waitFor(() => expect(chooser).toHaveFocus());
    expect(chooser).toHaveAccessibleDescription('Please upload minimum 2 images');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
