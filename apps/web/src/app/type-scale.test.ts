import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const sourceRoot = path.resolve(import.meta.dirname, '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

describe('type scale', () => {
  // A larger system font (or the browser's text size) only reaches text sized in rem/em.
  it('sizes every font in rem or em, never in px, so a larger system font enlarges the text', () => {
    const pxFontSizes = cssFiles(sourceRoot).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          /font-size:\s*[0-9.]+px/.test(line) ? [`${path.relative(sourceRoot, file)}:${index + 1}`] : [],
        ),
    );
    expect(pxFontSizes).toEqual([]);
  });
});
