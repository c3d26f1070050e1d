export { browserNetwork, getStreams } from './browser';
export { OddsClock } from './odds-clock';
export * from './stream-manager';
export { useStream } from './use-stream';
