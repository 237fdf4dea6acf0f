/** `resources.blog.*` in English; French, Romanian and Chinese are in translations.ts. */
import type { Localized, ResourceMessages } from '../adminResource';

export const blogMessages: Localized<ResourceMessages> = {
  en: {
    name: 'Blog post |||| Blog posts',
    fields: {
      title: 'Title',
      seoTitle: 'SEO title',
      metaTitle: 'Meta title',
      metaDescription: 'Meta description',
      shortDescription: 'Short description',
      longDescription: 'Long description',
      featured: 'Featured',
      thumbImage: 'Thumbnail image',
      file: 'Blog image',
      isActive: 'Status',
      createdAt: 'Created at',
      updatedAt: 'Updated at',
    },
    list: { title: 'Blog', empty: 'No blog posts yet', emptyHint: 'Write the first post to publish it on the site.' },
    form: {
      createTitle: 'Write a blog post',
      editTitle: 'Edit blog post',
      content: 'Content',
      seo: 'Search engines',
      images: 'Images',
      published: 'Published',
    },
    show: { title: 'Blog post preview', preview: 'Preview' },
    featured: { yes: 'Featured', no: 'Not featured' },
  },
  others: () => import('./translations').then((m) => m.translations),
};
