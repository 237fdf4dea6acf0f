import { lazyView } from '@admin/layout/lazyView';

/** The lazily loaded "coming soon" screen that placeholder resources use for every view. */
export const ComingSoonView = lazyView(() => import('./ComingSoonPage'), 'ComingSoonPage');

/** The lazily loaded page for an address the admin has no page for (react-admin's `catchAll`). */
export const NotFoundView = lazyView(() => import('./ComingSoonPage'), 'NotFoundPage');
