/**
 * `resources.property.*` in English: column headers, input labels and the views' own texts. French, Romanian and
 * Chinese are in translations.ts, loaded with their locale.
 */
import type { Localized, ResourceMessages } from '../adminResource';

const en = {
  name: 'Property |||| Properties',
  fields: {
    address: 'Address',
    propertyNo: 'Property no',
    plotType: 'Plot type',
    pricePerSqft: 'Price per sq ft (₹)',
    availabilityStatus: 'Availability',
    approvals: 'Approvals',
    propertyRatings: 'Ratings',
    createdAt: 'Created at',
    updatedAt: 'Updated at',
    isActive: 'Status',
    areaOfPlot: 'Area of plot',
    nearbyLocation: 'Near by location',
    priceAreaWise: 'Price area wise',
    projectSize: 'Project size',
    amenities: 'Amenities',
    aboutBuilder: 'About builder',
    locationHighlights: 'Location highlights',
    propertyFacing: 'Property facing',
    brochure: 'Brochure (PDF or image)',
    images: 'Images',
    faqs: 'FAQs',
    'faqs.question': 'Question',
    'faqs.answer': 'Answer',
    reviews: 'Reviews',
    'reviews.review': 'Review',
    location: 'Location',
    latitude: 'Latitude',
    longitude: 'Longitude',
  },
  list: {
    title: 'Property Listing',
    // The column's cells say ₹ themselves ("₹3,900"); the form's label keeps it, where the input has none.
    pricePerSqft: 'Price per sq ft',
    import: 'Spreadsheet import',
  },
  form: {
    createTitle: 'New property',
    editTitle: 'Edit property %{name}',
    tabs: {
      details: 'Details',
      features: 'Features',
      location: 'Location',
      media: 'Images & brochure',
      faqs: 'FAQs',
      reviews: 'Reviews',
    },
    addItem: 'Add',
    addFaq: 'Add FAQ',
    addReview: 'Add review',
    removeItem: 'Remove',
    removeFaq: 'Remove FAQ %{index}',
    removeReview: 'Remove review %{index}',
    faqItem: 'FAQ %{index}',
    reviewItem: 'Review %{index}',
    noItems: 'Nothing added yet',
    mapHint: 'Click on the map or drag the marker to set the location; or type the coordinates.',
    mapLabel: 'Map to pick the property location',
    clearLocation: 'Clear location',
    latitudeMissing: 'Enter the latitude too',
    longitudeMissing: 'Enter the longitude too',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    tilesUnavailable: 'The map background could not be loaded. You can still click to place the marker or type the coordinates.',
    mapLoading: 'Loading the map…',
    listHint: 'Type an item and press Enter to add it; several at once separated by ;',
    ratingHint: 'From 0 to 5',
  },
} satisfies ResourceMessages;

export type Messages = typeof en;

export const propertyMessages: Localized<Messages> = {
  en,
  others: () => import('./translations').then((m) => m.translations),
};
