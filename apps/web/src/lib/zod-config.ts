import { z } from 'zod';

// Imported first by main.tsx: without this, zod probes `new Function('')`, which the server's CSP
// (script-src 'self', no 'unsafe-eval') reports as a violation.
z.config({ jitless: true });
