import ArticleIcon from '@mui/icons-material/Article';
import { lazy } from 'react';
import { blog } from '@shared/resources/content';
import { redirectTo } from '@admin/layout/redirectTo';
import { defineResource } from '../adminResource';
import { blogMessages } from './messages';

export const blogResource = defineResource({
  contract: blog,
  icon: ArticleIcon,
  menuLabel: 'app.menu.blog',
  list: lazy(() => import('./BlogList').then((m) => ({ default: m.BlogList }))),
  create: lazy(() => import('./BlogCreate').then((m) => ({ default: m.BlogCreate }))),
  edit: lazy(() => import('./BlogEdit').then((m) => ({ default: m.BlogEdit }))),
  show: lazy(() => import('./BlogShow').then((m) => ({ default: m.BlogShow }))),
  recordRepresentation: 'title',
  messages: blogMessages,
  // The spec's edit path; react-admin's own edit route is /blog/:id.
  routes: [{ path: '/blog/create/:id', element: redirectTo('/blog/:id') }],
});
