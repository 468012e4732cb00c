// The saved mixes' public face (issue 29): their routes, mounted by the app, and a read palette's mixes for its exports.
export { mixesOfPalette, mixesOfPalettes } from './list-mixes';
export { mixRoutes } from './routes';
