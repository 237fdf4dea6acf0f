import type { Localized, ResourceMessages } from '../adminResource';

/** `resources.plot-to-buy.*` in English; French, Romanian and Chinese are in translations.ts. */
export const plotToBuyMessages: Localized<ResourceMessages> = {
  en: {
    name: 'Plot to buy |||| Plots To Buy',
    title: 'Plots To Buy',
    detailsTitle: 'Buyer requirement',
    empty: 'No buyer requirements yet',
    fields: {
      ticketId: 'Ticket ID',
      name: 'Name',
      address: 'Address',
      location: 'Location',
      budget: 'Budget',
      minimumBudget: 'Minimum budget',
      maximumBudget: 'Maximum budget',
      plotSize: 'Plot size',
      plotType: 'Plot type',
      plotFacing: 'Facing',
      paymentOption: 'Payment option',
      approvals: 'Approvals',
      availabilityStatus: 'Availability',
      status: 'Status',
      isActive: 'Active',
      createdAt: 'Created at',
      updatedAt: 'Updated at',
    },
    actions: {
      details: 'Details',
      detailsOf: 'Details of ticket %{ticketId}',
      changeStatus: 'Change status',
      changeStatusOf: 'Change status of ticket %{ticketId}',
      statusChanged: 'Status changed',
      back: 'Back to the list',
    },
    lookup: {
      title: 'Find a buyer requirement',
      hint: 'Enter the ticket ID of the requirement to open it.',
      ticketId: 'Ticket ID',
      submit: 'Open',
      required: 'Please enter a ticket ID',
      notFound: 'No requirement has the ticket ID "%{ticketId}"',
      choose: 'Several requirements match, choose one:',
      /** Under the first matches when there are more than shown. */
      more: 'These are the first %{shown} of %{total} matches: type more of the ticket ID to narrow them, or',
      seeAll: 'see them all in the list',
    },
  },
  others: () => import('./translations').then((m) => m.translations),
};
