// The web build resolves `zod` to this module (vite.config.ts), and puts it in the one chunk that
// holds zod: every schema, the shared ones included, is built after this line, and zod is loaded
// only by the pages that validate with it. Without it, zod probes `new Function('')`, which the
// server's CSP (script-src 'self', no 'unsafe-eval') reports as a violation.
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export default z;
