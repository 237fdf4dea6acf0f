import { Link } from 'react-router-dom';
import { AuthLinks, type AuthLinkItem } from './AuthLinks';

/** AuthLinks that navigate inside the admin's router. */
export function RouterAuthLinks({ links }: { links: AuthLinkItem[] }) {
  return <AuthLinks links={links} linkComponent={Link} />;
}
