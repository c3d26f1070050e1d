import type { PlacarModule } from '../../platform/module';
import { flagsRoutes } from './flags.routes';

export * from './flags.service';
export { createFlagsState, type FlagsState } from './flags.state';

export const flagsModule: PlacarModule = { name: 'flags', routes: flagsRoutes };
