import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreens } from './screensHarness';
import { makePlotForSale } from './plotForSaleRows';

/** The labelled block (label + value) of a details field. */
const labelled = (label: string) =>
  screen.getAllByText(label).find((e) => e.closest('.RaLabeled-label'))!.closest('.RaLabeled-label')!.parentElement!;

describe('Plot for sale details', () => {
  it('shows every field with labels, units, chips, a maps link and dates with time', async () => {
    const record = makePlotForSale({ id: 'pfs-1', name: 'Plot One' });
    const getOne = vi.fn(async () => ({ data: record }));
    renderScreens('/plot-for-sale/details/pfs-1', { getOne, toggleStatus: vi.fn() });
    await screen.findByText('Plot One');

    expect(labelled('Approval')).toHaveTextContent('Approved');
    expect(labelled('Availability')).toHaveTextContent('Booked');
    expect(labelled('Plot size')).toHaveTextContent('240 Sq Yards');
    expect(labelled('Dimensions (length × width)')).toHaveTextContent('54 × 40');
    expect(labelled('Plot type')).toHaveTextContent('Residential');
    expect(labelled('Facing')).toHaveTextContent('North East');
    expect(labelled('Seller')).toHaveTextContent('Dealer');
    expect(labelled('Approvals')).toHaveTextContent('HMDADTCP');
    expect(labelled('Price per sq ft')).toHaveTextContent('₹4,500');
    expect(labelled('Venture')).toHaveTextContent('Green Meadows');
    expect(labelled('Builder')).toHaveTextContent('Sri Homes');
    expect(labelled('Location highlights')).toHaveTextContent('Near ORRSchool in 2 km');
    expect(labelled('Additional info')).toHaveTextContent('Corner plot');
    expect(labelled('Created at')).toHaveTextContent('2024.01.15 09:00');
    expect(labelled('Updated at')).toHaveTextContent('2024.01.20 18:45');
    expect(within(labelled('Location')).getByRole('link', { name: /Open in maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=17.45,78.1',
    );
    expect(within(labelled('Status')).getByRole('switch')).toBeChecked();
  });

  it('shows the images from the asset base URL and enlarges one on click', async () => {
    const getOne = vi.fn(async () => ({ data: makePlotForSale({ id: 'pfs-2', name: 'Plot Two', images: ['plots/a.jpg', 'plots/b.jpg'] }) }));
    renderScreens('/plot-for-sale/details/pfs-2', { getOne, toggleStatus: vi.fn() });
    await screen.findByText('Plot Two');
    const thumbs = within(labelled('Images')).getAllByRole('img');
    expect(thumbs.map((img) => img.getAttribute('src'))).toEqual(['/storage/plots/a.jpg', '/storage/plots/b.jpg']);

    await userEvent.click(screen.getByRole('button', { name: 'Enlarge image 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Plot image 2' })).toHaveAttribute('src', '/storage/plots/b.jpg');
  });

  it('reads NA for missing values', async () => {
    const getOne = vi.fn(async () => ({
      data: makePlotForSale({
        id: 'pfs-3',
        name: 'Plot Three',
        images: [],
        locationHighlights: [],
        approvals: [],
        plotLength: 0,
        plotWidth: 0,
        builderName: '',
        location: null,
      }),
    }));
    renderScreens('/plot-for-sale/details/pfs-3', { getOne, toggleStatus: vi.fn() });
    await screen.findByText('Plot Three');
    for (const label of ['Images', 'Location highlights', 'Approvals', 'Dimensions (length × width)', 'Builder', 'Location']) {
      expect(labelled(label)).toHaveTextContent(/NA$/);
    }
  });
});
