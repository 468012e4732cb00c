export { recordSearch } from './record-search';
export { dailyRollup } from './rollup';
export { insightsRoutes } from './routes';
