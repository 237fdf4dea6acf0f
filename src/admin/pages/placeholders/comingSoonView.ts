import { lazy } from 'react';

/** The lazily loaded "coming soon" screen that placeholder resources use for every view. */
export const ComingSoonView = lazy(() => import('./ComingSoonPage').then((m) => ({ default: m.ComingSoonPage })));
