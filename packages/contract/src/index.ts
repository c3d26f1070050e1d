export * from './common';
export * from './errors';
export * from './flags';
export * from './stream';
export * from './payments';
export * from './wallet';
