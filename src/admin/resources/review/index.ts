import RateReviewIcon from '@mui/icons-material/RateReview';
import { lazy } from 'react';
import { review } from '@shared/resources/content';
import { redirectTo } from '@admin/layout/redirectTo';
import { defineResource } from '../adminResource';
import { reviewMessages } from './messages';

export const reviewResource = defineResource({
  contract: review,
  icon: RateReviewIcon,
  menuLabel: 'app.menu.review',
  list: lazy(() => import('./ReviewList').then((m) => ({ default: m.ReviewList }))),
  create: lazy(() => import('./ReviewCreate').then((m) => ({ default: m.ReviewCreate }))),
  edit: lazy(() => import('./ReviewEdit').then((m) => ({ default: m.ReviewEdit }))),
  recordRepresentation: 'name',
  messages: reviewMessages,
  routes: [
    { path: '/review/form', element: redirectTo('/review/create') },
    { path: '/review/form/:id', element: redirectTo('/review/:id') },
  ],
});
