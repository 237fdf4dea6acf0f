/** PLACEHOLDER until the review screens land: every view says "coming soon"; the spec's aliases redirect. */
import RateReviewIcon from '@mui/icons-material/RateReview';
import { review } from '@shared/resources/content';
import { redirectTo } from '@admin/layout/redirectTo';
import { ComingSoonView } from '@admin/pages/placeholders/comingSoonView';
import { defineResource } from '../adminResource';

export const reviewResource = defineResource({
  contract: review,
  icon: RateReviewIcon,
  menuLabel: 'app.menu.review',
  list: ComingSoonView,
  create: ComingSoonView,
  edit: ComingSoonView,
  messages: {
    en: { name: 'Review |||| Reviews', fields: {} },
    fr: { name: 'Avis |||| Avis', fields: {} },
    ro: { name: 'Recenzie |||| Recenzii', fields: {} },
    zh: { name: '评价', fields: {} },
  },
  routes: [
    { path: '/review/form', element: redirectTo('/review/create') },
    { path: '/review/form/:id', element: redirectTo('/review/:id') },
  ],
});
