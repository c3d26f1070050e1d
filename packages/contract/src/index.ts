export * from './common';
export * from './errors';
export * from './flags';
export * from './stream';
