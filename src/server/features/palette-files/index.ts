// A palette as files for other tools (issue 15): export, and (to come) import.
export { paletteFileRoutes } from './routes';
