import type { ReactNode } from 'react';
import { useSession } from '../lib/session';
import { type AreaId, allows } from './areas';
import { Forbidden } from './Forbidden';

/** Shows the area only to the roles allowed; the others get the 403 page. */
export function RequireArea({ area, children }: { area: AreaId; children: ReactNode }) {
  const { me } = useSession();
  return me && allows(me.roles, area) ? children : <Forbidden />;
}
