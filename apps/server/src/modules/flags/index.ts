import type { PlacarModule } from '../../platform/module';
import { flagsRoutes } from './flags.routes';

export * from './flags.service';

export const flagsModule: PlacarModule = { name: 'flags', routes: flagsRoutes };
