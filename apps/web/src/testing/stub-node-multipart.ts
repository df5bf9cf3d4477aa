import { File as NodeFile } from 'node:buffer';
import { vi } from 'vitest';

/**
 * jsdom's File and FormData cannot be streamed by Node's fetch (a browser's can): a multipart call with a
 * file would never leave. For tests that upload a file, Node's own File and FormData stand in for the
 * browser's; undo with `vi.unstubAllGlobals()`.
 */
export async function stubNodeMultipart(): Promise<void> {
  const nodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor;
  vi.stubGlobal('FormData', nodeFormData);
  vi.stubGlobal('File', NodeFile);
}
