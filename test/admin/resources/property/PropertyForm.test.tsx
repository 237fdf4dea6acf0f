import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { PropertyCreate } from '@admin/resources/property/PropertyCreate';
import { PropertyEdit } from '@admin/resources/property/PropertyEdit';
import { PropertyList } from '@admin/resources/property/PropertyList';
import { listAnswer, renderPropertyAdmin } from './harness';

const saved = {
  id: 'p1',
  _id: 'p1',
  address: 'Plot 14, Road No. 3, Kokapet',
  propertyNo: 'KKP-0014',
  areaOfPlot: '240 Sq Yards',
  nearbyLocation: 'Financial District',
  priceAreaWise: '₹ 1.2 Cr for 240 Sq Yards',
  pricePerSqft: 5500,
  projectSize: '12 Acres',
  plotType: 7,
  amenities: ['Club House', 'Swimming Pool'],
  aboutBuilder: 'Sri Sai Developers',
  locationHighlights: ['5 min to ORR'],
  propertyRatings: 4.5,
  propertyFacing: 3,
  availabilityStatus: 1,
  approvals: ['HMDA'],
  faqs: [{ _id: 'f1', question: 'Is it HMDA approved?', answer: 'Yes', isDeleted: false }],
  reviews: [{ _id: 'r1', review: 'Wide roads', isDeleted: false, createdAt: '2024-03-05T10:20:00.000Z' }],
  brochure: 'property/brochures/kokapet.pdf',
  images: [
    { _id: 'i1', url: 'property/images/a.jpg', isDeleted: false },
    { _id: 'i2', url: 'property/images/b.jpg', isDeleted: false },
  ],
  location: { type: 'Point', coordinates: [78.3303, 17.387] },
  isActive: true,
  createdAt: '2024-03-05T10:20:00.000Z',
  updatedAt: '2024-03-05T10:20:00.000Z',
};

const slow = { timeout: 8000 };

function setupEdit() {
  const getOne = vi.fn(async () => ({ data: structuredClone(saved) }));
  const update = vi.fn(async (_r: string, p: { id: string; data: object }) => ({ data: { ...p.data, id: p.id } }));
  const getList = vi.fn(async () => listAnswer([]));
  renderPropertyAdmin('/property/p1', { getOne, update, getList }, { list: PropertyList, edit: PropertyEdit });
  return { getOne, update };
}

/** An empty create form; the fake create call, which a refused form must not reach. */
function setupCreate() {
  const create = vi.fn();
  renderPropertyAdmin('/property/create', { create, getList: vi.fn(async () => listAnswer([])) }, { create: PropertyCreate });
  return create;
}

/** One paste instead of a keystroke per character: the long form re-renders on every change. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

// Role queries walk the whole (large) form on every call; labels and texts are much cheaper here.
async function openTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  const tabs = document.querySelector<HTMLElement>('[role="tablist"]')!;
  await user.click(within(tabs).getByText(name));
}

describe('Property form', { timeout: 240_000 }, () => {
  it('marks a removed saved FAQ as deleted, drops an unsaved review, and sends the schema’s body', async () => {
    const user = userEvent.setup();
    const { update } = setupEdit();
    expect(await screen.findByDisplayValue('Plot 14, Road No. 3, Kokapet', {}, slow)).toBeInTheDocument();

    await openTab(user, 'FAQs');
    await user.click(screen.getByLabelText('Remove FAQ 1'));
    expect(screen.queryByDisplayValue('Is it HMDA approved?')).not.toBeInTheDocument();
    // The keyboard stays in the list: on Add once no FAQ is left, on the Remove in the removed one's place otherwise.
    await waitFor(() => expect(screen.getByText('Add FAQ').closest('button')).toHaveFocus());
    await user.click(screen.getByText('Add FAQ'));
    const faq = screen.getByLabelText('FAQ 1');
    await fill(user, within(faq).getByLabelText(/Question/), 'Is a loan available?');
    await fill(user, within(faq).getByLabelText(/Answer/), 'Yes, from major banks.');

    await openTab(user, 'Reviews');
    await user.click(screen.getByText('Add review'));
    await user.click(screen.getByLabelText('Remove review 2'));
    expect(screen.getAllByLabelText(/^Review \d$/)).toHaveLength(1);
    await waitFor(() => expect(screen.getByLabelText('Remove review 1')).toHaveFocus());

    await user.click(screen.getByLabelText('Save'));
    await waitFor(() => expect(update).toHaveBeenCalled(), slow);
    const [resource, params] = update.mock.calls[0] as unknown as [string, { id: string; data: Record<string, unknown> }];
    expect(resource).toBe('property');
    expect(params.id).toBe('p1');
    expect(params.data.faqs).toEqual([
      { _id: 'f1', question: 'Is it HMDA approved?', answer: 'Yes', isDeleted: true },
      { question: 'Is a loan available?', answer: 'Yes, from major banks.', isDeleted: false },
    ]);
    expect(params.data.reviews).toEqual([{ _id: 'r1', review: 'Wide roads', isDeleted: false, createdAt: '2024-03-05T10:20:00.000Z' }]);
    expect(params.data).toMatchObject({
      address: saved.address,
      pricePerSqft: 5500,
      plotType: 7,
      approvals: ['HMDA'],
      amenities: ['Club House', 'Swimming Pool'],
      images: saved.images,
      location: saved.location,
      brochure: saved.brochure,
    });
    // Only the schema's fields travel: no react-admin id, no server timestamps.
    expect(params.data).not.toHaveProperty('createdAt');
  });

  it('saves an edit once for two clicks in a row (a bouncing mouse)', async () => {
    const user = userEvent.setup();
    const { update } = setupEdit();
    const address = await screen.findByLabelText(/^Address/, {}, slow);
    await fill(user, address, ' (corner)');
    const save = screen.getByLabelText('Save');
    // Both in the same task: React has not rendered the disabled button in between.
    save.click();
    save.click();
    await waitFor(() => expect(update).toHaveBeenCalled(), slow);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('refuses to save with fewer than 2 images or no FAQ left, with the spec’s messages', async () => {
    const user = userEvent.setup();
    const { update } = setupEdit();
    await screen.findByDisplayValue('Plot 14, Road No. 3, Kokapet', {}, slow);

    await openTab(user, 'Images & brochure');
    await user.click(screen.getByLabelText('Remove image 2'));
    expect(screen.getAllByAltText(/^Image \d$/)).toHaveLength(1);
    await openTab(user, 'FAQs');
    await user.click(screen.getByLabelText('Remove FAQ 1'));

    await user.click(screen.getByLabelText('Save'));
    expect(await screen.findByText('Please upload minimum 2 images', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Please fill faqs')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('names a latitude or longitude out of range, or not a number, on its own box; reads a decimal comma and a degree sign', async () => {
    const user = userEvent.setup();
    const create = setupCreate();
    await openTab(user, 'Location');
    await fill(user, await screen.findByLabelText('Latitude', {}, slow), '200');
    await fill(user, screen.getByLabelText('Longitude'), '78.33');
    await user.click(screen.getByLabelText('Save'));
    expect(await screen.findByText('A latitude is between -90 and 90', {}, slow)).toBeInTheDocument();
    expect(screen.getByLabelText('Latitude')).toHaveAccessibleDescription('A latitude is between -90 and 90');
    expect(screen.queryByText('A longitude is between -180 and 180')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Longitude')).toHaveAttribute('aria-invalid', 'false');
    expect(create).not.toHaveBeenCalled();

    // Typed as people write them: a decimal comma and a degree sign are read; text that is no number is named.
    await user.clear(screen.getByLabelText('Latitude'));
    await fill(user, screen.getByLabelText('Latitude'), '17,385');
    await user.clear(screen.getByLabelText('Longitude'));
    await fill(user, screen.getByLabelText('Longitude'), 'east');
    await user.click(screen.getByLabelText('Save'));
    expect(await screen.findByText('"east" is not a number', {}, slow)).toBeInTheDocument();
    expect(screen.getByLabelText('Latitude')).toHaveAttribute('aria-invalid', 'false');
    await user.clear(screen.getByLabelText('Longitude'));
    await fill(user, screen.getByLabelText('Longitude'), '78.4°');
    await waitFor(() => expect(screen.queryByText('"east" is not a number')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Longitude')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Please select location')).not.toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('says a point outside India is outside it, and a swapped pair is swapped, until the pair is put right', async () => {
    const user = userEvent.setup();
    const create = setupCreate();
    await openTab(user, 'Location');
    // Hyderabad with latitude and longitude swapped: in range each, in the Arctic together.
    await fill(user, await screen.findByLabelText('Latitude', {}, slow), '78.4867');
    await fill(user, screen.getByLabelText('Longitude'), '17.385');
    // Said once a box is left, before any Save, as a box's own problem is.
    await user.tab();
    expect(await screen.findByText('Latitude and longitude look swapped: the other way round, this point is in India', {}, slow)).toBeInTheDocument();
    expect(screen.getByLabelText('Latitude')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByLabelText('Save'));
    expect(screen.queryByText('Please select location')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Latitude'));
    await fill(user, screen.getByLabelText('Latitude'), '51.5');
    await user.clear(screen.getByLabelText('Longitude'));
    await fill(user, screen.getByLabelText('Longitude'), '-0.12');
    expect(await screen.findByText(/^This point is outside India/, {}, slow)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Latitude'));
    await fill(user, screen.getByLabelText('Latitude'), '17.385');
    await user.clear(screen.getByLabelText('Longitude'));
    await fill(user, screen.getByLabelText('Longitude'), '78.4867');
    await waitFor(() => expect(screen.queryByText(/^This point is outside India/)).not.toBeInTheDocument());
    expect(screen.queryByText(/look swapped/)).not.toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('keeps a coordinate’s message while the box stays wrong as it is changed, and names a box left empty beside a filled one', async () => {
    const user = userEvent.setup();
    const create = setupCreate();
    await openTab(user, 'Location');
    const latitude = await screen.findByLabelText('Latitude', {}, slow);
    await fill(user, latitude, '95');
    await fill(user, screen.getByLabelText('Longitude'), '78');
    await user.click(screen.getByLabelText('Save'));
    await waitFor(() => expect(latitude).toHaveAccessibleDescription('A latitude is between -90 and 90'));
    await fill(user, latitude, '6');
    await user.tab();
    expect(latitude).toHaveValue('956');
    expect(latitude).toHaveAccessibleDescription('A latitude is between -90 and 90');
    expect(latitude).toHaveAttribute('aria-invalid', 'true');
    await user.clear(latitude);
    expect(latitude).toHaveAccessibleDescription('Enter the latitude too');
    await fill(user, latitude, '17.4');
    await waitFor(() => expect(latitude).toHaveAttribute('aria-invalid', 'false'));
    expect(screen.getByLabelText('Longitude')).toHaveAttribute('aria-invalid', 'false');
    expect(create).not.toHaveBeenCalled();
  });

  it('chip lists drop blank and repeated entries as they are added (the box empties), keep an entry typed before leaving, split a pasted ;-list, and name an entry that is too long', async () => {
    const user = userEvent.setup();
    const consoleErrors = vi.spyOn(console, 'error');
    onTestFinished(() => consoleErrors.mockRestore());
    const create = setupCreate();
    await openTab(user, 'Features');
    const amenities = await screen.findByLabelText('Amenities *', {}, slow);
    // The required mark reaches the label only, not the DOM (TextArrayInput hands its other props on to it).
    expect(consoleErrors.mock.calls.map(String).filter((call) => call.includes('isRequired'))).toEqual([]);
    await user.click(amenities);
    await user.keyboard('   {Enter}  Club House {Enter}Club House{Enter}');
    const field = amenities.closest<HTMLElement>('.ra-input-amenities')!;
    expect([...field.querySelectorAll('.MuiChip-label')].map((chip) => chip.textContent)).toEqual(['Club House']);
    expect(amenities).toHaveValue('');
    // Leaving the box keeps what was typed, as a chip.
    await user.keyboard('Gym');
    await user.tab();
    expect([...field.querySelectorAll('.MuiChip-label')].map((chip) => chip.textContent)).toEqual(['Club House', 'Gym']);
    // A spreadsheet cell's list, pasted: one chip per item, as the import reads it.
    await user.click(amenities);
    await user.paste('Lift; Gym ;Pool');
    await user.keyboard('{Enter}');
    expect([...field.querySelectorAll('.MuiChip-label')].map((chip) => chip.textContent)).toEqual(['Club House', 'Gym', 'Lift', 'Pool']);
    await user.click(amenities);
    await user.paste('x'.repeat(301));
    await user.keyboard('{Enter}');
    await user.click(screen.getByLabelText('Save'));
    expect(await within(field).findByText('At most 300 characters per entry', {}, slow)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('Ctrl+S saves an entry still being typed in a chip list, as Save does', async () => {
    const user = userEvent.setup();
    const { update } = setupEdit();
    expect(await screen.findByDisplayValue('Plot 14, Road No. 3, Kokapet', {}, slow)).toBeInTheDocument();
    await openTab(user, 'Features');
    await user.click(await screen.findByLabelText('Amenities *', {}, slow));
    await user.keyboard('Gym');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(update).toHaveBeenCalled(), slow);
    const [, params] = update.mock.calls[0] as unknown as [string, { data: { amenities: string[] } }];
    expect(params.data.amenities).toEqual(['Club House', 'Swimming Pool', 'Gym']);
  });

  it('marks what the schema requires, offers no blank choice in its selects, shows every required message on an empty create form and sends nothing', async () => {
    const user = userEvent.setup();
    const create = setupCreate();
    expect(await screen.findByLabelText('Address *', {}, slow)).toBeInTheDocument();
    expect(screen.getByLabelText('Property no')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Plot type *'));
    const choices = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(choices.map((choice) => choice.textContent?.trim()).filter((text) => !text)).toEqual([]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByLabelText('Save'));
    for (const message of [
      'Please enter address',
      'Please enter area of plot',
      'Please enter near by location',
      'Please enter price area wise',
      'Please enter price per Sq ft',
      'Please enter project size',
      'Please select plot type',
      'Please enter amenities',
      'Please enter about builder',
      'Please enter location highlights',
      'Please enter property ratings',
      'Please select property facing',
      'Please select availability status',
      'Please select approvals',
      'Please fill faqs',
      'Please fill reviews',
      'Please upload brochure',
      'Please upload images',
    ]) {
      expect(await screen.findByText(message, {}, slow)).toBeInTheDocument();
    }
    expect(create).not.toHaveBeenCalled();
  });

  it('creates a property: uploads 2 images and adds a FAQ and a review, then sends the whole body', async () => {
    const user = userEvent.setup();
    const create = vi.fn(async (_r: string, p: { data: object }) => ({ data: { ...p.data, id: 'new' } }));
    const uploadFile = vi.fn(async (_resource: string, file: File) => `property/images/${file.name}`);
    // Everything but the media and the sub-lists arrives pre-filled (react-admin reads a record from the location state).
    const { id: _id, _id: _savedId, faqs: _f, reviews: _r, images: _i, createdAt: _c, updatedAt: _u, ...typed } = saved;
    renderPropertyAdmin(
      { pathname: '/property/create', state: { record: typed } },
      { create, uploadFile, getList: vi.fn(async () => listAnswer([])) },
      { create: PropertyCreate, list: PropertyList },
    );
    await screen.findByDisplayValue('Plot 14, Road No. 3, Kokapet', {}, slow);

    await openTab(user, 'Images & brochure');
    await user.upload(screen.getByLabelText('Choose images'), [
      new File(['a'], 'front.png', { type: 'image/png' }),
      new File(['b'], 'garden.png', { type: 'image/png' }),
    ]);
    await waitFor(() => expect(screen.getAllByAltText(/^Image \d$/)).toHaveLength(2), slow);
    expect(uploadFile).toHaveBeenCalledWith('property', expect.any(File), expect.any(Function), expect.any(AbortSignal));

    await openTab(user, 'FAQs');
    await user.click(screen.getByText('Add FAQ'));
    await fill(user, within(screen.getByLabelText('FAQ 1')).getByLabelText(/Question/), 'Is it HMDA approved?');
    await fill(user, within(screen.getByLabelText('FAQ 1')).getByLabelText(/Answer/), 'Yes');
    await openTab(user, 'Reviews');
    await user.click(screen.getByText('Add review'));
    await fill(user, within(screen.getByLabelText('Review 1')).getByLabelText(/Review/), 'Wide roads');

    await user.click(screen.getByLabelText('Save'));
    await waitFor(() => expect(create).toHaveBeenCalled(), slow);
    const [resource, params] = create.mock.calls[0] as unknown as [string, { data: Record<string, unknown> }];
    expect(resource).toBe('property');
    expect(params.data).toEqual({
      ...typed,
      faqs: [{ question: 'Is it HMDA approved?', answer: 'Yes', isDeleted: false }],
      reviews: [{ review: 'Wide roads', isDeleted: false }],
      images: [
        { url: 'property/images/front.png', isDeleted: false },
        { url: 'property/images/garden.png', isDeleted: false },
      ],
    });
  });

  it('a tab holding errors says so in its name, not only in red', async () => {
    const user = userEvent.setup();
    setupCreate();
    await screen.findByLabelText('Address *', {}, slow);
    const tabs = () => within(document.querySelector<HTMLElement>('[role="tablist"]')!).getAllByRole('tab');
    const names = ['Details', 'Features', 'Location', 'Images & brochure', 'FAQs', 'Reviews'];
    tabs().forEach((tab, i) => expect(tab).toHaveAccessibleName(names[i]));
    await user.click(screen.getByLabelText('Save'));
    const withErrors = (name: string) => `${name} (has errors)`;
    await waitFor(() => expect(tabs()[0]).toHaveAccessibleName(withErrors('Details')), slow);
    const inError = tabs().map((tab) => tab.classList.contains('error'));
    expect(inError).toContain(false); // Location has nothing required
    tabs().forEach((tab, i) => expect(tab).toHaveAccessibleName(inError[i] ? withErrors(names[i]) : names[i]));
  });

  it('a tab whose error is mended has its own name again', async () => {
    const user = userEvent.setup();
    setupEdit();
    const address = await screen.findByLabelText('Address *', {}, slow);
    const details = within(document.querySelector<HTMLElement>('[role="tablist"]')!).getAllByRole('tab')[0];
    await user.clear(address);
    await user.click(screen.getByLabelText('Save'));
    await waitFor(() => expect(details).toHaveAccessibleName('Details (has errors)'), slow);
    await fill(user, address, 'Plot 7, Kokapet');
    await waitFor(() => expect(details).toHaveAccessibleName('Details'), slow);
  });

  it('a save refused from a tab with nothing wrong opens the first tab in error and focuses its first field in error', async () => {
    const user = userEvent.setup();
    const create = setupCreate();
    await screen.findByLabelText('Address *', {}, slow);
    await openTab(user, 'Location');
    await user.click(screen.getByLabelText('Save'));
    const details = within(document.querySelector<HTMLElement>('[role="tablist"]')!).getByText('Details').closest<HTMLElement>('[role="tab"]')!;
    await waitFor(() => expect(details).toHaveAttribute('aria-selected', 'true'), slow);
    await waitFor(() => expect(screen.getByLabelText('Address *')).toHaveFocus(), slow);
    expect(create).not.toHaveBeenCalled();
  });
});
