import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALREADY_DELETED } from '@admin/providers/alreadyDeleted';
import { describe, expect, it, vi } from 'vitest';
import { ReviewCreate } from '@admin/resources/review/ReviewCreate';
import { ReviewEdit } from '@admin/resources/review/ReviewEdit';
import { SLOW_SAVE_MS } from '@admin/ui/FormToolbar';
import { reviewMessages } from '@admin/resources/review/messages';
import { listAnswer, renderResource } from '../blog/adminHarness';

type User = ReturnType<typeof userEvent.setup>;

// Role queries walk the whole admin's accessibility tree and are slow here; labels and texts are not.
const saveButton = () => screen.getByText('Save').closest('button')!;
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

type Create = (resource: string, params: { data: object }) => Promise<{ data: object }>;

type UploadFile = (resource: string, file: File) => Promise<string>;

function setup(
  create = vi.fn<Create>(async (_r, { data }) => ({ data: { ...data, id: 'new' } })),
  uploadFile = vi.fn<UploadFile>(async (_resource, file) => `review/${file.name}`),
) {
  renderResource({
    name: 'review',
    messages: reviewMessages.en,
    path: '/review/create',
    create: ReviewCreate,
    list: () => null,
    dataProvider: { create, uploadFile, getList: async () => listAnswer([]) },
  });
  return { create, uploadFile };
}

async function fillAd(user: User) {
  await fill(user, await screen.findByLabelText('Name *'), 'Festival offer');
  await fill(user, screen.getByLabelText('Description *'), 'Zero brokerage this month');
  await user.click(screen.getByLabelText('Ad'));
}

/** Opens the saved review r1's edit page, whose list page says "Reviews list"; returns the dataProvider's delete and getOne. */
function openSavedReview(update?: (resource: string, params: { id: string; data: object }) => Promise<{ data: object }>) {
  const saved = { id: 'r1', _id: 'r1', name: 'Saved review', description: 'Saved text', reviewType: 1, isActive: true, file: '', linkUrl: '' };
  const deleteOne = vi.fn(async () => ({ data: saved }));
  const getOne = vi.fn(async () => ({ data: saved }));
  renderResource({
    name: 'review',
    messages: reviewMessages.en,
    path: '/review/r1',
    edit: ReviewEdit,
    list: () => <p>Reviews list</p>,
    dataProvider: { getOne, delete: deleteOne, getList: async () => listAnswer([]), ...(update && { update }) },
  });
  return { deleteOne, getOne };
}

/** A new review filled in, whose save the server answers only when `answer()` is called. */
async function fillReviewAnsweredLater(user: User) {
  let respond: () => void = () => undefined;
  const { create } = setup(vi.fn<Create>((_r, { data }) => new Promise((resolve) => (respond = () => resolve({ data: { ...data, id: 'new' } })))));
  await fill(user, await screen.findByLabelText('Name *'), 'Ravi Kumar');
  await fill(user, screen.getByLabelText('Description *'), 'Smooth registration');
  return { create, answer: () => respond() };
}

/** The menu's link to the reviews list: leaving the form as a menu click does. */
const menuLinkToList = () => document.querySelector<HTMLAnchorElement>('a[href="/review"]')!;

describe('Review form', { timeout: 120_000 }, () => {
  it('refuses an ad without link URL and image, with the messages on those fields', async () => {
    const user = userEvent.setup();
    const { create } = setup();
    await fillAd(user);
    expect(screen.getByText('An ad needs a link URL and an image.')).toBeInTheDocument();
    await user.click(saveButton());
    expect(await screen.findByText('Please enter link url')).toBeInTheDocument();
    expect(screen.getByLabelText('Link URL *')).toHaveAccessibleDescription('Please enter link url');
    const imageField = screen.getByText('Image', { selector: 'legend *', exact: false }).closest('fieldset')!;
    expect(within(imageField).getByText('Please upload image')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await fill(user, screen.getByLabelText('Link URL *'), 'ftp://example.com/offer');
    await user.click(saveButton());
    expect(await screen.findByText('Please enter a valid http(s) link')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('tells an empty ad everything it lacks at once: name, description, link URL and image', async () => {
    const user = userEvent.setup();
    const { create } = setup();
    await user.click(await screen.findByLabelText('Ad'));
    await user.click(saveButton());
    expect(await screen.findByText('Please enter name')).toBeInTheDocument();
    expect(screen.getByText('Please enter description')).toBeInTheDocument();
    expect(screen.getByText('Please enter link url')).toBeInTheDocument();
    expect(screen.getByText('Please upload image')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('accepts an ad with a link URL and an image uploaded through the review signed URL', async () => {
    const user = userEvent.setup();
    const { create, uploadFile } = setup();
    await fillAd(user);
    await fill(user, screen.getByLabelText('Link URL *'), 'https://example.com/offer');
    await user.upload(screen.getByLabelText('Choose image'), new File(['png'], 'ad.png', { type: 'image/png' }));
    await waitFor(() => expect(uploadFile).toHaveBeenCalledWith('review', expect.any(File), expect.any(Function), expect.any(AbortSignal)));
    expect(await screen.findByAltText('ad.png')).toHaveAttribute('src', '/storage/review/ad.png');
    await user.click(saveButton());
    await waitFor(() => expect(create).toHaveBeenCalled(), { timeout: 5000 });
    expect(create.mock.calls[0][0]).toBe('review');
    expect(create.mock.calls[0][1].data).toEqual({
      name: 'Festival offer',
      description: 'Zero brokerage this month',
      reviewType: 2,
      linkUrl: 'https://example.com/offer',
      image: 'review/ad.png',
      isActive: true,
    });
  });

  it('completes a link typed without its scheme when the field is left (www.example.com), and still refuses what is no web address', async () => {
    const user = userEvent.setup();
    setup();
    await fillAd(user);
    const link = screen.getByLabelText('Link URL *');
    await fill(user, link, 'www.example.com/offer');
    await user.tab();
    expect(link).toHaveValue('https://www.example.com/offer');
    await user.clear(link);
    await fill(user, link, 'not a link');
    await user.tab();
    expect(link).toHaveValue('not a link');
    await user.click(saveButton());
    expect(await screen.findByText('Please enter a valid http(s) link')).toBeInTheDocument();
  });

  it('accepts a plain review without link or image, and requires name and description', async () => {
    const user = userEvent.setup();
    const { create } = setup();
    await user.click(await screen.findByText('Save').then(() => saveButton()));
    expect(await screen.findByText('Please enter name')).toBeInTheDocument();
    expect(screen.getByText('Please enter description')).toBeInTheDocument();
    expect(screen.queryByText('Please enter link url')).not.toBeInTheDocument();
    // A review's link and image are optional: not marked (an ad's are).
    expect(screen.getByLabelText('Link URL')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Name *'), 'Ravi Kumar');
    await fill(user, screen.getByLabelText('Description *'), 'Smooth registration');
    await user.click(saveButton());
    await waitFor(() => expect(create).toHaveBeenCalled(), { timeout: 5000 });
    expect(create.mock.calls[0][1].data).toEqual({
      name: 'Ravi Kumar',
      description: 'Smooth registration',
      reviewType: 1,
      linkUrl: '',
      image: '',
      isActive: true,
    });
  });

  it('waits for an image still uploading: Save is disabled and says why, then saves with the image', async () => {
    const user = userEvent.setup();
    let uploaded: (prefix: string) => void = () => undefined;
    const { create } = setup(undefined, vi.fn<UploadFile>(() => new Promise((resolve) => (uploaded = resolve))));
    await fillAd(user);
    await fill(user, screen.getByLabelText('Link URL *'), 'https://example.com/offer');
    await user.upload(screen.getByLabelText('Choose image'), new File(['png'], 'ad.png', { type: 'image/png' }));
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(screen.getByRole('status')).toHaveTextContent('Save waits until the upload ends');
    await user.keyboard('{Control>}s{/Control}');
    expect(create).not.toHaveBeenCalled();

    act(() => uploaded('review/ad.png'));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(screen.queryByText('Save waits until the upload ends')).not.toBeInTheDocument();
    await user.click(saveButton());
    await waitFor(() => expect(create).toHaveBeenCalled(), { timeout: 5000 });
    expect(create.mock.calls[0][1].data).toMatchObject({ image: 'review/ad.png' });
  });

  it('saves once on a double click: Save is disabled while the save runs', async () => {
    const user = userEvent.setup();
    const { create, answer } = await fillReviewAnsweredLater(user);
    await user.dblClick(saveButton());
    await waitFor(() => expect(create).toHaveBeenCalled(), { timeout: 5000 });
    expect(saveButton()).toBeDisabled();
    answer();
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('says so when a save has had no answer for a while, and saves when the answer comes', async () => {
    const user = userEvent.setup();
    const { create, answer } = await fillReviewAnsweredLater(user);
    await user.click(saveButton());
    await waitFor(() => expect(create).toHaveBeenCalled(), { timeout: 5000 });
    const waiting = 'Still waiting for the server… Your entries stay here.';
    expect(screen.queryByText(waiting)).not.toBeInTheDocument();
    expect(await screen.findByText(waiting, {}, { timeout: SLOW_SAVE_MS + 5000 })).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('Name *')).toHaveValue('Ravi Kumar');
    answer();
    await waitFor(() => expect(screen.queryByText(waiting)).not.toBeInTheDocument());
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('saves once when Save gets three clicks in one go, before React has rendered it disabled', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    const { create } = setup(vi.fn<Create>((_r, { data }) => new Promise((resolve) => (answer = () => resolve({ data: { ...data, id: 'new' } })))));
    await fill(user, await screen.findByLabelText('Name *'), 'Ravi Kumar');
    await fill(user, screen.getByLabelText('Description *'), 'Smooth registration');
    const button = saveButton();
    act(() => {
      button.click();
      button.click();
      button.click();
    });
    await waitFor(() => expect(create).toHaveBeenCalled(), { timeout: 5000 });
    answer();
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('after a refused save, the next Save goes through at once', async () => {
    const user = userEvent.setup();
    const { create } = setup();
    await fill(user, await screen.findByLabelText('Name *'), 'Ravi Kumar');
    await user.click(saveButton());
    expect(await screen.findByText('Please enter description')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Description *'), 'Smooth registration');
    await user.click(saveButton());
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1), { timeout: 5000 });
  });

  it('saves with Ctrl+S from inside a field, once even when pressed twice', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    const { create } = setup(vi.fn<Create>((_r, { data }) => new Promise((resolve) => (answer = () => resolve({ data: { ...data, id: 'new' } })))));
    await fill(user, await screen.findByLabelText('Name *'), 'Ravi Kumar');
    await fill(user, screen.getByLabelText('Description *'), 'Smooth registration');
    expect(saveButton()).toHaveAttribute('aria-keyshortcuts', 'Control+S Meta+S');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(create).toHaveBeenCalled(), { timeout: 5000 });
    await user.keyboard('{Control>}s{/Control}');
    expect(create.mock.calls[0][1].data).toMatchObject({ name: 'Ravi Kumar', description: 'Smooth registration' });
    answer();
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('updates a saved review with PUT-able fields only', async () => {
    const user = userEvent.setup();
    const saved = {
      id: 'r1',
      _id: 'r1',
      name: 'Ravi',
      description: 'Good',
      reviewType: 1,
      linkUrl: '',
      image: '',
      isActive: true,
      createdAt: '2024-01-01T00:00:00Z',
    };
    const update = vi.fn(async (_r: string, { data }: { data: object }) => ({ data: { ...saved, ...data } }));
    renderResource({
      name: 'review',
      messages: reviewMessages.en,
      path: '/review/r1',
      edit: ReviewEdit,
      list: () => null,
      dataProvider: { getOne: async () => ({ data: saved }), update, getList: async () => listAnswer([]) },
    });
    const description = await screen.findByLabelText('Description *');
    await waitFor(() => expect(description).toHaveValue('Good'));
    await fill(user, description, ' and quick');
    await user.click(saveButton());
    await waitFor(() => expect(update).toHaveBeenCalled(), { timeout: 5000 });
    expect(update.mock.calls[0][1]).toEqual(
      expect.objectContaining({
        id: 'r1',
        data: { name: 'Ravi', description: 'Good and quick', reviewType: 1, linkUrl: '', image: '', isActive: true },
      }),
    );
    expect(within(document.body).queryByText('Please enter name')).not.toBeInTheDocument();
  });

  it('leaving for the list while a save runs waits for it without asking; saved, the form goes to its list', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    let answer: () => void = () => undefined;
    openSavedReview((_r, { data }) => new Promise((resolve) => (answer = () => resolve({ data: { ...data, id: 'r1' } }))));
    await fill(user, await screen.findByLabelText('Name *'), ' changed');
    await user.click(saveButton());
    await waitFor(() => expect(saveButton()).toBeDisabled());
    await user.click(menuLinkToList());
    expect(screen.queryByText('Reviews list')).not.toBeInTheDocument();
    act(() => answer());
    expect(await screen.findByText('Reviews list')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });

  it('leaving while a save runs that is then refused asks the unsaved-changes question; staying keeps the form', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    let refuse: () => void = () => undefined;
    openSavedReview(() => new Promise((_resolve, reject) => (refuse = () => reject(new Error('The server could not be reached')))));
    await fill(user, await screen.findByLabelText('Name *'), ' changed');
    await user.click(saveButton());
    await waitFor(() => expect(saveButton()).toBeDisabled());
    await user.click(menuLinkToList());
    expect(confirm).not.toHaveBeenCalled();
    act(() => refuse());
    await waitFor(() => expect(confirm).toHaveBeenCalledOnce());
    expect(confirm.mock.calls[0][0]).toMatch(/changes weren't saved/);
    expect(screen.queryByText('Reviews list')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name *')).toHaveValue('Saved review changed');
    confirm.mockRestore();
  });

  it('asks before leaving while an image uploads, though nothing else changed', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    setup(undefined, vi.fn<UploadFile>(() => new Promise(() => undefined)));
    await user.click(await screen.findByLabelText('Ad'));
    await user.upload(screen.getByLabelText('Choose image'), new File(['png'], 'ad.png', { type: 'image/png' }));
    await waitFor(() => expect(saveButton()).toBeDisabled());
    await user.click(menuLinkToList());
    await waitFor(() => expect(confirm).toHaveBeenCalledOnce());
    expect(confirm.mock.calls[0][0]).toBe('An upload has not finished: leaving loses it. Leave anyway?');
    confirm.mockRestore();
  });

  it('deletes a review with unsaved changes after its confirmation only: no unsaved-changes question once it is gone', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { deleteOne } = openSavedReview();
    await fill(user, await screen.findByLabelText('Name *'), ' changed');
    await user.click(screen.getByText('Delete').closest('button')!);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Reviews list')).toBeInTheDocument();
    expect(deleteOne).toHaveBeenCalledWith('review', expect.objectContaining({ id: 'r1' }));
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });

  it('does not ask for the deleted review again once it is gone (that answer is a 404)', async () => {
    const user = userEvent.setup();
    const { getOne } = openSavedReview();
    await screen.findByLabelText('Name *');
    const asked = getOne.mock.calls.length;
    await user.click(screen.getByText('Delete').closest('button')!);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Reviews list')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(getOne).toHaveBeenCalledTimes(asked);
  });

  it('says a review deleted meanwhile elsewhere had already been deleted, and goes to the list (it stayed on the form, in red)', async () => {
    const user = userEvent.setup();
    const { deleteOne } = openSavedReview();
    deleteOne.mockImplementation(async () => ({ data: { id: 'r1', [ALREADY_DELETED]: true } as never }));
    await screen.findByLabelText('Name *');
    await user.click(screen.getByText('Delete').closest('button')!);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Reviews list')).toBeInTheDocument();
    expect(await screen.findByText('This review had already been deleted: the list no longer shows it')).toBeInTheDocument();
  });

  it('deletes once when the dialog’s Delete gets two clicks in one go', async () => {
    const user = userEvent.setup();
    const { deleteOne } = openSavedReview();
    await screen.findByLabelText('Name *');
    await user.click(screen.getByText('Delete').closest('button')!);
    const confirmButton = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' });
    act(() => {
      confirmButton.click();
      confirmButton.click();
    });
    expect(await screen.findByText('Reviews list')).toBeInTheDocument();
    expect(deleteOne).toHaveBeenCalledTimes(1);
  });
});
