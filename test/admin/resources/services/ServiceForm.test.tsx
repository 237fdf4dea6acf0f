import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ServiceCreate } from '@admin/resources/services/ServiceCreate';
import { ServiceEdit } from '@admin/resources/services/ServiceEdit';
import { servicesMessages } from '@admin/resources/services/messages';
import { listAnswer, renderResource } from '../blog/adminHarness';

type User = ReturnType<typeof userEvent.setup>;

// Role queries walk the whole admin's accessibility tree and are slow here; labels and texts are not.
const saveButton = () => screen.getByText('Save').closest('button')!;
const fieldset = (legend: string) => screen.getByText(legend, { selector: 'legend *' }).closest('fieldset')!;
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
const png = (name: string) => new File(['png'], name, { type: 'image/png' });

function setupCreate() {
  const create = vi.fn(async (_r: string, { data }: { data: object }) => ({ data: { ...data, id: 'new' } }));
  const uploadFile = vi.fn(async (_resource: string, file: File) => `services/${file.name}`);
  renderResource({
    name: 'services',
    messages: servicesMessages.en,
    path: '/services/create',
    create: ServiceCreate,
    list: () => null,
    dataProvider: { create, uploadFile, getList: async () => listAnswer([]) },
  });
  return { create, uploadFile };
}

describe('Service form', { timeout: 120_000 }, () => {
  it('starts with fee 0 and refuses a negative fee, missing texts and fewer than 2 images', async () => {
    const user = userEvent.setup();
    const { create, uploadFile } = setupCreate();
    const fee = await screen.findByLabelText('Fee *');
    expect(fee).toHaveValue('0');
    expect(screen.getByText('₹')).toBeInTheDocument();
    await user.clear(fee);
    await user.type(fee, '-5');
    expect(fee).toHaveValue('-5');
    await user.upload(within(fieldset('Images')).getByLabelText('Choose images'), png('one.png'));
    await waitFor(() => expect(uploadFile).toHaveBeenCalledTimes(1));
    await user.click(saveButton());
    expect(await screen.findByText('Fee must be 0 or more')).toBeInTheDocument();
    expect(screen.getByText('Please enter title')).toBeInTheDocument();
    expect(screen.getByText('Please enter description')).toBeInTheDocument();
    expect(screen.getByText('Please enter highlights')).toBeInTheDocument();
    expect(within(fieldset('Images')).getByText('Please upload minimum 2 images')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates a service with Telugu text, icon and two images through the service signed URL', async () => {
    const user = userEvent.setup();
    const { create, uploadFile } = setupCreate();
    await fill(user, await screen.findByLabelText('Title *'), 'Soil testing');
    await fill(user, screen.getByLabelText('Description *'), 'Lab test of the plot soil');
    await fill(user, screen.getByLabelText('Highlight'), 'Report in 3 days');
    const teluguTitle = screen.getByLabelText('Title (Telugu)');
    expect(teluguTitle).toHaveAttribute('lang', 'te');
    expect(screen.getByLabelText('Description (Telugu)')).toHaveAttribute('lang', 'te');
    await fill(user, teluguTitle, 'మట్టి పరీక్ష');
    // Counted as the rule counts, in code points: 12 for these two words of five syllables.
    expect(teluguTitle).toHaveAccessibleDescription('12 / 200');
    await fill(user, screen.getByLabelText('Description (Telugu)'), 'ప్లాట్ మట్టి ప్రయోగశాల పరీక్ష');
    await user.upload(within(fieldset('Icon')).getByLabelText('Choose image'), png('icon.png'));
    await user.upload(within(fieldset('Images')).getByLabelText('Choose images'), [png('a.png'), png('b.png')]);
    await waitFor(() => expect(uploadFile).toHaveBeenCalledTimes(3));
    expect(new Set(uploadFile.mock.calls.map((c) => c[0]))).toEqual(new Set(['services']));
    await waitFor(() => expect(within(fieldset('Images')).getAllByRole('img')).toHaveLength(2));
    await user.click(saveButton());
    await waitFor(() => expect(create).toHaveBeenCalled(), { timeout: 5000 });
    expect(create.mock.calls[0][0]).toBe('services');
    expect(create.mock.calls[0][1].data).toEqual({
      title: 'Soil testing',
      description: 'Lab test of the plot soil',
      highlights: ['Report in 3 days'],
      teluguTitle: 'మట్టి పరీక్ష',
      teluguDescription: 'ప్లాట్ మట్టి ప్రయోగశాల పరీక్ష',
      teluguHighlights: [],
      fee: 0,
      icon: 'services/icon.png',
      images: ['services/a.png', 'services/b.png'],
      isActive: true,
    });
  });

  it('Add puts the cursor in a new highlight row, or in the last row while that one is empty', async () => {
    const user = userEvent.setup();
    setupCreate();
    const highlights = (await screen.findByLabelText('Highlight')).closest<HTMLElement>('.ra-input-highlights')!;
    const rows = () => within(highlights).getAllByLabelText('Highlight');
    const add = within(highlights).getByLabelText('Add: Highlights');
    await user.click(add);
    expect(rows()).toHaveLength(1);
    await waitFor(() => expect(rows()[0]).toHaveFocus());
    await user.keyboard('Report in 3 days');
    await user.click(add);
    await waitFor(() => expect(rows()[1]).toHaveFocus());
    await user.keyboard('Free revisit');
    await user.click(add);
    await waitFor(() => expect(rows()[2]).toHaveFocus());
    await user.click(add);
    expect(rows()).toHaveLength(3);
    await waitFor(() => expect(rows()[2]).toHaveFocus());
    expect(rows().map((row) => (row as HTMLInputElement).value)).toEqual(['Report in 3 days', 'Free revisit', '']);
  });

  it('after a highlight or an image is removed, the keyboard is on the next one’s Remove, else the one before, else Add', async () => {
    const user = userEvent.setup();
    setupCreate();
    const highlights = (await screen.findByLabelText('Highlight')).closest<HTMLElement>('.ra-input-highlights')!;
    const add = within(highlights).getByLabelText('Add: Highlights');
    const rows = () => within(highlights).getAllByLabelText('Highlight');
    for (const [i, text] of ['One', 'Two', 'Three'].entries()) {
      await user.click(add);
      await waitFor(() => expect(rows()[i]).toHaveFocus());
      await user.keyboard(text);
    }
    // Each Remove names its list and row: the Telugu list has its own.
    expect(screen.getByLabelText('Add: Highlights (Telugu)')).toBeInTheDocument();
    within(highlights).getByLabelText('Remove: Highlights 2').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(highlights).getByLabelText('Remove: Highlights 2')).toHaveFocus());
    expect(rows().map((row) => (row as HTMLInputElement).value)).toEqual(['One', 'Three']);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(highlights).getByLabelText('Remove: Highlights 1')).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(add).toHaveFocus());

    const images = fieldset('Images');
    await user.upload(within(images).getByLabelText('Choose images'), [png('a.png'), png('b.png')]);
    const second = await within(images).findByLabelText('Remove image 2');
    second.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(images).getByLabelText('Remove image 1')).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(images).getByRole('button', { name: 'Choose images' })).toHaveFocus());
  });

  it('updates a saved service with its fee', async () => {
    const user = userEvent.setup();
    const saved = {
      id: 's1',
      _id: 's1',
      title: 'Survey',
      description: 'Boundary survey',
      highlights: ['GPS'],
      teluguTitle: 'సర్వే',
      teluguDescription: '',
      teluguHighlights: ['జీపీఎస్'],
      fee: 500,
      icon: '',
      images: ['services/x.png', 'services/y.png'],
      isActive: true,
      createdAt: '2024-01-01T00:00:00Z',
    };
    const update = vi.fn(async (_r: string, { data }: { data: object }) => ({ data: { ...saved, ...data } }));
    renderResource({
      name: 'services',
      messages: servicesMessages.en,
      path: '/services/s1',
      edit: ServiceEdit,
      list: () => null,
      dataProvider: { getOne: async () => ({ data: saved }), update, getList: async () => listAnswer([]) },
    });
    const fee = await screen.findByLabelText('Fee *');
    await waitFor(() => expect(fee).toHaveValue('500'));
    await user.clear(fee);
    await user.type(fee, '750');
    await user.click(saveButton());
    await waitFor(() => expect(update).toHaveBeenCalled(), { timeout: 5000 });
    expect(update.mock.calls[0][1]).toEqual(
      expect.objectContaining({
        id: 's1',
        data: {
          title: 'Survey',
          description: 'Boundary survey',
          highlights: ['GPS'],
          teluguTitle: 'సర్వే',
          teluguDescription: '',
          teluguHighlights: ['జీపీఎస్'],
          fee: 750,
          icon: '',
          images: ['services/x.png', 'services/y.png'],
          isActive: true,
        },
      }),
    );
  });
});
