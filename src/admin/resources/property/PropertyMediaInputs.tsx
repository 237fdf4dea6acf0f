import { Box } from '@mui/material';
import { property } from '@shared/resources/property';
import { propertyInputSchema } from '@shared/resources/propertySchemas';
import { DOCUMENT_EXTENSIONS, IMAGE_EXTENSIONS } from '@shared/uploads';
import { FileUploadInput } from '@admin/uploads/FileUploadInput';
import { ImageListInput } from '@admin/uploads/ImageListInput';
import { schemaFields } from '@admin/forms/schemaFields';

const BROCHURE_EXTENSIONS = [...DOCUMENT_EXTENSIONS, ...IMAGE_EXTENSIONS];
const field = schemaFields(propertyInputSchema);

/**
 * Images as `{url, isDeleted}` items (removing a saved image marks it deleted, an unsaved one is dropped; at
 * least 2 must stay) and the brochure (PDF or image), both through the property's signed-URL upload.
 */
export function PropertyMediaInputs() {
  return (
    <Box sx={{ width: '100%', maxWidth: 900, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ImageListInput {...field('images')} resource={property.name} variant="items" />
      <FileUploadInput {...field('brochure')} resource={property.name} extensions={BROCHURE_EXTENSIONS} />
    </Box>
  );
}
