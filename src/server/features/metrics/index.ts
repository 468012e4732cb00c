export { answerClusterMetricsRequests, clusterMetricsCollector } from './cluster-metrics';
export { createMetrics, type Metrics } from './metrics';
export { metricsRoutes } from './routes';
