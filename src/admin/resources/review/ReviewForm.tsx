import { schemaResolver } from '@admin/forms/schemaResolver';
import { Alert } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { BooleanInput, RadioButtonGroupInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { reviewType } from '@shared/enums';
import { reviewInputSchema } from '@shared/resources/contentSchemas';
import { SingleImageInput } from '@admin/uploads/SingleImageInput';
import { FormToolbar } from '@admin/ui/FormToolbar';
import { KeepTypedValues } from '@admin/forms/KeepTypedValues';
import { schemaFields } from '@admin/forms/schemaFields';
import { KEEP_TYPED_ON_REFETCH } from '@admin/forms/formResetOptions';
import { toWebAddress } from '@admin/ui/richText/urls';

const R = 'resources.review';
const reviewResolver = schemaResolver(reviewInputSchema);
const field = schemaFields(reviewInputSchema);
const typeChoices = reviewType.choices.filter((c) => c.id !== reviewType.values.ALL);
const newReview = { reviewType: reviewType.values.REVIEW, linkUrl: '', image: '', isActive: true };

/**
 * Link URL and image: optional for a review, required for an ad (the schema's ad rule), marked as such; for an ad,
 * a hint says up front what it needs, before the rules refuse it.
 */
function AdFields() {
  const translate = useTranslate();
  const isAd = useWatch({ name: 'reviewType' }) === reviewType.values.AD;
  const { getValues, setValue } = useFormContext();
  // "www.example.com" is completed to https://www.example.com when the field is left, as the blog editor's link
  // dialog reads it: the rule wants an http(s) link, and refused what people usually type.
  const completeLink = () => {
    const typed = String(getValues('linkUrl') ?? '');
    const address = toWebAddress(typed);
    if (address && address !== typed) setValue('linkUrl', address, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <>
      {isAd && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(`${R}.form.adHint`)}
        </Alert>
      )}
      <TextInput {...field('linkUrl')} isRequired={isAd} type="url" fullWidth helperText={`${R}.form.linkUrlHelper`} onBlur={completeLink} />
      <SingleImageInput {...field('image')} isRequired={isAd} resource="review" />
    </>
  );
}

/** Create and edit share these inputs and the server's schema (spec §5 Review: an ad needs link URL and image). */
export function ReviewForm() {
  return (
    <SimpleForm resolver={reviewResolver} defaultValues={newReview} toolbar={<FormToolbar canDelete />} resetOptions={KEEP_TYPED_ON_REFETCH} noValidate>
      <KeepTypedValues />
      <TextInput {...field('name')} fullWidth />
      <TextInput {...field.counted('description')} multiline minRows={3} fullWidth />
      {/* Radio values come back as text; the schema wants the enumeration number. */}
      <RadioButtonGroupInput {...field('reviewType')} choices={typeChoices} parse={(value: string) => Number(value)} />
      <AdFields />
      <BooleanInput {...field('isActive')} />
    </SimpleForm>
  );
}
