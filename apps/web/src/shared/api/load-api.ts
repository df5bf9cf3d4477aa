/**
 * The app's API client, loaded with the first call that needs it: a page whose first screen asks the server nothing
 * (a calculator, a question form) is live without the client's code (issue 32); the call waits for it once.
 */
export const loadApi = () => import('./api.ts').then((module) => module.api);
