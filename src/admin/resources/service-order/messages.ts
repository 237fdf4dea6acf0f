/**
 * `resources.service-order.*` in English: column headers, filters and the details page. French, Romanian and
 * Chinese are in translations.ts, loaded with their locale.
 */
import type { Localized, ResourceMessages } from '../adminResource';

const en = {
  name: 'Service Order |||| Service Orders',
  title: 'Service Order',
  fields: {
    orderNo: 'Order No',
    location: 'Location',
    serviceName: 'Service Name',
    name: 'User Name',
    email: 'User Email',
    dimensions: 'Dimensions',
    additionalInfo: 'Additional Info',
    plotNo: 'Plot No',
    ventureName: 'Venture Name',
    plotFacing: 'Facing',
    createdAt: 'Created At',
    status: 'Status',
    actions: 'Actions',
    address: 'Address',
    plotLength: 'Plot length',
    plotWidth: 'Plot width',
    fee: 'Service fee',
    images: 'Completion images',
    submissionType: 'Submission type',
    completedAt: 'Completed At',
    updatedAt: 'Updated At',
  },
  filters: { status: 'Status', all: 'All' },
  actions: { generateOtp: 'Generate OTP', details: 'Details', detailsOf: 'Details of order %{orderNo}' },
  details: {
    title: 'Order details',
    subtitle: 'Order %{orderNo}',
    lookupTitle: 'Find an order',
    lookupHint: 'Enter an order number to see its details.',
    orderNumber: 'Order number',
    find: 'Find',
    notFound: 'No order found with number %{orderNo}',
    linkNotFound: 'The order this link names was not found: it may have been removed, or the link is incomplete. Find it by its number:',
    completion: 'Completion',
    notCompleted: 'This order is not completed yet.',
    noImages: 'No images',
    imageAlt: 'Completion image %{index} of order %{orderNo}',
    back: 'Back to the orders',
    otherOrder: 'Find another order',
  },
};

export type ServiceOrderMessages = typeof en;

export const serviceOrderMessages: Localized<ResourceMessages & ServiceOrderMessages> = {
  en,
  others: () => import('./translations').then((m) => m.translations),
};

/** The i18n key of a service-order text, e.g. `orderKey('details.title')`. */
export const orderKey = (path: string) => `resources.service-order.${path}`;
