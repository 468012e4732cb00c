export { ConfigProvider, useConfig } from './config-context';
