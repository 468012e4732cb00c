// The saved mixes' public face (issue 29): their routes, mounted by the app.
export { mixRoutes } from './routes';
