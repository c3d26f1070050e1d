import type { PlacarModule } from '../../platform/module';

export { getUserIdentity, type UserIdentity } from './account.service';

export const accountModule: PlacarModule = { name: 'account' };
