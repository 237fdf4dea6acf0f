import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BlogCreate } from '@admin/resources/blog/BlogCreate';
import { BlogEdit } from '@admin/resources/blog/BlogEdit';
import { blogMessages } from '@admin/resources/blog/messages';
import { toHttpError } from '@admin/providers/httpErrors';
import { statusCodes } from '@shared/api';
import { v } from '@shared/validation';
import { listAnswer, renderBlogEdit, renderResource, savedPost } from './adminHarness';

const required = [
  'Please enter title',
  'Please enter short description',
  'Please enter long description',
  'Please enter meta title',
  'Please enter meta description',
  'Please upload thumbnail image',
  'Please upload blog image',
];

const saved = savedPost;

/** Pastes instead of typing key by key: the same change for the form, far fewer renders on a slow machine. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

// Role queries walk the accessibility tree of the whole admin and are slow here; labels and texts are not.
const saveButton = () => screen.getByText('Save').closest('button')!;
const fieldset = (legend: string) => screen.getByText(legend, { selector: 'legend *' }).closest('fieldset')!;

const imageFile = (name: string) => new File(['png-bytes'], name, { type: 'image/png' });

/** Opens the saved post's edit page; returns the dataProvider's update, which answers with the saved post changed. */
function editSavedPost() {
  const update = vi.fn(async (_r: string, { data }: { data: object }) => ({ data: { ...saved, ...data } }));
  renderBlogEdit({ update });
  return update;
}

// Full <Admin> forms on a shared 2-core machine: allow far more than the default 20 s.
describe('Blog form', { timeout: 120_000 }, () => {
  it('refuses an empty post with every §5 message and sends nothing', async () => {
    const user = userEvent.setup();
    const create = vi.fn();
    renderResource({ name: 'blog', messages: blogMessages.en, path: '/blog/create', create: BlogCreate, dataProvider: { create } });
    await user.click(await screen.findByText('Save').then(() => saveButton()));
    for (const message of required) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('the formatting toolbar is one Tab stop, its buttons reached with the arrow keys', async () => {
    const user = userEvent.setup();
    renderResource({ name: 'blog', messages: blogMessages.en, path: '/blog/create', create: BlogCreate, dataProvider: { create: vi.fn() } });
    const toolbar = await screen.findByRole('toolbar', { name: 'Text formatting' });
    const textStyle = within(toolbar).getByRole('button', { name: /^Text style/ });
    await waitFor(() => expect(within(toolbar).getByRole('button', { name: 'Bold' })).toBeEnabled());
    const stops = () => within(toolbar).getAllByRole('button').filter((button) => button.tabIndex === 0);
    await waitFor(() => expect(stops()).toEqual([textStyle]));
    textStyle.focus();
    await user.keyboard('{ArrowRight}');
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    expect(bold).toHaveFocus();
    expect(stops()).toEqual([bold]); // Tab comes back to the button last used
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(toolbar).getByRole('button', { name: 'Clear format' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(textStyle).toHaveFocus();
    await user.tab();
    expect(toolbar).not.toContainElement(document.activeElement as HTMLElement); // out of the toolbar in one Tab
  });

  it('tells assistive technology that the long description is required, and invalid with its message, as the other inputs', async () => {
    const user = userEvent.setup();
    renderResource({ name: 'blog', messages: blogMessages.en, path: '/blog/create', create: BlogCreate, dataProvider: {} });
    const editor = await screen.findByLabelText('Long description');
    await waitFor(() => expect(editor).toHaveAttribute('aria-required', 'true'));
    expect(editor).toHaveAttribute('aria-invalid', 'false');
    await user.click(saveButton());
    expect(await screen.findByText('Please enter long description')).toBeInTheDocument();
    await waitFor(() => expect(editor).toHaveAttribute('aria-invalid', 'true'));
    expect(editor).toHaveAccessibleDescription('Please enter long description');
    expect(screen.getByLabelText('Title *')).toHaveAccessibleDescription('Please enter title'); // as a text input does
    // The same editable area, not one made anew (which would lose the focus and what was typed).
    expect(screen.getByLabelText('Long description')).toBe(editor);
    // Its name is kept.
    expect(editor).toHaveAttribute('role', 'textbox');
  });

  it('refuses a long description that shows nothing but spaces, as an empty one', async () => {
    const user = userEvent.setup();
    const create = vi.fn();
    const prefill = encodeURIComponent(JSON.stringify({ longDescription: '<p>   </p>' }));
    renderResource({ name: 'blog', messages: blogMessages.en, path: `/blog/create?source=${prefill}`, create: BlogCreate, dataProvider: { create } });
    await user.click(await screen.findByText('Save').then(() => saveButton()));
    expect(await screen.findByText('Please enter long description')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates a post with both images uploaded through the blog signed URL and rich text', async () => {
    const user = userEvent.setup();
    const uploadFile = vi.fn(async (_resource: string, file: File) => `blog/${file.name}`);
    const create = vi.fn(async (_r: string, { data }: { data: object }) => ({ data: { ...data, id: 'new' } }));
    // The rich-text editor cannot be typed into under jsdom (no layout); react-admin's `source` prefill sets it.
    const prefill = encodeURIComponent(JSON.stringify({ longDescription: '<p><strong>Check</strong> the approvals</p>' }));
    renderResource({
      name: 'blog',
      messages: blogMessages.en,
      path: `/blog/create?source=${prefill}`,
      create: BlogCreate,
      list: () => null,
      dataProvider: { create, uploadFile, getList: async () => listAnswer([]) },
    });
    await fill(user, await screen.findByLabelText('Title *'), 'Plots near the ring road');
    await fill(user, screen.getByLabelText('Short description *'), 'What to check before buying');
    expect(await screen.findByText('Check')).toContainHTML('Check');
    // The editable area is a text box named after its field.
    expect(screen.getByLabelText('Long description')).toHaveAttribute('role', 'textbox');
    expect(screen.getByLabelText('Long description')).toHaveTextContent('Check the approvals');
    await fill(user, screen.getByLabelText('Meta title *'), 'Ring road plots');
    await fill(user, screen.getByLabelText('Meta description *'), 'A buyer guide');
    await user.upload(within(fieldset('Thumbnail image')).getByLabelText('Choose image'), imageFile('thumb.png'));
    await user.upload(within(fieldset('Blog image')).getByLabelText('Choose image'), imageFile('cover.png'));
    await waitFor(() => expect(uploadFile).toHaveBeenCalledTimes(2));
    expect(uploadFile.mock.calls.map((c) => c[0])).toEqual(['blog', 'blog']);
    await user.click(saveButton());
    await waitFor(() => expect(create).toHaveBeenCalled(), { timeout: 5000 });
    expect(create.mock.calls[0][0]).toBe('blog');
    expect(create.mock.calls[0][1].data).toEqual({
      title: 'Plots near the ring road',
      seoTitle: '',
      metaTitle: 'Ring road plots',
      metaDescription: 'A buyer guide',
      shortDescription: 'What to check before buying',
      longDescription: '<p><strong>Check</strong> the approvals</p>',
      featured: false,
      thumbImage: 'blog/thumb.png',
      file: 'blog/cover.png',
      isActive: true,
    });
  });

  it('updates a post with the schema’s fields only', async () => {
    const user = userEvent.setup();
    const update = editSavedPost();
    const title = await screen.findByLabelText('Title *');
    await waitFor(() => expect(title).toHaveValue('Old title'));
    await user.clear(title);
    await fill(user, title, 'New title');
    await user.click(saveButton());
    await waitFor(() => expect(update).toHaveBeenCalled(), { timeout: 5000 });
    const { id, data } = update.mock.calls[0][1] as { id: string; data: Record<string, unknown> };
    expect(id).toBe('b1');
    expect(data).toEqual({
      title: 'New title',
      seoTitle: 'old-title',
      metaTitle: 'Meta',
      metaDescription: 'Meta description',
      shortDescription: 'Short',
      longDescription: '<p>Long <strong>text</strong></p>',
      featured: false,
      thumbImage: 'blog/thumb.jpg',
      file: 'blog/cover.jpg',
      isActive: true,
    });
  });
  it('asks before its Show (preview) leaves unsaved changes, though the preview’s address is under the form’s', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderResource({
      name: 'blog',
      messages: blogMessages.en,
      path: '/blog/b1',
      edit: BlogEdit,
      list: () => null,
      show: () => <p>Preview page</p>,
      dataProvider: { getOne: async () => ({ data: savedPost }), getList: async () => listAnswer([]) },
    });
    const title = await screen.findByLabelText('Title *');
    await waitFor(() => expect(title).toHaveValue('Old title'));
    await fill(user, title, ' changed');
    await user.click(document.querySelector<HTMLAnchorElement>('a[href="/blog/b1/show"]')!);
    await waitFor(() => expect(confirm).toHaveBeenCalledOnce());
    expect(screen.queryByText('Preview page')).not.toBeInTheDocument();
    confirm.mockRestore();
  });

  it('counts a long text against its limit, and names the limit once the text is over it, keeping what was typed', async () => {
    const user = userEvent.setup();
    const update = editSavedPost();
    const short = await screen.findByLabelText('Short description *');
    await waitFor(() => expect(short).toHaveValue('Short'));
    // The count is the input's description, as the rule counts: trimmed.
    expect(short).toHaveAccessibleDescription('5 / 2000');
    await fill(user, short, `${' x'.repeat(998)}  `);
    expect(short).toHaveAccessibleDescription('2001 / 2000');
    await user.click(saveButton());
    await waitFor(() => expect(short).toHaveAccessibleDescription('At most 2000 characters'));
    expect(short).toHaveValue(`Short${' x'.repeat(998)}  `);
    // An emoji is one character for the rule, as for the count.
    const meta = screen.getByLabelText('Meta description *');
    expect(meta).toHaveAccessibleDescription('16 / 1000');
    await user.clear(meta);
    await fill(user, meta, '😀'.repeat(1000));
    expect(meta).toHaveAccessibleDescription('1000 / 1000');
    expect(update).not.toHaveBeenCalled();
  });

  it('shows the server’s “too long” under its field with the limit the server gives', async () => {
    const user = userEvent.setup();
    const body = { statusCode: statusCodes.VALIDATION, message: v.tooLong, errors: [{ field: 'title', message: v.tooLong, args: { max: '300' } }] };
    const update = vi.fn(async () => Promise.reject(toHttpError(400, body)));
    renderBlogEdit({ update });
    const title = await screen.findByLabelText('Title *');
    await waitFor(() => expect(title).toHaveValue('Old title'));
    await user.click(saveButton());
    await waitFor(() => expect(title).toHaveAccessibleDescription('At most 300 characters'));
    expect(title).toHaveValue('Old title');
  });

  it('turns the first paragraph into a heading from the text style menu, named with the style it shows', async () => {
    const user = userEvent.setup();
    const update = editSavedPost();
    const style = await screen.findByLabelText('Text style: Normal');
    expect(style).toHaveTextContent('Normal');
    await user.click(style);
    await user.click(await screen.findByText('Heading 2', { selector: '[role="menuitem"]' }));
    expect(await screen.findByLabelText('Text style: Heading 2')).toHaveTextContent('Heading 2');
    await user.click(saveButton());
    await waitFor(() => expect(update).toHaveBeenCalled(), { timeout: 5000 });
    expect((update.mock.calls[0][1] as { data: Record<string, unknown> }).data.longDescription).toMatch(/^<h2>Long <strong>text<\/strong><\/h2>/);
  });
});
