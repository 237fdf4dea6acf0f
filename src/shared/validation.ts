/**
 * The spec's validation texts (§5), in English. Schemas carry the i18n key `app.validation.<name>`;
 * i18n/en.ts uses these texts as its `app.validation` block, the other locales translate them.
 */
export const validationTexts = {
  emailRequired: 'Please enter  email',
  emailInvalid: 'Please enter valid email',
  passwordRequired: 'Please enter password',
  passwordInvalid: 'Please enter valid',
  confirmPasswordRequired: 'Please enter confirm password',
  passwordMismatch: 'password and confirm password must be the same',
  passwordUnchanged: 'This is the password in use: choose a new one',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'The current password is wrong',
  nameRequired: 'Enter Your Name',
  codeInvalid: 'Please enter the 4-digit code',
  startDateRequired: 'please enter start date',
  endDateRequired: 'please enter end date',
  endBeforeStart: 'End date must not be before start date',
  futureDate: 'Dates in the future are not allowed',
  dateTooEarly: 'Dates before 1900 are not allowed',
  dateInvalid: 'This date is incomplete or does not exist: enter it as MM/DD/YYYY',
  // property
  address: 'Please enter address',
  areaOfPlot: 'Please enter area of plot',
  nearbyLocation: 'Please enter near by location',
  priceAreaWise: 'Please enter price area wise',
  pricePerSqft: 'Please enter price per Sq ft',
  projectSize: 'Please enter project size',
  plotType: 'Please select plot type',
  amenities: 'Please enter amenities',
  aboutBuilder: 'Please enter about builder',
  locationHighlights: 'Please enter location highlights',
  propertyRatings: 'Please enter property ratings',
  propertyFacing: 'Please select property facing',
  availabilityStatus: 'Please select availability status',
  approvals: 'Please select approvals',
  faqs: 'Please fill faqs',
  faqQuestion: 'Please enter question',
  faqAnswer: 'Please enter answer',
  reviews: 'Please fill reviews',
  review: 'Please enter review',
  brochure: 'Please upload brochure',
  imagesRequired: 'Please upload images',
  minImages: 'Please upload minimum 2 images',
  storedFileMissing: 'No uploaded file is stored as %{file}: upload it first (Image Upload), or use an http(s) link',
  fileNotUploaded: 'This file is not among the uploaded files: upload it again',
  location: 'Please select location',
  // service
  title: 'Please enter title',
  description: 'Please enter description',
  highlights: 'Please enter highlights',
  fee: 'Please enter fee',
  feeNonNegative: 'Fee must be 0 or more',
  pricePositive: 'Price must be more than 0',
  ratingRange: 'Ratings go from 0 to 5',
  // blog
  shortDescription: 'Please enter short description',
  longDescription: 'Please enter long description',
  metaTitle: 'Please enter meta title',
  metaDescription: 'Please enter meta description',
  thumbImage: 'Please upload thumbnail image',
  blogImage: 'Please upload blog image',
  // review
  reviewName: 'Please enter name',
  reviewType: 'Please select review type',
  linkUrl: 'Please enter link url',
  linkUrlInvalid: 'Please enter a valid http(s) link',
  image: 'Please upload image',
  // order completion
  otpRequired: 'Please enter otp',
  otpLength: 'OTP must be 4 digits',
  orderImages: 'Please upload images',
  orderMinImages: 'Please upload minimum 2 images',
  submissionType: 'Please select submission type',
  // contact
  message: 'Please enter message',
  // location
  latitudeRange: 'A latitude is between -90 and 90',
  longitudeRange: 'A longitude is between -180 and 180',
  phoneInvalid: 'Please enter a valid phone number',
  // generic
  tooLong: 'At most %{max} characters',
  entryTooLong: 'At most 300 characters per entry',
  searchTooLong: 'A search is at most 200 characters',
  amountTooLarge: 'At most ₹1,00,00,00,000',
  amountPaise: 'At most 2 decimals: rupees and paise',
  invalidValue: 'Invalid value',
  notANumber: '"%{value}" is not a number',
  // spreadsheet import: a choice cell whose value is none of the choices (%{choices}: the accepted values)
  notAPlotType: '"%{value}" is not a plot type; use one of: %{choices}',
  notAFacing: '"%{value}" is not a property facing; use one of: %{choices}',
  notAnAvailabilityStatus: '"%{value}" is not an availability status; use one of: %{choices}',
  notAnApproval: '"%{value}" is not an approval; use one of: %{choices}',
  templateExampleRow: "This is the template's example row: replace it with your own data, or delete it",
  notYesOrNo: '"%{value}" is not yes or no; use Yes or No',
  faqFormat: 'Write each FAQ as a question, then %{separator}, then its answer',
  latitudeMissing: 'Please enter the latitude too',
  longitudeMissing: 'Please enter the longitude too',
  // text that cannot be stored as written, and lists with a limit
  hiddenCharacter: 'This text holds the invisible character %{code}: remove it (it often comes with pasted text)',
  tooManyItems: 'At most %{max} entries',
  orderImageType: 'Completion photos are .jpg, .jpeg or .png images',
  orderImageRepeated: 'The same photo is added twice',
  unreadableCharacter: 'Holds "�", the mark of a character lost when the file was saved: save a .csv as "CSV UTF-8" and import it again',
} as const;

export type ValidationKey = keyof typeof validationTexts;

/** The i18n key of a validation text: what schemas put in their messages. */
export const v = Object.fromEntries(
  Object.keys(validationTexts).map((k) => [k, `app.validation.${k}`]),
) as { readonly [K in ValidationKey]: `app.validation.${K}` };
