// The users feature's public face for the app layer and middleware.
export { isEffectiveAdmin } from './admin-rule';
export { ensureUser } from './ensure-user';
export { getUserByEmail } from './get-user-by-email';
export { userRoutes } from './routes';
export { toUserDto } from './user-dto';
