import { schemaResolver } from '@admin/forms/schemaResolver';
import { InputAdornment, Typography } from '@mui/material';
import { ArrayInput, BooleanInput, SimpleForm, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { serviceInputSchema } from '@shared/resources/servicesSchemas';
import { ImageListInput } from '@admin/uploads/ImageListInput';
import { SingleImageInput } from '@admin/uploads/SingleImageInput';
import { FormToolbar } from '@admin/ui/FormToolbar';
import { KeepTypedValues } from '@admin/forms/KeepTypedValues';
import { RemoveRowButton } from '@admin/forms/RemoveRowButton';
import { AddRowButton } from '@admin/forms/AddRowButton';
import { schemaFields } from '@admin/forms/schemaFields';
import { DecimalInput } from '@admin/forms/DecimalInput';
import { KEEP_TYPED_ON_REFETCH } from '@admin/forms/formResetOptions';

const R = 'resources.services';
const serviceResolver = schemaResolver(serviceInputSchema);
const field = schemaFields(serviceInputSchema);
const newService = {
  fee: 0,
  highlights: [''],
  teluguHighlights: [],
  teluguTitle: '',
  teluguDescription: '',
  icon: '',
  images: [],
  isActive: true,
};
/** Telugu inputs say so, and Chromium then picks the theme's Telugu font (Noto Sans Telugu) for them. */
const telugu = { htmlInput: { lang: 'te' } };
const rupee = { input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } };

function Section({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
      {translate(title)}
    </Typography>
  );
}

/**
 * Create and edit share these inputs and the server's schema (spec §5 Service: ≥ 2 images, fee ≥ 0, default 0).
 * noValidate: the schema's translated messages show in place of the browser's own bubbles.
 */
export function ServiceForm() {
  return (
    <SimpleForm resolver={serviceResolver} defaultValues={newService} toolbar={<FormToolbar />} resetOptions={KEEP_TYPED_ON_REFETCH} noValidate>
      <KeepTypedValues />
      <Section title={`${R}.form.english`} />
      <TextInput {...field('title')} fullWidth />
      <TextInput {...field.counted('description')} multiline minRows={3} fullWidth />
      <ArrayInput {...field.list('highlights')} fullWidth>
        <SimpleFormIterator
          disableReordering
          addButton={<AddRowButton listName={`${R}.fields.highlights`} />}
          removeButton={<RemoveRowButton listName={`${R}.fields.highlights`} />}
        >
          <TextInput source="" label={`${R}.form.highlight`} helperText={false} fullWidth />
        </SimpleFormIterator>
      </ArrayInput>
      <Section title={`${R}.form.telugu`} />
      {/* Counted: 200 code points are fewer Telugu letters than the limit's "characters" suggests (audit 31-M). */}
      <TextInput {...field.counted('teluguTitle')} fullWidth slotProps={telugu} />
      <TextInput {...field.counted('teluguDescription')} multiline minRows={3} fullWidth slotProps={telugu} />
      <ArrayInput {...field.list('teluguHighlights')} fullWidth>
        <SimpleFormIterator
          disableReordering
          addButton={<AddRowButton listName={`${R}.fields.teluguHighlights`} />}
          removeButton={<RemoveRowButton listName={`${R}.fields.teluguHighlights`} />}
        >
          <TextInput source="" label={`${R}.form.highlight`} helperText={false} fullWidth slotProps={telugu} />
        </SimpleFormIterator>
      </ArrayInput>
      <DecimalInput {...field('fee')} slotProps={rupee} grouped />
      <BooleanInput {...field('isActive')} />
      <Section title={`${R}.form.media`} />
      <SingleImageInput {...field('icon')} resource="services" />
      <ImageListInput {...field('images')} resource="services" variant="prefixes" helperText={`${R}.form.imagesHint`} />
    </SimpleForm>
  );
}
