export { type Analytics, type AnalyticsEvent, analytics, setAnalytics } from './analytics/analytics';
export { DepositConversionTracker } from './analytics/DepositConversionTracker';
export { paymentsRoutes } from './routes';
