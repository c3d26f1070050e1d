import type { PlacarModule } from '../../platform/module';
import { regionRoutes } from './region.routes';

export { type IpLocation, isLocalAddress, locateIp } from './geo-ip';
export { assertRegionAllowed, checkRegion } from './region-check';

export const regionModule: PlacarModule = { name: 'region', routes: regionRoutes };
