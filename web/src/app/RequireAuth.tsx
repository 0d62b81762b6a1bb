import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/lib/session';

/** Login-required screens send visitors to /login, remembering where they were going. */
export function RequireAuth() {
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location, reason: 'membersOnly' }} />;
  return <Outlet />;
}
