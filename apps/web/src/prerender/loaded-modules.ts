// Which of the app's modules the build's server-side entry has loaded on demand (issue 10). The server-side build wraps
// each dynamic import of the app in `recordLoad` (build/record-loaded-modules.ts). The prerenderer imports a fresh copy
// of the entry for each page, has it load that page's code and asks which modules that took, to name their browser
// chunks in the page's HTML (scripts/prerender.mjs).

const loaded = new Set<string>();

/** Notes that `moduleKey` (its path from apps/web, as the browser build's manifest names it) is being loaded. */
export function recordLoad<Module>(moduleKey: string, loading: Promise<Module>): Promise<Module> {
  loaded.add(moduleKey);
  return loading;
}

/** Every module loaded on demand since this copy of the entry was imported. */
export function loadedModules(): string[] {
  return [...loaded];
}
