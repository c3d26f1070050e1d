export { AccountStateModals } from './AccountStateModals';
