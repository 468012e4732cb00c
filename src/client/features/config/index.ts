export { ConfigProvider, useConfig } from './config-context';
export { usePageTitle } from './use-page-title';
