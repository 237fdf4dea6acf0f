import { schemaResolver } from '@admin/forms/schemaResolver';
import { Box, tabsClasses } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import {
  ArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  SelectInput,
  TabbedForm,
  TextInput,
} from 'react-admin';
import { approvals, availabilityStatus, facing, plotType, withoutNull } from '@shared/enums';
import { propertyFaqSchema, propertyInputSchema, propertyReviewSchema, type PropertyInput } from '@shared/resources/propertySchemas';
import { ChipListInput } from './ChipListInput';
import { LocationInput } from './LocationInput';
import { PropertyMediaInputs } from './PropertyMediaInputs';
import { SoftDeleteIterator } from './SoftDeleteIterator';
import { KeepTypedValues } from '@admin/forms/KeepTypedValues';
import { ShowTabWithErrors } from '@admin/forms/ShowTabWithErrors';
import { TabsNamingErrors } from '@admin/forms/TabsNamingErrors';
import { schemaFields } from '@admin/forms/schemaFields';
import { DecimalInput } from '@admin/forms/DecimalInput';
import { KEEP_TYPED_ON_REFETCH } from '@admin/forms/formResetOptions';

const resolver = schemaResolver(propertyInputSchema);
const field = schemaFields(propertyInputSchema);
const faqField = schemaFields(propertyFaqSchema);
const reviewField = schemaFields(propertyReviewSchema);

/** What a new property starts with: empty lists rather than undefined, so every list input has an array to edit. */
export const newPropertyDefaults: Partial<PropertyInput> = {
  amenities: [],
  locationHighlights: [],
  approvals: [],
  faqs: [],
  reviews: [],
  images: [],
  location: null,
  isActive: true,
};

const wide = { width: '100%', maxWidth: 900 };
const fullRow = { gridColumn: '1 / -1' };
/** The arrow at an end already reached shows dimmed, as MUI suggests, instead of leaving an empty gap. */
const dimmedScrollEnd = { [`& .${tabsClasses.scrollButtons}.Mui-disabled`]: { opacity: 0.3 } };

/** Two columns from the md breakpoint, one below: the long form stays short on a desktop and usable on a phone. */
function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ ...wide, display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 }}>
      {children}
    </Box>
  );
}
const listHint = 'resources.property.form.listHint';

/**
 * The property form shared by create and edit: six tabs so the long form stays usable; every rule and
 * message comes from the shared `propertyInputSchema` (the server validates with the same schema).
 */
export function PropertyForm({ toolbar }: { toolbar?: ReactElement }) {
  return (
    <TabbedForm
      resolver={resolver}
      resetOptions={KEEP_TYPED_ON_REFETCH}
      // The schema's translated messages, not the browser's own bubbles (min/max/step stay as spinner hints).
      noValidate
      syncWithLocation={false}
      defaultValues={newPropertyDefaults}
      toolbar={toolbar}
      // Six tabs are wider than a tablet's content area: they scroll, with arrows, instead of widening the page.
      // A tab with errors says so in its name (TabsNamingErrors).
      tabs={<TabsNamingErrors variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile sx={dimmedScrollEnd} />}
    >
      <TabbedForm.Tab label="resources.property.form.tabs.details">
        <KeepTypedValues />
        <ShowTabWithErrors />
        <FieldGrid>
          <TextInput {...field('address')} multiline minRows={2} fullWidth sx={fullRow} />
          <TextInput {...field('propertyNo')} fullWidth />
          <SelectInput {...field('plotType')} choices={withoutNull(plotType)} fullWidth />
          <TextInput {...field('areaOfPlot')} fullWidth />
          <TextInput {...field('projectSize')} fullWidth />
          <DecimalInput {...field('pricePerSqft')} grouped fullWidth />
          <TextInput {...field('priceAreaWise')} fullWidth />
          <SelectInput {...field('propertyFacing')} choices={withoutNull(facing)} fullWidth />
          <SelectInput {...field('availabilityStatus')} choices={withoutNull(availabilityStatus)} fullWidth />
          <DecimalInput {...field('propertyRatings')} helperText="resources.property.form.ratingHint" fullWidth />
          <BooleanInput {...field('isActive')} />
        </FieldGrid>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.property.form.tabs.features">
        <CheckboxGroupInput {...field('approvals')} choices={[...approvals.choices]} />
        <FieldGrid>
          <ChipListInput {...field('amenities')} helperText={listHint} fullWidth />
          <ChipListInput {...field('locationHighlights')} helperText={listHint} fullWidth />
          <TextInput {...field('nearbyLocation')} multiline minRows={2} fullWidth sx={fullRow} />
          <TextInput {...field.counted('aboutBuilder')} multiline minRows={3} fullWidth sx={fullRow} />
        </FieldGrid>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.property.form.tabs.location">
        <LocationInput />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.property.form.tabs.media">
        <PropertyMediaInputs />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.property.form.tabs.faqs">
        <ArrayInput {...field.list('faqs')} sx={wide}>
          <SoftDeleteIterator
            addLabel="resources.property.form.addFaq"
            itemLabel="resources.property.form.faqItem"
            removeLabel="resources.property.form.removeFaq"
            newItem={() => ({ question: '', answer: '', isDeleted: false })}
          >
            <TextInput {...faqField('question')} sx={{ width: '100%' }} />
            <TextInput {...faqField('answer')} multiline minRows={2} sx={{ width: '100%' }} />
          </SoftDeleteIterator>
        </ArrayInput>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.property.form.tabs.reviews">
        <ArrayInput {...field.list('reviews')} sx={wide}>
          <SoftDeleteIterator
            addLabel="resources.property.form.addReview"
            itemLabel="resources.property.form.reviewItem"
            removeLabel="resources.property.form.removeReview"
            newItem={() => ({ review: '', isDeleted: false })}
          >
            <TextInput {...reviewField('review')} multiline minRows={2} sx={{ width: '100%' }} />
          </SoftDeleteIterator>
        </ArrayInput>
      </TabbedForm.Tab>
    </TabbedForm>
  );
}
