import { z } from 'zod';

// zod compiles fast object parsers with `new Function` when it may, and probes whether it may by
// trying; under the app's Content-Security-Policy (no 'unsafe-eval') that probe is a reported
// violation on every page. The plain parsers are fast enough for forms and API answers.
z.config({ jitless: true });
