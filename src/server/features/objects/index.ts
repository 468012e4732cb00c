// The objects feature's public face: storage drivers, upload routes, the sweep and removing a user's objects.
export { STORAGE_PATH, createObjectStore } from './create-object-store';
export { avatarKeyOfUrl, avatarKeyOwner, newAvatarKey, pendingKeyOfUrl, pendingKeyOwner } from './keys';
export type { ObjectStore } from './object-store';
export { removeUserObjects } from './remove-user-objects';
export { objectRoutes } from './routes';
export { storageRoutes } from './storage-routes';
export { scheduleObjectSweep, sweepObjects } from './sweep';
