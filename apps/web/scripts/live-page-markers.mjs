// Where the server puts a page it renders at request time into the build's template (dist/pages/<name>.live.html):
// the rendered HTML inside #root, and the queries it showed right after it.
export const LIVE_PAGE_MARKER = '<!--jipsa:live-page-->';
export const LIVE_DATA_MARKER = '<!--jipsa:live-data-->';
