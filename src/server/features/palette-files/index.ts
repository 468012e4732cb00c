// A palette as files for other tools, and colors from one (issue 15): export and import.
export { paletteFileRoutes } from './routes';
