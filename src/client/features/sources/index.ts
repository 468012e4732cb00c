export { DataSourcesScreen } from './screens/data-sources-screen';
