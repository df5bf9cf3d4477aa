import type { AppConfig } from '../../config.ts';
import { createEcosFeeds } from './feeds/ecos-feed.ts';
import { createKfbCofixFeed } from './feeds/kfb-cofix-feed.ts';
import type { RateFeed } from './feeds/rate-feed.ts';

/** Every feed this configuration knows, on or off: the off ones are listed by /ready and the first log line. */
export function createRateFeeds(config: AppConfig['rateFeeds']): RateFeed[] {
  return [...createEcosFeeds(config.ecos), createKfbCofixFeed(config.kfbCofix)];
}
