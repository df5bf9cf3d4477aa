import { z } from 'zod';

/**
 * Makes zod speak Korean for the checks a schema did not give its own message.
 * Called once at start by the server and by the web app (an explicit step, not an import side effect).
 */
export function useKoreanZodErrors(): void {
  z.config(z.locales.ko());
}
