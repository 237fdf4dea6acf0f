/**
 * The rich-text toolbar's link and image dialogs, driven in the blog edit form of a real <Admin> with a fake
 * dataProvider (uploads go through its `uploadFile`, as in the blog form's own tests).
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { assetUrl } from '@admin/env';
import { SafeHtml } from '@admin/resources/blog/SafeHtml';
import { toImageSrc, toLinkHref } from '@admin/ui/richText/urls';
import { renderBlogEdit, savedPost } from '../resources/blog/adminHarness';

const saved = { ...savedPost, longDescription: '<p>Read the guide</p>' };

type User = ReturnType<typeof userEvent.setup>;

/**
 * Opens the post's edit page with this rich text; resolves with the editor's element once it shows the text, and
 * the dataProvider's update (it answers with the saved post changed).
 */
async function editPost(longDescription: string, text: string, more: Record<string, unknown> = {}) {
  const update = vi.fn(async (_r: string, { data }: { data: object }) => ({ data: { ...saved, ...data } }));
  renderBlogEdit({ getOne: async () => ({ data: { ...saved, longDescription } }), update, ...more });
  const editor = await waitFor(() => {
    const element = document.querySelector<HTMLElement>('.ProseMirror');
    expect(element).toHaveTextContent(text);
    return element!;
  });
  return { editor, update };
}

/**
 * Selects the whole text from the keyboard: Ctrl+A goes through ProseMirror's keymap. The editor is focused
 * directly: a click makes ProseMirror ask jsdom for positions under the pointer, which it cannot give (no layout).
 */
async function selectAll(user: User, editor: HTMLElement) {
  act(() => editor.focus());
  await user.keyboard('{Control>}a{/Control}');
}

// Role queries walk the accessibility tree of the whole admin and are slow here; labels are not.
const toolbarButton = (name: 'Link' | 'Image') => screen.getByLabelText(name, { selector: 'button' });
const dialogNamed = (title: string) => screen.findByLabelText(title, { selector: '[role="dialog"]' });
const dialogGone = () => waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());

async function openDialog(user: User, button: 'Link' | 'Image', title: string) {
  await waitFor(() => expect(toolbarButton(button)).toBeEnabled());
  await user.click(toolbarButton(button));
  return dialogNamed(title);
}

async function savedLongDescription(user: User, update: ReturnType<typeof vi.fn>) {
  await user.click(screen.getByText('Save').closest('button')!);
  await waitFor(() => expect(update).toHaveBeenCalled(), { timeout: 5000 });
  return (update.mock.calls[0][1] as { data: { longDescription: string } }).data.longDescription;
}

const imageFile = (name: string) => new File(['png-bytes'], name, { type: name.endsWith('.png') ? 'image/png' : 'image/gif' });

// Full <Admin> forms on a shared 2-core machine: allow far more than the default timeout.
describe('Rich-text toolbar dialogs', { timeout: 120_000 }, () => {
  it('links the selected text from the link dialog, focused on its field, and saves it', async () => {
    const user = userEvent.setup();
    const { editor, update } = await editPost('<p>Read the guide</p>', 'Read the guide');
    await selectAll(user, editor);
    const dialog = await openDialog(user, 'Link', 'Insert link');
    const field = within(dialog).getByLabelText('Link address');
    await waitFor(() => expect(field).toHaveFocus());
    expect(within(dialog).queryByText('Remove link')).toBeNull();
    await user.keyboard('https://example.com{Enter}');
    await dialogGone();
    expect(editor.innerHTML).toMatch(/<a [^>]*href="https:\/\/example\.com"[^>]*>Read the guide<\/a>/);
    // Back in the editor, where the person was writing.
    await waitFor(() => expect(editor).toHaveFocus());
    // Enter submitted the dialog's form only, not the post's form around the editor.
    expect(update).not.toHaveBeenCalled();
    expect(await savedLongDescription(user, update)).toMatch(/^<p><a [^>]*href="https:\/\/example\.com"[^>]*>Read the guide<\/a><\/p>$/);
  });

  it('refuses a javascript: link with an inline error and keeps what was typed; Escape then changes nothing', async () => {
    const user = userEvent.setup();
    const { editor } = await editPost('<p>Read the guide</p>', 'Read the guide');
    await selectAll(user, editor);
    const dialog = await openDialog(user, 'Link', 'Insert link');
    const field = within(dialog).getByLabelText('Link address');
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('javascript:alert(1){Enter}');
    expect(await within(dialog).findByText('Enter a web address (https://…) or an email address')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('javascript:alert(1)');
    expect(dialog).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await dialogGone();
    expect(editor.innerHTML).not.toContain('<a');
    // Focus goes back to the button that opened the dialog.
    await waitFor(() => expect(toolbarButton('Link')).toHaveFocus());
  });

  it('reads an address without a scheme as https://', async () => {
    const user = userEvent.setup();
    const { editor } = await editPost('<p>Read the guide</p>', 'Read the guide');
    await selectAll(user, editor);
    const dialog = await openDialog(user, 'Link', 'Insert link');
    await user.type(within(dialog).getByLabelText('Link address'), 'example.com');
    await user.click(within(dialog).getByText('Apply'));
    await dialogGone();
    expect(editor.innerHTML).toMatch(/<a [^>]*href="https:\/\/example\.com"[^>]*>Read the guide<\/a>/);
  });

  it('edits the link the text is in, prefilled with its address, and removes it', async () => {
    const user = userEvent.setup();
    const { editor } = await editPost('<p><a href="https://old.example.com">Read the guide</a></p>', 'Read the guide');
    await selectAll(user, editor);
    await waitFor(() => expect(toolbarButton('Link')).toHaveAttribute('aria-pressed', 'true'));
    const dialog = await openDialog(user, 'Link', 'Edit link');
    expect(within(dialog).getByLabelText('Link address')).toHaveValue('https://old.example.com');
    await user.click(within(dialog).getByText('Remove link'));
    await dialogGone();
    expect(editor.innerHTML).not.toContain('<a');
    expect(editor).toHaveTextContent('Read the guide');
    await waitFor(() => expect(toolbarButton('Link')).toHaveAttribute('aria-pressed', 'false'));
  });

  it('inserts an image from an http(s) address with its alt text; Cancel and other schemes insert nothing', async () => {
    const user = userEvent.setup();
    const { editor, update } = await editPost('<p>Read the guide</p>', 'Read the guide');
    let dialog = await openDialog(user, 'Image', 'Insert image');
    const insert = () => within(dialog).getByText('Insert').closest('button')!;
    expect(insert()).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Image address'), 'https://cdn.example.com/plot.jpg');
    await user.click(within(dialog).getByText('Cancel'));
    await dialogGone();
    expect(editor.innerHTML).not.toContain('<img');

    dialog = await openDialog(user, 'Image', 'Insert image');
    const address = within(dialog).getByLabelText('Image address');
    // Each opening starts empty.
    expect(address).toHaveValue('');
    await waitFor(() => expect(address).toHaveFocus());
    await user.keyboard('ftp://cdn.example.com/plot.jpg');
    await user.click(insert());
    expect(await within(dialog).findByText('Enter a web address starting with https:// or http://')).toBeInTheDocument();
    expect(address).toHaveValue('ftp://cdn.example.com/plot.jpg');
    await user.clear(address);
    await user.type(address, 'cdn.example.com/plot.jpg');
    await user.type(within(dialog).getByLabelText('Alternative text'), 'A fenced plot by the road');
    await user.click(insert());
    await dialogGone();
    // ProseMirror adds an img of its own (a separator); the inserted one is the one with a src.
    expect(editor.querySelector('img[src]')).toHaveAttribute('src', 'https://cdn.example.com/plot.jpg');
    expect(editor.querySelector('img[src]')).toHaveAttribute('alt', 'A fenced plot by the road');
    expect(await savedLongDescription(user, update)).toMatch(/<img src="https:\/\/cdn\.example\.com\/plot\.jpg" alt="A fenced plot by the road">/);
  });

  it('uploads an image through the blog signed URL with progress and problems, and inserts it where the show page loads it', async () => {
    // The file chooser's accept filter is what a browser offers; a file of another type can still be dropped in.
    const user = userEvent.setup({ applyAccept: false });
    let finish: (prefix: string) => void = () => {};
    const uploadFile = vi
      .fn()
      .mockRejectedValueOnce(new Error('Failed to upload file to S3'))
      .mockImplementationOnce((_resource: string, _file: File, onProgress?: (percent: number) => void) => {
        onProgress?.(40);
        return new Promise<string>((resolve) => (finish = resolve));
      });
    const { update } = await editPost('<p>Read the guide</p>', 'Read the guide', { uploadFile });
    const dialog = await openDialog(user, 'Image', 'Insert image');
    const picker = () => within(dialog).getByLabelText(/^(Choose|Replace) image$/, { selector: 'input' });
    const insert = () => within(dialog).getByText('Insert').closest('button')!;

    await user.upload(picker(), imageFile('plan.gif'));
    expect(await within(dialog).findByText('plan.gif: only .jpg, .jpeg and .png images are accepted')).toBeInTheDocument();
    expect(uploadFile).not.toHaveBeenCalled();

    await user.upload(picker(), imageFile('photo.png'));
    expect(await within(dialog).findByText('photo.png: Failed to upload file to S3')).toBeInTheDocument();
    expect(insert()).toBeDisabled();
    // A failure that does not say the file was lost on the way: another try would fail the same, no Retry.
    expect(within(dialog).queryByText(/^Retry/)).toBeNull();

    await user.upload(picker(), imageFile('photo.png'));
    expect(await within(dialog).findByText('Uploading photo.png — 40%')).toBeInTheDocument();
    expect(insert()).toBeDisabled();
    finish('blog/photo.png');
    expect(await within(dialog).findByText('Uploaded: photo.png')).toBeInTheDocument();
    expect(uploadFile.mock.calls.map((call) => call[0])).toEqual(['blog', 'blog']);
    await user.type(within(dialog).getByLabelText('Alternative text'), 'Site plan');
    await user.click(insert());
    await dialogGone();

    const html = await savedLongDescription(user, update);
    const src = assetUrl('blog/photo.png');
    expect(html).toContain(`<img src="${src}" alt="Site plan">`);
    // The blog show page renders the stored text through SafeHtml: the image keeps an address a browser loads.
    const shown = render(<SafeHtml html={html} />);
    expect(shown.container.querySelector('img')).toHaveAttribute('src', src);
    expect(shown.container.querySelector('img')).toHaveAttribute('alt', 'Site plan');
  });
});

describe('The image dialog after a lost upload', { timeout: 120_000 }, () => {
  it('offers to retry a file the network lost, without choosing it again, and inserts it once it gets through', async () => {
    const user = userEvent.setup();
    const lost = Object.assign(new Error('app.common.unreachable'), { mayPassOnRetry: true });
    const uploadFile = vi.fn().mockRejectedValueOnce(lost).mockResolvedValueOnce('blog/site.png');
    const { update } = await editPost('<p>Read the guide</p>', 'Read the guide', { uploadFile });
    const dialog = await openDialog(user, 'Image', 'Insert image');
    await user.upload(within(dialog).getByLabelText('Choose image', { selector: 'input' }), imageFile('site.png'));
    const retry = await within(dialog).findByText('Retry the upload that failed');
    await user.click(retry.closest('button')!);
    expect(await within(dialog).findByText('Uploaded: site.png')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Retry/)).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(uploadFile.mock.calls.map((call) => (call[1] as File).name)).toEqual(['site.png', 'site.png']);
    await user.click(within(dialog).getByText('Insert').closest('button')!);
    await dialogGone();
    expect(await savedLongDescription(user, update)).toContain(`<img src="${assetUrl('blog/site.png')}">`);
  });
});

describe('Addresses the dialogs accept', () => {
  it('keeps web and mail links as typed, reads a bare host or e-mail address, refuses other schemes', () => {
    expect(toLinkHref(' https://example.com ')).toBe('https://example.com');
    expect(toLinkHref('http://example.com/a?b=1')).toBe('http://example.com/a?b=1');
    expect(toLinkHref('example.com/plots')).toBe('https://example.com/plots');
    expect(toLinkHref('localhost:3000/plots')).toBe('https://localhost:3000/plots');
    expect(toLinkHref('//cdn.example.com')).toBe('https://cdn.example.com');
    expect(toLinkHref('mailto:sales@example.com')).toBe('mailto:sales@example.com');
    expect(toLinkHref('sales@example.com')).toBe('mailto:sales@example.com');
    // A page of the same site stays relative; a scheme without its slashes is written out in full.
    expect(toLinkHref('/blog/other-post')).toBe('/blog/other-post');
    expect(toLinkHref('https:example.com')).toBe('https://example.com/');
    expect(toLinkHref('http:/example.com/a')).toBe('http://example.com/a');
    for (const refused of ['', '   ', 'javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,hi', 'ftp://example.com', 'mailto:', 'https://', 'exa mple.com', 'example', '//']) {
      expect(toLinkHref(refused)).toBeNull();
    }
  });

  it('takes only http(s) image addresses', () => {
    expect(toImageSrc('cdn.example.com/plot.jpg')).toBe('https://cdn.example.com/plot.jpg');
    expect(toImageSrc('http://cdn.example.com/plot.jpg')).toBe('http://cdn.example.com/plot.jpg');
    expect(toImageSrc('/storage/blog/plan.png')).toBe('/storage/blog/plan.png');
    for (const refused of ['', 'data:image/png;base64,AAAA', 'javascript:alert(1)', 'mailto:a@example.com', 'ftp://example.com/a.png']) {
      expect(toImageSrc(refused)).toBeNull();
    }
  });
});
