// The objects feature's public face: storage drivers, upload routes and the sweep.
export { createObjectStore, STORAGE_PATH } from './create-object-store';
export { avatarKeyOfUrl, avatarKeyOwner, newAvatarKey, OBJECT_PREFIXES, pendingKeyOfUrl, pendingKeyOwner } from './keys';
export type { ObjectStore } from './object-store';
export { objectRoutes } from './routes';
export { storageRoutes } from './storage-routes';
export { sweepObjects } from './sweep';
