import { config } from 'zod';

// Zod compiles object parsers with `new Function` when it may; its probe for that trips the page's CSP
// (`script-src 'self'`), which the browser reports as an issue even though Zod catches it (issue 10). Parsing without
// the compiled fast path costs nothing a person notices on forms this size.
config({ jitless: true });
