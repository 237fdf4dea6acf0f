import { Box, Chip, Divider, Stack, Typography } from '@mui/material';
import { EditButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { Blog } from '@shared/resources/content';
import { assetUrl } from '@admin/env';
import { useTimeText } from '@admin/ui/fields';
import { PageTitle } from '@admin/ui/PageTitle';
import { SafeHtml } from './SafeHtml';

const R = 'resources.blog';

/** The post as a reader would see it; its rich text goes through SafeHtml. */
function BlogPreview() {
  const translate = useTranslate();
  const timeText = useTimeText();
  const post = useRecordContext<Blog & { id: string }>();
  if (!post) return null;
  return (
    // A long unbroken word (a pasted URL, a string of 1,900 letters) wraps instead of running off the card.
    <Box component="article" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880, overflowWrap: 'anywhere' }}>
      {post.file && (
        <Box component="img" src={assetUrl(post.file)} alt={translate(`${R}.fields.file`)} sx={{ width: '100%', maxHeight: 360, objectFit: 'cover', borderRadius: 1 }} />
      )}
      <Typography variant="h4" component="h2" sx={{ mt: 2 }}>
        {post.title}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ my: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {timeText(post.createdAt)}
        </Typography>
        {post.featured && <Chip size="small" color="primary" label={translate(`${R}.featured.yes`)} />}
        <Chip size="small" label={translate(post.isActive ? 'app.common.active' : 'app.common.inactive')} />
      </Stack>
      <Typography variant="subtitle1" color="text.secondary" sx={{ mb: 2 }}>
        {post.shortDescription}
      </Typography>
      <Divider sx={{ mb: 2 }} />
      <SafeHtml html={post.longDescription} />
    </Box>
  );
}

export function BlogShow() {
  return (
    <>
      <PageTitle title={`${R}.show.title`} />
      <Show title={`${R}.show.title`} actions={<TopToolbar><EditButton /></TopToolbar>}>
        <BlogPreview />
      </Show>
    </>
  );
}
