import { lazyView } from '@admin/layout/lazyView';

/** The lazily loaded "coming soon" screen that placeholder resources use for every view. */
export const ComingSoonView = lazyView(() => import('./ComingSoonPage'), 'ComingSoonPage');
