/** PLACEHOLDER until the blog screens land: every view says "coming soon"; the spec's aliases redirect. */
import ArticleIcon from '@mui/icons-material/Article';
import { blog } from '@shared/resources/content';
import { redirectTo } from '@admin/layout/redirectTo';
import { ComingSoonView } from '@admin/pages/placeholders/comingSoonView';
import { defineResource } from '../adminResource';

export const blogResource = defineResource({
  contract: blog,
  icon: ArticleIcon,
  menuLabel: 'app.menu.blog',
  list: ComingSoonView,
  create: ComingSoonView,
  edit: ComingSoonView,
  messages: {
    en: { name: 'Blog post |||| Blog posts', fields: {} },
    fr: { name: 'Article |||| Articles', fields: {} },
    ro: { name: 'Articol |||| Articole', fields: {} },
    zh: { name: '博客文章', fields: {} },
  },
  routes: [
    { path: '/blog/create/:id', element: redirectTo('/blog/:id') },
  ],
});
