import type { AppConfig } from '../config.ts';

const onOff = (on: boolean) => (on ? 'on' : 'off');

/**
 * What this process runs as, for the first log line: an operator who forgot NODE_ENV, or left the dev
 * login open, sees it before anything else.
 *
 * @example
 * startupSummary(config).message
 * // 'production mode (NODE_ENV unset, configured: DATABASE_URL): database postgres, storage local, dev login off, …'
 */
export function startupSummary(config: AppConfig) {
  const facts = {
    mode: config.env,
    modeReason: config.envReason,
    database: config.databaseUrl ? 'postgres' : 'pglite',
    storage: config.storage.kind,
    devLogin: config.devLoginEnabled && !config.kakao,
    demoSeed: config.seedDemoContent,
    kakao: config.kakao !== undefined,
    rateLimitStore: config.redisUrl ? 'redis' : 'memory',
    apiDocs: config.apiDocsEnabled,
    // Without their keys the committed market-rate table serves alone (issue 28).
    rateFeeds: { ecos: Boolean(config.rateFeeds.ecos.apiKey), kfbCofix: config.rateFeeds.kfbCofix.enabled },
    listen: `${config.host}:${config.port}`,
  };
  const message =
    `${facts.mode} mode (${facts.modeReason}): database ${facts.database}, storage ${facts.storage}, ` +
    `dev login ${onOff(facts.devLogin)}, demo seed ${onOff(facts.demoSeed)}, Kakao ${onOff(facts.kakao)}, ` +
    `rate-limit store ${facts.rateLimitStore}, API docs ${onOff(facts.apiDocs)}, ` +
    `rate feeds: ECOS ${onOff(facts.rateFeeds.ecos)}, KFB COFIX ${onOff(facts.rateFeeds.kfbCofix)}, listening on ${facts.listen}`;
  return { facts, message };
}
