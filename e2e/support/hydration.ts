/**
 * An init script: `window.__serverNodesReplaced` turns true once a node the server sent in #root is removed, i.e. the
 * app replaced the HTML instead of taking it over (hydration).
 */
export const WATCH_SERVER_NODES = `
  window.__serverNodesReplaced = false;
  document.addEventListener('DOMContentLoaded', () => {
    const root = document.getElementById('root');
    if (!root) return;
    new MutationObserver((records) => {
      if (records.some((record) => record.removedNodes.length > 0 && record.target === root))
        window.__serverNodesReplaced = true;
    }).observe(root, { childList: true });
  });
`;
