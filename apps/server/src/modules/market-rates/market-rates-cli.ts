import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MarketRateRow, MarketRateTable, PolicyDate } from '@jipsa/domain';
import { loadMarketRateTable, MarketRateFileError } from './load-market-rate-table.ts';
import { marketRateFilePath, readMarketRateFile } from './market-rate-file.ts';
import { marketRatesOn } from './market-rates-on.ts';

export type MarketRatesCliIo = {
  dataDir: string;
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

/**
 * The operator's command for market rates (`npm run market-rates -w apps/server -- show|check|set <file>`):
 * rates change without a code change, and a bad file is refused before it can stop the server from starting.
 * Returns the process exit code (0 done, 1 refused, 2 usage).
 *
 * @example
 * await runMarketRatesCli(['set', 'rates-2026-12.json'], { dataDir, today: '2026-11-22', print, printError }) // 0
 */
export async function runMarketRatesCli(args: readonly string[], io: MarketRatesCliIo): Promise<number> {
  const [command, file, ...extra] = args;
  if (command === 'show' && file === undefined) return show(io);
  if ((command === 'check' || command === 'set') && file !== undefined && extra.length === 0) {
    const absolute = path.resolve(io.cwd, file);
    return command === 'check' ? check(absolute, io) : set(absolute, io);
  }
  for (const line of USAGE) io.printError(line);
  return 2;
}
