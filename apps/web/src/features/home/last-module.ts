import { STORAGE_KEYS, storage } from '../../lib/storage';

export type Module = 'sports' | 'casino';

export function recordLastVisitedModule(module: Module) {
  storage.set(STORAGE_KEYS.lastVisitedModule, module);
}

/** Seed 000 section 2: the preferred module if stored, else the last visited one, else sports. */
export function homeTarget(): string {
  const preferred = storage.get<Module>(STORAGE_KEYS.preferredModule);
  const last = storage.get<Module>(STORAGE_KEYS.lastVisitedModule);
  const module = preferred ?? last ?? 'sports';
  return module === 'casino' ? '/casino/slots' : '/esportes';
}
