// Every `import … from 'zod'` of the browser build comes here (vite.config.ts aliases it). Zod decides when each
// schema is created whether it may compile parsers with `new Function`, and its probe for that trips the page's CSP
// (`script-src 'self'`), which the browser reports as an issue even though Zod catches it (issue 10, ADR 0020).
// Setting jitless here, before this module's importers run, holds however the bundle splits Zod out.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
