import { afterAll } from 'vitest';
import { closeOpenDatabases } from './open-databases';

// A setup file runs before every test file, also when files share their worker's modules.
afterAll(closeOpenDatabases);
