import { schemaResolver } from '@admin/forms/schemaResolver';
import { Typography } from '@mui/material';
import { useMemo } from 'react';
import { BooleanInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { blogInputSchema } from '@shared/resources/contentSchemas';
import { SingleImageInput } from '@admin/uploads/SingleImageInput';
import { FormToolbar } from '@admin/ui/FormToolbar';
import { AppRichTextInput } from '@admin/ui/richText/AppRichTextInput';
import { namedEditorOptions } from '@admin/ui/richText/editorOptions';
import { KeepTypedValues } from '@admin/forms/KeepTypedValues';
import { schemaFields } from '@admin/forms/schemaFields';
import { KEEP_TYPED_ON_REFETCH } from '@admin/forms/formResetOptions';

const R = 'resources.blog';
const blogResolver = schemaResolver(blogInputSchema);
const field = schemaFields(blogInputSchema);
const newPost = { featured: false, isActive: true, seoTitle: '', longDescription: '' };
// react-admin asks its label for the colour "error", which is no CSS colour: the label stayed grey on an error.
const labelRedOnError = { '&:has(.ra-rich-text-input-error) .RaLabeled-label': { color: 'error.main' } };

function Section({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
      {translate(title)}
    </Typography>
  );
}

/**
 * Create and edit share these inputs and the server's schema (spec §5 Blog). This module is only reached
 * through the lazy create/edit views, so the rich-text editor stays out of the entry chunk.
 */
export function BlogForm() {
  const translate = useTranslate();
  // One options object per language: a new one each render would make the editor anew.
  const editorOptions = useMemo(() => namedEditorOptions(translate(`${R}.fields.longDescription`)), [translate]);
  return (
    <SimpleForm resolver={blogResolver} defaultValues={newPost} toolbar={<FormToolbar canDelete />} resetOptions={KEEP_TYPED_ON_REFETCH} noValidate>
      <KeepTypedValues />
      <Section title={`${R}.form.content`} />
      <TextInput {...field('title')} fullWidth />
      <TextInput {...field.counted('shortDescription')} multiline minRows={2} fullWidth />
      <AppRichTextInput {...field('longDescription')} fullWidth editorOptions={editorOptions} sx={labelRedOnError} />
      <BooleanInput {...field('featured')} />
      <BooleanInput {...field('isActive')} label={`${R}.form.published`} />
      <Section title={`${R}.form.seo`} />
      <TextInput {...field('seoTitle')} fullWidth />
      <TextInput {...field('metaTitle')} fullWidth />
      <TextInput {...field.counted('metaDescription')} multiline minRows={2} fullWidth />
      <Section title={`${R}.form.images`} />
      <SingleImageInput {...field('thumbImage')} resource="blog" />
      <SingleImageInput {...field('file')} resource="blog" />
    </SimpleForm>
  );
}
