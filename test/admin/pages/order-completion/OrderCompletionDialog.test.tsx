import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Location, NavigateFunction } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { UploadError } from '@admin/uploads/uploadToSignedUrl';
import { listAnswer, makeOrder, renderOrdersAdmin } from '../../resources/service-order/orderHarness';

/** The server's refusal of an order completed meanwhile elsewhere. */
const completedElsewhere = () =>
  new HttpError('This order is already completed', 409, { statusCode: 5074, message: 'This order is already completed', errors: [] });
const image = (name: string) => new File(['png-bytes'], name, { type: 'image/png' });

function setup(overrides: Record<string, unknown> = {}) {
  const order = makeOrder({ id: 'ord-1', orderNo: 'ORD-42', status: 'Pending' });
  const getList = vi.fn(async () => listAnswer([order]));
  const calls = {
    getList,
    generateUserOtp: vi.fn(async () => ({ message: 'OTP sent to the customer' })),
    regenerateUserOtp: vi.fn(async () => ({ message: 'OTP sent again' })),
    generateAdminOtp: vi.fn(async () => ({ message: 'Admin OTP sent' })),
    completeOrder: vi.fn(async () => ({ data: {}, message: 'Order completed' })),
    uploadFile: vi.fn(async (_resource: string, file: File, onProgress?: (p: number) => void) => {
      onProgress?.(50);
      return `service-order/${file.name}`;
    }),
    ...overrides,
  };
  renderOrdersAdmin('/service-order', calls);
  return calls;
}

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Generate OTP ORD-42/ }));
  return screen.findByRole('dialog', { name: /Update Order/ });
}

const otpBoxes = (dialog: HTMLElement) => within(dialog).getAllByRole('textbox', { name: /OTP digit/ });

async function addImages(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, names: string[]) {
  await user.upload(within(dialog).getByLabelText('Add images'), names.map(image));
  for (const name of names) await within(dialog).findByRole('button', { name: `Remove ${name}` });
  await waitFor(() => expect(within(dialog).queryAllByRole('progressbar')).toHaveLength(0));
}

describe('Order completion modal', () => {
  it('Generate OTP sends the user OTP and opens Update Order with its instruction', async () => {
    const user = userEvent.setup();
    const { generateUserOtp } = setup();
    const dialog = await openModal(user);
    expect(generateUserOtp).toHaveBeenCalledWith('ord-1');
    expect(within(dialog).getByText('Upload Image to Close the Order')).toBeInTheDocument();
    expect(otpBoxes(dialog)).toHaveLength(4);
    for (const name of ['Re-generate OTP', 'Admin Otp', 'Force Submit', 'Submit']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('says how long the customer’s OTP works, read with the OTP boxes', async () => {
    const user = userEvent.setup();
    setup();
    const dialog = await openModal(user);
    expect(within(dialog).getByRole('group', { name: 'One-time password (4 digits)' })).toHaveAccessibleDescription(
      'The customer’s OTP works for 10 minutes and 5 tries; Re-generate OTP sends a new one.',
    );
  });

  it('keeps the modal closed when the OTP could not be generated', async () => {
    const user = userEvent.setup();
    setup({ generateUserOtp: vi.fn(async () => Promise.reject(new Error('Order not found'))) });
    await user.click(await screen.findByRole('button', { name: /Generate OTP ORD-42/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Generate OTP ORD-42/ })).toBeEnabled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends nothing with a 3-digit OTP and says the OTP must have 4 digits', async () => {
    const user = userEvent.setup();
    const { completeOrder } = setup();
    const dialog = await openModal(user);
    await addImages(user, dialog, ['a.png', 'b.png']);
    await user.type(otpBoxes(dialog)[0], '123');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('OTP must be 4 digits')).toBeInTheDocument();
    // The keyboard is on the box to fill, not left on Submit.
    expect(otpBoxes(dialog)[3]).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Force Submit' }));
    expect(completeOrder).not.toHaveBeenCalled();
  });

  it('sends nothing without an OTP or with fewer than 2 images', async () => {
    const user = userEvent.setup();
    const { completeOrder } = setup();
    const dialog = await openModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Please enter otp')).toBeInTheDocument();
    expect(within(dialog).getByText('Please upload images')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add images' })).toHaveFocus(); // the first field refused
    await addImages(user, dialog, ['only.png']);
    await user.type(otpBoxes(dialog)[0], '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Please upload minimum 2 images')).toBeInTheDocument();
    expect(completeOrder).not.toHaveBeenCalled();
  });

  it('refuses files that are not .jpg/.jpeg/.png and uploads the others through the service-order signed URL', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { uploadFile } = setup();
    const dialog = await openModal(user);
    await user.upload(within(dialog).getByLabelText('Add images'), [image('plan.pdf'), image('site.jpg')]);
    await within(dialog).findByRole('button', { name: 'Remove site.jpg' });
    expect(within(dialog).queryByRole('button', { name: 'Remove plan.pdf' })).not.toBeInTheDocument();
    expect(uploadFile).toHaveBeenCalledTimes(1);
    expect(uploadFile).toHaveBeenCalledWith('service-order', expect.any(File), expect.any(Function));
    expect(await screen.findByText('plan.pdf: only .jpg, .jpeg and .png images are accepted')).toBeInTheDocument();
  });

  it('says why the storage refused a file (not a real image), and shows no broken picture of it', async () => {
    const user = userEvent.setup();
    const reason = 'The file is named .png but its content is not a .png file';
    setup({ uploadFile: vi.fn(async (_resource: string, file: File) => Promise.reject(new UploadError(file.name, reason))) });
    const dialog = await openModal(user);
    await user.upload(within(dialog).getByLabelText('Add images'), [image('fake.png')]);
    expect(await screen.findByText(`Failed to upload file to S3: ${reason}`)).toBeInTheDocument();
    expect(within(dialog).getByText(reason)).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: /fake\.png/ })?.tagName).not.toBe('IMG');
  });

  it('Submit posts the OTP, the stored prefixes and submissionType 2, then closes and reloads the list', async () => {
    const user = userEvent.setup();
    const { completeOrder, getList } = setup();
    const dialog = await openModal(user);
    await addImages(user, dialog, ['a.png', 'b.png', 'c.png']);
    await user.click(within(dialog).getByRole('button', { name: 'Remove b.png' }));
    await user.type(otpBoxes(dialog)[0], '4821');
    const listCalls = getList.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(completeOrder).toHaveBeenCalledTimes(1);
    expect(completeOrder).toHaveBeenCalledWith('ord-1', { otp: 4821, images: ['service-order/a.png', 'service-order/c.png'], submissionType: 2 });
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(listCalls));
  });

  it('Force Submit posts submissionType 1; Admin Otp and Re-generate OTP call their routes', async () => {
    const user = userEvent.setup();
    const { completeOrder, generateAdminOtp, regenerateUserOtp } = setup();
    const dialog = await openModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Re-generate OTP' }));
    await waitFor(() => expect(regenerateUserOtp).toHaveBeenCalledWith('ord-1'));
    await user.click(within(dialog).getByRole('button', { name: 'Admin Otp' }));
    await waitFor(() => expect(generateAdminOtp).toHaveBeenCalledWith('ord-1'));
    await addImages(user, dialog, ['a.png', 'b.png']);
    await user.type(otpBoxes(dialog)[0], '9001');
    await user.click(within(dialog).getByRole('button', { name: 'Force Submit' }));
    await waitFor(() =>
      expect(completeOrder).toHaveBeenCalledWith('ord-1', { otp: 9001, images: ['service-order/a.png', 'service-order/b.png'], submissionType: 1 }),
    );
  });

  it('empties the OTP boxes and their message once Re-generate OTP has sent a new code; Admin Otp keeps the digits', async () => {
    const user = userEvent.setup();
    const refusal = new HttpError('The OTP has expired', 400, { errors: { otp: 'The OTP has expired; generate a new OTP', root: { serverError: 'The OTP has expired' } } });
    const completeOrder = vi.fn(async () => Promise.reject(refusal));
    setup({ completeOrder });
    const dialog = await openModal(user);
    await addImages(user, dialog, ['a.png', 'b.png']);
    await user.type(otpBoxes(dialog)[0], '7570');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('The OTP has expired; generate a new OTP')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Admin Otp' }));
    await waitFor(() => expect(within(dialog).queryByText('The OTP has expired; generate a new OTP')).not.toBeInTheDocument());
    expect(otpBoxes(dialog).map((b) => (b as HTMLInputElement).value)).toEqual(['7', '5', '7', '0']);
    await user.click(within(dialog).getByRole('button', { name: 'Re-generate OTP' }));
    await waitFor(() => expect(otpBoxes(dialog).map((b) => (b as HTMLInputElement).value)).toEqual(['', '', '', '']));
    // The photos stay: only the code was retired.
    expect(within(dialog).getByRole('button', { name: 'Remove a.png' })).toBeInTheDocument();
  });

  it('keeps what was typed and chosen when the server refuses the completion, showing its OTP message in place', async () => {
    const user = userEvent.setup();
    const refusal = new HttpError('Invalid user OTP', 400, { errors: { otp: 'Invalid user OTP', root: { serverError: 'Invalid user OTP' } } });
    const completeOrder = vi.fn(async () => Promise.reject(refusal));
    setup({ completeOrder });
    const dialog = await openModal(user);
    await addImages(user, dialog, ['a.png', 'b.png']);
    await user.type(otpBoxes(dialog)[0], '1111');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(completeOrder).toHaveBeenCalled());
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(otpBoxes(dialog).map((b) => (b as HTMLInputElement).value)).toEqual(['1', '1', '1', '1']);
    expect(within(dialog).getByRole('button', { name: 'Remove a.png' })).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid user OTP')).toBeInTheDocument();
  });

  it('an order completed meanwhile elsewhere closes the modal and reloads the list, on Submit or on an OTP call', async () => {
    const user = userEvent.setup();
    const completeOrder = vi.fn(async () => Promise.reject(completedElsewhere()));
    const regenerateUserOtp = vi.fn(async () => Promise.reject(completedElsewhere()));
    const { getList } = setup({ completeOrder, regenerateUserOtp });
    let dialog = await openModal(user);
    await addImages(user, dialog, ['a.png', 'b.png']);
    await user.type(otpBoxes(dialog)[0], '1111');
    const listed = getList.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(listed));

    dialog = await openModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Re-generate OTP' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Generate OTP on a row older than the order’s completion elsewhere reloads the list, and opens nothing', async () => {
    const user = userEvent.setup();
    const generateUserOtp = vi.fn(async () => Promise.reject(completedElsewhere()));
    const { getList } = setup({ generateUserOtp });
    const button = await screen.findByRole('button', { name: /Generate OTP ORD-42/ });
    const listed = getList.mock.calls.length;
    await user.click(button);
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(listed));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('OTP boxes take digits only, move on while typing, go back on Backspace and spread a pasted code (a whole one from the first box)', async () => {
    const user = userEvent.setup();
    setup();
    const dialog = await openModal(user);
    const boxes = otpBoxes(dialog) as HTMLInputElement[];
    await user.type(boxes[0], 'a7');
    expect(boxes.map((b) => b.value)).toEqual(['7', '', '', '']);
    expect(boxes[1]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes[0]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes[0].value).toBe('');
    fireEvent.paste(boxes[0], { clipboardData: { getData: () => '1234' } });
    expect(boxes.map((b) => b.value)).toEqual(['1', '2', '3', '4']);
    expect(within(dialog).getByRole('group', { name: 'One-time password (4 digits)' })).toBeInTheDocument();
    // A whole code pasted into a later box fills them all from the first; a part of one goes from that box on.
    fireEvent.paste(boxes[1], { clipboardData: { getData: () => '5678' } });
    expect(boxes.map((b) => b.value)).toEqual(['5', '6', '7', '8']);
    fireEvent.paste(boxes[2], { clipboardData: { getData: () => '90' } });
    expect(boxes.map((b) => b.value)).toEqual(['5', '6', '9', '0']);
  });

  it('retyping a code over the boxes replaces it digit by digit, a digit equal to the one it replaces included', async () => {
    const user = userEvent.setup();
    setup();
    const dialog = await openModal(user);
    const boxes = otpBoxes(dialog) as HTMLInputElement[];
    await user.type(boxes[0], '1479');
    // From the first box again (a click selects its digit): 1 and 4 are the digits already there.
    await user.click(boxes[0]);
    await user.keyboard('1497');
    expect(boxes.map((b) => b.value)).toEqual(['1', '4', '9', '7']);
    await user.click(boxes[1]);
    await user.keyboard('4');
    expect(boxes[2]).toHaveFocus();
  });

  it('closing clears the form and reloads the list', async () => {
    const user = userEvent.setup();
    const { getList, completeOrder } = setup();
    let dialog = await openModal(user);
    await addImages(user, dialog, ['a.png', 'b.png']);
    await user.type(otpBoxes(dialog)[0], '12');
    const listCalls = getList.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(listCalls));
    dialog = await openModal(user);
    expect(otpBoxes(dialog).map((b) => (b as HTMLInputElement).value)).toEqual(['', '', '', '']);
    expect(within(dialog).queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
    expect(completeOrder).not.toHaveBeenCalled();
  });

  it('asks before Esc throws away a typed OTP or chosen photos; without entries Esc just closes', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    setup();
    let dialog = await openModal(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(confirm).not.toHaveBeenCalled();

    dialog = await openModal(user);
    await user.type(otpBoxes(dialog)[0], '1');
    await user.keyboard('{Escape}');
    expect(confirm).toHaveBeenCalledOnce();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect((otpBoxes(dialog)[0] as HTMLInputElement).value).toBe('1');

    confirm.mockReturnValue(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    confirm.mockRestore();
  });

  it('asks before Back, a link or a reload throws away a typed OTP (they left without a word); not for a session\'s end', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    let navigate: NavigateFunction = () => undefined;
    let location: Location | undefined;
    const order = makeOrder({ id: 'ord-1', orderNo: 'ORD-42', status: 'Pending' });
    renderOrdersAdmin(
      '/service-order',
      { getList: vi.fn(async () => listAnswer([order])), generateUserOtp: vi.fn(async () => ({ message: 'OTP sent' })) },
      { navigateCallback: (n) => (navigate = n), locationCallback: (l) => (location = l) },
    );
    const dialog = await openModal(user);
    await user.type(otpBoxes(dialog)[0], '7');
    const reload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(true);

    act(() => {
      void navigate('/dashboard/default');
    });
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/changes/)));
    expect(location?.pathname).toBe('/service-order');
    expect((otpBoxes(screen.getByRole('dialog'))[0] as HTMLInputElement).value).toBe('7');

    confirm.mockClear();
    act(() => {
      void navigate('/login');
    });
    await waitFor(() => expect(location?.pathname).toBe('/login'));
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });

  it('a second click on Generate OTP while the OTP is being sent stays on the list, and the modal opens', async () => {
    const user = userEvent.setup();
    let sent: (answer: { message: string }) => void = () => {};
    setup({ generateUserOtp: vi.fn(() => new Promise((resolve) => (sent = resolve))) });
    const button = await screen.findByRole('button', { name: /Generate OTP ORD-42/ });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    // A disabled button takes no clicks: the browser gives the second one to what is under it, in the same cell.
    fireEvent.click(button.parentElement!);
    sent({ message: 'OTP sent to the customer' });
    expect(await screen.findByRole('dialog', { name: /Update Order/ })).toBeInTheDocument();
    // Still the list (the order's page has no Details link).
    expect(screen.getByRole('link', { name: 'Details of order ORD-42', hidden: true })).toBeInTheDocument();
  });

  it('Submit while photos are still uploading asks to wait for them, and the message goes once they are in', async () => {
    const user = userEvent.setup();
    const finish: (() => void)[] = [];
    const { completeOrder } = setup({
      uploadFile: vi.fn((_resource: string, file: File) => new Promise((resolve) => finish.push(() => resolve(`service-order/${file.name}`)))),
    });
    const dialog = await openModal(user);
    await user.upload(within(dialog).getByLabelText('Add images'), [image('a.png'), image('b.png')]);
    await user.type(otpBoxes(dialog)[0], '4821');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Please wait until every image is uploaded')).toBeInTheDocument();
    expect(within(dialog).queryByText('Please upload images')).not.toBeInTheDocument();
    for (const done of finish) done();
    await waitFor(() => expect(within(dialog).queryByText('Please wait until every image is uploaded')).not.toBeInTheDocument());
    expect(completeOrder).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(completeOrder).toHaveBeenCalledOnce());
  });

  it('after a completion that takes the row out of the list, the keyboard is on the next order’s Generate OTP', async () => {
    const user = userEvent.setup();
    const first = makeOrder({ id: 'ord-1', orderNo: 'ORD-42', status: 'Pending' });
    const second = makeOrder({ id: 'ord-2', orderNo: 'ORD-43', status: 'Pending' });
    let completed = false;
    setup({
      getList: vi.fn(async () => listAnswer(completed ? [second] : [first, second])),
      completeOrder: vi.fn(async () => {
        completed = true;
        return { data: {}, message: 'Order completed' };
      }),
    });
    const dialog = await openModal(user);
    await addImages(user, dialog, ['a.png', 'b.png']);
    await user.type(otpBoxes(dialog)[0], '4821');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Generate OTP ORD-42/ })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: /Generate OTP ORD-43/ })).toHaveFocus());
  });
});
