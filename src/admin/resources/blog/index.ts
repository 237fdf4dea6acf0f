import ArticleIcon from '@mui/icons-material/Article';
import { lazyView } from '@admin/layout/lazyView';
import { blog } from '@shared/resources/content';
import { redirectTo } from '@admin/layout/redirectTo';
import { defineResource } from '../adminResource';
import { blogMessages } from './messages';

export const blogResource = defineResource({
  contract: blog,
  icon: ArticleIcon,
  menuLabel: 'app.menu.blog',
  list: lazyView(() => import('./BlogList'), 'BlogList'),
  create: lazyView(() => import('./BlogCreate'), 'BlogCreate'),
  edit: lazyView(() => import('./BlogEdit'), 'BlogEdit'),
  show: lazyView(() => import('./BlogShow'), 'BlogShow'),
  recordRepresentation: 'title',
  messages: blogMessages,
  // The spec's edit path; react-admin's own edit route is /blog/:id.
  routes: [{ path: '/blog/create/:id', element: redirectTo('/blog/:id') }],
});
