import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, ResourceContextProvider, SaveButton, SimpleForm, testDataProvider, Toolbar } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { describe, expect, it, vi } from 'vitest';
import { FileUploadInput } from '@admin/uploads/FileUploadInput';
import { uploadMessagesEn } from '@admin/uploads/messages';
import { SingleImageInput } from '@admin/uploads/SingleImageInput';
import { UploadError } from '@admin/uploads/uploadToSignedUrl';

const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, app: { upload: uploadMessagesEn } }), 'en');
const user = () => userEvent.setup({ applyAccept: false });

type UploadFile = (resource: string, file: File) => Promise<string>;

function renderForm(resource: string, record: Record<string, unknown>, input: ReactNode, uploadFile = vi.fn<UploadFile>(async (res, file) => `${res}/up/${file.name}`)) {
  const onSubmit = vi.fn();
  render(
    <AdminContext dataProvider={testDataProvider({ uploadFile } as never)} i18nProvider={i18nProvider}>
      <ResourceContextProvider value={resource}>
        <SimpleForm
          record={record}
          onSubmit={onSubmit}
          toolbar={
            <Toolbar>
              <SaveButton alwaysEnable />
            </Toolbar>
          }
        >
          {input}
        </SimpleForm>
      </ResourceContextProvider>
    </AdminContext>,
  );
  const submit = async () => {
    await userEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    return onSubmit.mock.calls.at(-1)![0] as Record<string, unknown>;
  };
  return { uploadFile, submit };
}

describe('SingleImageInput', () => {
  it('uploads one image through the resource and stores its prefix', async () => {
    const { uploadFile, submit } = renderForm('blog', { id: 'b1' }, <SingleImageInput source="thumbImage" />);
    await user().upload(screen.getByLabelText('Choose image', { selector: 'input' }), new File(['x'], 'thumb.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'thumb.png' })).toHaveAttribute('src', '/storage/blog/up/thumb.png');
    expect(uploadFile).toHaveBeenCalledWith('blog', expect.any(File), expect.any(Function), expect.any(AbortSignal));
    expect((await submit()).thumbImage).toBe('blog/up/thumb.png');
  });

  it('offers to retry an upload that did not get through, and the retry stores it', async () => {
    let online = false;
    const uploadFile = vi.fn<UploadFile>(async (res, file) => {
      if (!online) throw new UploadError(file.name, 'app.common.unreachable', true);
      return `${res}/up/${file.name}`;
    });
    const { submit } = renderForm('blog', { id: 'b1' }, <SingleImageInput source="thumbImage" />, uploadFile);
    await user().upload(screen.getByLabelText('Choose image', { selector: 'input' }), new File(['x'], 'thumb.png', { type: 'image/png' }));
    const retry = await screen.findByRole('button', { name: 'Retry the upload that failed' });
    online = true;
    await userEvent.click(retry);
    expect(await screen.findByRole('img', { name: 'thumb.png' })).toHaveAttribute('src', '/storage/blog/up/thumb.png');
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect((await submit()).thumbImage).toBe('blog/up/thumb.png');
  });

  it('keeps the latest choice when an earlier upload ends after it, and a removal drops an upload still running', async () => {
    const answers: Record<string, (prefix: string) => void> = {};
    const uploadFile = vi.fn<UploadFile>((_res, file) => new Promise((resolve) => (answers[file.name] = resolve)));
    const { submit } = renderForm('services', { id: 's1' }, <SingleImageInput source="icon" />, uploadFile);
    const chooser = () => screen.getByLabelText(/Choose image|Replace image/, { selector: 'input' });
    await user().upload(chooser(), new File(['x'], 'first.png', { type: 'image/png' }));
    await user().upload(chooser(), new File(['x'], 'second.png', { type: 'image/png' }));
    await waitFor(() => expect(uploadFile).toHaveBeenCalledTimes(2));
    answers['second.png']('services/up/second.png');
    expect(await screen.findByRole('img', { name: 'second.png' })).toBeInTheDocument();
    answers['first.png']('services/up/first.png');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('img', { name: 'first.png' })).not.toBeInTheDocument();
    expect((await submit()).icon).toBe('services/up/second.png');

    await user().upload(chooser(), new File(['x'], 'third.png', { type: 'image/png' }));
    await waitFor(() => expect(uploadFile).toHaveBeenCalledTimes(3));
    await userEvent.click(screen.getByRole('button', { name: /^Remove/ }));
    answers['third.png']('services/up/third.png');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await submit()).icon).toBeNull();
  });

  it('refuses a non-image and can remove the current image', async () => {
    const stored = 'review/2026-11/c958a9d2-f25d-455d-aa64-c1a4d2967313-old.jpg';
    const { uploadFile, submit } = renderForm('review', { id: 'r1', image: stored }, <SingleImageInput source="image" />);
    await user().upload(screen.getByLabelText('Replace image', { selector: 'input' }), new File(['x'], 'notes.txt'));
    expect(await screen.findByRole('alert')).toHaveTextContent('notes.txt: only .jpg, .jpeg and .png images are accepted');
    expect(uploadFile).not.toHaveBeenCalled();
    // The button reads "Remove image"; screen readers hear the file's name, without the server's random id.
    const remove = screen.getByRole('button', { name: 'Remove old.jpg' });
    expect(remove).toHaveTextContent('Remove image');
    await userEvent.click(remove);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    // react-admin's SimpleForm sends a cleared field as null.
    expect((await submit()).image).toBeNull();
  });
});

describe('FileUploadInput', () => {
  it('uploads a PDF and shows its name as a link to the stored file', async () => {
    const { submit } = renderForm('property', { id: 'p1' }, <FileUploadInput source="brochure" />);
    await user().upload(screen.getByLabelText('Choose file', { selector: 'input' }), new File(['%PDF'], 'Brochure 2024.pdf', { type: 'application/pdf' }));
    const link = await screen.findByRole('link', { name: 'Brochure 2024.pdf' });
    expect(link).toHaveAttribute('href', '/storage/property/up/Brochure 2024.pdf');
    expect((await submit()).brochure).toBe('property/up/Brochure 2024.pdf');
  });

  it('refuses other extensions with the accepted list', async () => {
    const { uploadFile } = renderForm('property', { id: 'p1' }, <FileUploadInput source="brochure" />);
    await user().upload(screen.getByLabelText('Choose file', { selector: 'input' }), new File(['x'], 'image.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('image.png: only .pdf files are accepted');
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it.each([
    ['SingleImageInput', <SingleImageInput key="i" source="thumbImage" validate={(value: unknown) => (value ? undefined : 'Please upload thumbnail image')} />, 'Choose image', 'Please upload thumbnail image'],
    ['FileUploadInput', <FileUploadInput key="f" source="brochure" validate={(value: unknown) => (value ? undefined : 'Please upload brochure')} />, 'Choose file', 'Please upload brochure'],
  ])('%s takes the focus when a Save is refused for it, described by its error', async (_name, input, button, message) => {
    renderForm('blog', { id: 'b1' }, input);
    await userEvent.click(screen.getByRole('button', { name: /save/i }));
    const chooser = screen.getByRole('button', { name: button });
    await waitFor(() => expect(chooser).toHaveFocus());
    expect(chooser).toHaveAccessibleDescription(message);
  });
});
