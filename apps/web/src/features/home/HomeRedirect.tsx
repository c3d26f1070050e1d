import { Navigate } from 'react-router';
import { homeTarget } from './last-module';

export function HomeRedirect() {
  return <Navigate to={homeTarget()} replace />;
}
