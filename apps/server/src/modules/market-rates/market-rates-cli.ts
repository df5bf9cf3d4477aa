import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MarketRateRow, MarketRateTable, PolicyDate } from '@jipsa/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { marketRateObservations } from '../../db/schema/market-rates.ts';
import type { RateFeed } from './feeds/rate-feed.ts';
import { createMarketRateStore } from './market-rate-store.ts';
import { decideHeldRate, runRateFeeds } from './run-rate-feeds.ts';
import { loadMarketRateTable, MarketRateFileError } from './load-market-rate-table.ts';
import { marketRateFilePath, readMarketRateFile } from './market-rate-file.ts';
import { marketRatesOn } from './market-rates-on.ts';

/** What the commands on the stored feed values need: the database the server uses, and its feeds. */
export type MarketRatesCliDatabase = {
  db: Database;
  feeds: readonly RateFeed[];
  committed: MarketRateTable;
  log: FastifyBaseLogger;
  now: Clock;
};

export type MarketRatesCliIo = {
  dataDir: string;
  /** Opens the database on first use (show, fetch, accept, reject); closed by the caller. */
  database?: () => Promise<MarketRatesCliDatabase>;
  /** PostgreSQL, which a running server shares: `show` reads the feeds' values only then (PGlite is one process's). */
  sharedDatabase?: boolean;
  /** Relative file arguments resolve from here (`npm run -w apps/server` runs in apps/server). */
  cwd: string;
  /** Today in Korea: marks the row in force. */
  today: PolicyDate;
  print(line: string): void;
  printError(line: string): void;
};

const USAGE = [
  '사용법: npm run market-rates -w apps/server -- <명령>',
  '  show           지금 서버가 쓰는 시장금리 표와 오늘 적용되는 행을 보여줘요.',
  '  check <파일>   JSON 파일을 검증만 해요.',
  '  set <파일>     JSON 파일을 검증하고 데이터 폴더에 설치해요 (서버를 다시 시작하면 적용돼요).',
  '  fetch          설정된 공시 피드(ECOS, 은행연합회 COFIX)를 지금 한 번씩 돌려요.',
  '  accept <id>    보류된 값을 적용해요 (오늘부터 보고서에 쓰여요).',
  '  reject <id>    보류된 값을 거절해요.',
  '  <파일>의 상대 경로는 apps/server 폴더 기준이에요. 헷갈리지 않게 "$PWD/rates.json"처럼 절대 경로를 써주세요.',
];

function describeRow(row: MarketRateRow): string {
  return (
    `${row.effectiveFrom}부터  기준금리 ${row.baseRate}  COFIX ${row.cofixNewBalance}  ` +
    `금융채6M ${row.financeBond6M}  금융채24M ${row.financeBond24M}  ` +
    `신용대출 ${row.creditLoanRate}  예금 ${row.depositRate}  (${row.note})`
  );
}

function printTable(table: MarketRateTable, today: PolicyDate, print: (line: string) => void): void {
  const { row, beforeTable } = marketRatesOn(table, today);
  print(`출처: ${table.source}`);
  for (const each of table.rows) print(`${each === row ? '▶' : ' '} ${describeRow(each)}`);
  print(
    beforeTable
      ? `오늘(${today})은 표보다 이른 날이라 가장 이른 행(${row.effectiveFrom})을 써요.`
      : `오늘(${today}) 적용되는 행: ${row.effectiveFrom}`,
  );
}

async function show(io: MarketRatesCliIo): Promise<number> {
  try {
    const { table, origin } = await loadMarketRateTable(io.dataDir);
    io.print(
      origin === 'default' ? '코드와 함께 배포된 기본 표를 쓰고 있어요.' : `운영자 파일을 쓰고 있어요: ${origin.file}`,
    );
    printTable(table, io.today, io.print);
    if (io.database && io.sharedDatabase) await printFeeds(await io.database(), io);
    else if (io.database)
      io.print('공시 피드와 보류된 값은 DATABASE_URL이 있을 때 보여요 (내장 DB는 서버를 멈춘 뒤 fetch로 확인해요).');
    return 0;
  } catch (error) {
    if (error instanceof MarketRateFileError) {
      io.printError(error.message);
      return 1;
    }
    throw error;
  }
}

async function checked(file: string, io: MarketRatesCliIo): Promise<MarketRateTable | null> {
  try {
    const result = await readMarketRateFile(file);
    if (result.ok) return result.table;
    io.printError(`${file}: ${result.reason}`);
  } catch (error) {
    io.printError(`${file}을 읽을 수 없어요: ${error instanceof Error ? error.message : String(error)}`);
  }
  return null;
}

async function check(file: string, io: MarketRatesCliIo): Promise<number> {
  const table = await checked(file, io);
  if (!table) return 1;
  io.print(`${file}은 올바른 시장금리 표예요 (${table.rows.length}개 행).`);
  printTable(table, io.today, io.print);
  return 0;
}

async function set(file: string, io: MarketRatesCliIo): Promise<number> {
  const table = await checked(file, io);
  if (!table) return 1;
  const target = marketRateFilePath(io.dataDir);
  await mkdir(path.dirname(target), { recursive: true });
  // Written beside the target and renamed over it, so a server starting meanwhile never reads half a file.
  const partial = `${target}.${process.pid}.tmp`;
  await writeFile(partial, `${JSON.stringify(table, null, 2)}\n`, 'utf8');
  await rename(partial, target);
  io.print(`${target}에 설치했어요. 서버를 다시 시작하면 적용돼요.`);
  printTable(table, io.today, io.print);
  return 0;
}

async function printFeeds({ db, feeds, committed }: MarketRatesCliDatabase, io: MarketRatesCliIo): Promise<void> {
  const store = createMarketRateStore({ db, committed, feeds });
  await store.refresh();
  const { row } = marketRatesOn(store.table(), io.today);
  io.print(`공시 값까지 합쳐 오늘 적용되는 행: ${describeRow(row)}`);
  io.print('공시 피드:');
  for (const feed of store.feeds()) {
    const state = feed.enabled ? '켜짐' : '꺼짐';
    const last = feed.lastSuccessAt ? `마지막 성공 ${feed.lastSuccessAt}` : '성공한 적 없음';
    io.print(`  ${feed.name}: ${state}, ${last}${feed.lastError ? `, 마지막 오류: ${feed.lastError}` : ''}`);
  }
  const held = await db.select().from(marketRateObservations).where(eq(marketRateObservations.status, 'HELD'));
  io.print(held.length === 0 ? '보류된 값은 없어요.' : `보류된 값 ${held.length}개 (accept <id> 또는 reject <id>):`);
  for (const row of held) {
    io.print(
      `  ${row.id}  ${row.figure} ${row.observedOn} ${row.rawValue}${row.unit}  ${row.source}  — ${row.reason ?? ''}`,
    );
  }
}

async function fetchNow(database: MarketRatesCliDatabase, io: MarketRatesCliIo): Promise<number> {
  const enabled = database.feeds.filter((feed) => feed.enabled);
  if (enabled.length === 0) {
    io.printError('켜진 피드가 없어요. ECOS_API_KEY를 설정하거나 KFB_COFIX_FEED=true로 켜주세요.');
    return 1;
  }
  const summaries = await runRateFeeds(database, enabled, database.now());
  for (const summary of summaries) {
    io.print(
      summary.ok
        ? `${summary.feed}: 새 값 ${summary.read}개 중 적용 ${summary.applied}, 보류 ${summary.held}, 거절 ${summary.rejected}`
        : `${summary.feed}: 실패 — ${summary.error ?? ''}`,
    );
  }
  io.print('실행 중인 서버는 MARKET_RATES_REFRESH_SECONDS마다 새 값을 읽어요.');
  return summaries.every((summary) => summary.ok) ? 0 : 1;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function decide(
  database: MarketRatesCliDatabase,
  id: string,
  decision: 'ACCEPT' | 'REJECT',
  io: MarketRatesCliIo,
): Promise<number> {
  if (!UUID.test(id) || !(await decideHeldRate(database.db, id, decision, database.now()))) {
    io.printError(`보류된 값 ${id}를 찾을 수 없어요. show로 보류된 값의 id를 확인해주세요.`);
    return 1;
  }
  io.print(decision === 'ACCEPT' ? `${id}를 적용했어요. 오늘부터 보고서에 쓰여요.` : `${id}를 거절했어요.`);
  return 0;
}

/**
 * The operator's command for market rates (`npm run market-rates -w apps/server -- show|check|set <file>|fetch|accept <id>|reject <id>`):
 * rates change without a code change, and a bad file is refused before it can stop the server from starting.
 * Returns the process exit code (0 done, 1 refused, 2 usage).
 *
 * @example
 * await runMarketRatesCli(['set', 'rates-2026-12.json'], { dataDir, today: '2026-11-22', print, printError }) // 0
 */
export async function runMarketRatesCli(args: readonly string[], io: MarketRatesCliIo): Promise<number> {
  const [command, file, ...extra] = args;
  if (command === 'show' && file === undefined) return show(io);
  if (io.database && command === 'fetch' && file === undefined) return fetchNow(await io.database(), io);
  if (io.database && (command === 'accept' || command === 'reject') && file !== undefined && extra.length === 0) {
    return decide(await io.database(), file, command === 'accept' ? 'ACCEPT' : 'REJECT', io);
  }
  if ((command === 'check' || command === 'set') && file !== undefined && extra.length === 0) {
    const absolute = path.resolve(io.cwd, file);
    return command === 'check' ? check(absolute, io) : set(absolute, io);
  }
  for (const line of USAGE) io.printError(line);
  return 2;
}
