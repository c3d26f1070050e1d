/** What the app shell and other features may use of responsible gaming. */
export { isChatDisabledFor } from './chat';
export { RealityCheck } from './components/RealityCheck';
export {
  type RgOverlay,
  useResponsibleGamingOverlay,
} from './components/ResponsibleGamingOverlays';
export { responsibleGamingRoutes } from './routes';
