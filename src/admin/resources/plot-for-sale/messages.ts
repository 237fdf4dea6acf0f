import type { Localized, ResourceMessages } from '../adminResource';

/** `resources.plot-for-sale.*` in English; French, Romanian and Chinese are in translations.ts. */
export const plotForSaleMessages: Localized<ResourceMessages> = {
  en: {
    name: 'Plot for sale |||| Plots for Sale',
    title: 'Plots for Sale',
    detailsTitle: 'Plot details',
    empty: 'No plots for sale yet',
    fields: {
      name: 'Name',
      address: 'Address',
      assetNo: 'Asset no.',
      plotNo: 'Plot no.',
      location: 'Location',
      pricePerSqft: 'Price per sq ft',
      plotSize: 'Plot size',
      plotSizeUnit: 'Size unit',
      dimensions: 'Dimensions (length × width)',
      plotType: 'Plot type',
      plotFacing: 'Facing',
      plotSeller: 'Seller',
      ventureName: 'Venture',
      builderName: 'Builder',
      approvalStatus: 'Approval',
      availabilityStatus: 'Availability',
      approvals: 'Approvals',
      images: 'Images',
      locationHighlights: 'Location highlights',
      additionalInfo: 'Additional info',
      isActive: 'Status',
      createdAt: 'Created at',
      updatedAt: 'Updated at',
    },
    actions: { details: 'Details', back: 'Back to the list', detailsOf: 'Details of %{name}' },
    gallery: { open: 'Enlarge image %{index}', image: 'Plot image %{index}', close: 'Close', none: 'NA' },
  },
  others: () => import('./translations').then((m) => m.translations),
};
