import { Navigate, useParams } from 'react-router-dom';

/**
 * A route element that sends a spec alias (/property/form/:id) to the react-admin route (/property/:id),
 * filling the target's `:params` from the alias's.
 */
export function redirectTo(target: string) {
  function AliasRedirect() {
    const params = useParams();
    const to = target.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
    return <Navigate to={to} replace />;
  }
  AliasRedirect.displayName = `Redirect(${target})`;
  AliasRedirect.redirectTarget = target;
  return AliasRedirect;
}
