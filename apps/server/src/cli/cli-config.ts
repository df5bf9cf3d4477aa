import { ConfigError, loadConfig, type AppConfig } from '../config.ts';

/**
 * The server's configuration for a command-line tool: the same environment as the server, and a bad setting is
 * its Korean message and exit code 1 rather than a stack trace.
 */
export function cliConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
