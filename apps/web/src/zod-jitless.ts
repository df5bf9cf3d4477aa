// Zod decides when each schema is created whether it may compile parsers with `new Function`, and its probe for that
// trips the page's CSP (`script-src 'self'`), which the browser reports as an issue even though Zod catches it
// (issue 10, ADR 0020). The bundle puts this module in Zod's own chunk (vite.config.ts), so it runs right after Zod
// and before any chunk that creates a schema.
import { config } from 'zod';

config({ jitless: true });
