export { recordServerEvent } from './record-server-event';
