import RateReviewIcon from '@mui/icons-material/RateReview';
import { lazyView } from '@admin/layout/lazyView';
import { review } from '@shared/resources/content';
import { redirectTo } from '@admin/layout/redirectTo';
import { defineResource } from '../adminResource';
import { reviewMessages } from './messages';

export const reviewResource = defineResource({
  contract: review,
  icon: RateReviewIcon,
  menuLabel: 'app.menu.review',
  list: lazyView(() => import('./ReviewList'), 'ReviewList'),
  create: lazyView(() => import('./ReviewCreate'), 'ReviewCreate'),
  edit: lazyView(() => import('./ReviewEdit'), 'ReviewEdit'),
  recordRepresentation: 'name',
  messages: reviewMessages,
  routes: [
    { path: '/review/form', element: redirectTo('/review/create') },
    { path: '/review/form/:id', element: redirectTo('/review/:id') },
  ],
});
