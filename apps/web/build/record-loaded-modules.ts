import path from 'node:path';
import type { Plugin } from 'vite';

const webRoot = path.resolve(import.meta.dirname, '..');
const srcDir = path.join(webRoot, 'src');
const recorder = path.join(srcDir, 'prerender', 'loaded-modules.ts');

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function* importExpressions(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const child of node) yield* importExpressions(child);
  } else if (node !== null && typeof node === 'object') {
    if ((node as Node).type === 'ImportExpression') yield node as Node;
    for (const value of Object.values(node)) yield* importExpressions(value);
  }
}

/**
 * For the server-side build only: wraps each `import('…')` of the app's own code in `recordLoad`, so the prerenderer
 * learns which modules a page's first render loaded (src/prerender/loaded-modules.ts). The key is the module's path
 * from apps/web, the key of the browser build's manifest.
 */
export function recordLoadedModules(): Plugin {
  return {
    name: 'jipsa:record-loaded-modules',
    apply: (_config, env) => env.isSsrBuild === true,
    async transform(code, id) {
      if (!id.startsWith(srcDir) || id === recorder || !code.includes('import(')) return null;
      const edits: { start: number; end: number; text: string }[] = [];
      for (const expression of importExpressions(this.parse(code))) {
        const source = expression.source as Node & { value?: unknown };
        if (source.type !== 'Literal' || typeof source.value !== 'string') continue;
        const resolved = await this.resolve(source.value, id);
        if (!resolved) continue;
        const key = path
          .relative(webRoot, resolved.id.split('?')[0] ?? resolved.id)
          .split(path.sep)
          .join('/');
        const original = code.slice(expression.start, expression.end);
        edits.push({
          start: expression.start,
          end: expression.end,
          text: `__recordLoad(${JSON.stringify(key)}, ${original})`,
        });
      }
      if (edits.length === 0) return null;
      let result = code;
      for (const edit of edits.sort((a, b) => b.start - a.start)) {
        result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
      }
      return { code: `import { recordLoad as __recordLoad } from ${JSON.stringify(recorder)};\n${result}`, map: null };
    },
  };
}
