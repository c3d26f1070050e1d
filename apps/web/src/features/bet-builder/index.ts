/**
 * The bet builder ('Criar aposta', seed 002 sections 2-7): the event page mounts `BetBuilder` in its
 * custom-bet market group; it prices the picks with the server and adds them to the slip as one item.
 */
export { BetBuilder } from './components/BetBuilder';
