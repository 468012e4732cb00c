// The objects feature's public face: storage drivers, upload routes and the sweep.
export { STORAGE_PATH, createObjectStore } from './create-object-store';
export { OBJECT_PREFIXES, avatarKeyOfUrl, avatarKeyOwner, newAvatarKey, pendingKeyOfUrl, pendingKeyOwner } from './keys';
export type { ObjectStore } from './object-store';
export { objectRoutes } from './routes';
export { storageRoutes } from './storage-routes';
export { sweepObjects } from './sweep';
