import { Route } from 'react-router-dom';
import { NotFoundView } from '@admin/pages/placeholders/comingSoonView';
import type { AdminResource } from './adminResource';

/**
 * react-admin gives a resource's list the route `/*`, so without these an address the resource has no view for
 * (/events/create, /support/12) showed the list as if it were that page. Such addresses now get "page not found",
 * like any other unknown address. They are more specific than `/*` and less than the views' own routes.
 */
export function missingViewRoutes({ create, edit, show }: Pick<AdminResource, 'create' | 'edit' | 'show'>) {
  const routes = [];
  if (!edit && !show) routes.push(<Route key="record" path=":id/*" element={<NotFoundView />} />);
  else if (!edit) routes.push(<Route key="record" path=":id" element={<NotFoundView />} />);
  if (!create && (edit || show)) routes.push(<Route key="create" path="create/*" element={<NotFoundView />} />);
  return routes;
}
