import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_MARKET_RATE_TABLE } from '@jipsa/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadMarketRateTable, MarketRateFileError } from './load-market-rate-table.ts';
import { marketRateFilePath } from './market-rate-file.ts';
import { runMarketRatesCli } from './market-rates-cli.ts';
import { marketRatesOn } from './market-rates-on.ts';

const row = (effectiveFrom: string, depositRate = 2.5) => ({
  effectiveFrom,
  baseRate: 2.5,
  cofixNewBalance: 2.9,
  financeBond6M: 2.6,
  financeBond24M: 2.7,
  creditLoanRate: 5,
  depositRate,
  note: '테스트',
});
const VALID = { source: '운영자 12월 표', rows: [row('2026-07-01'), row('2026-12-01', 2.4)] };

let workDir: string;
let dataDir: string;
let out: string[];
let err: string[];

beforeEach(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'jipsa-market-rates-cli-'));
  dataDir = path.join(workDir, 'data');
  out = [];
  err = [];
});
afterEach(async () => {
  await rm(workDir, { recursive: true, force: true });
});

const run = (...args: string[]) =>
  runMarketRatesCli(args, {
    dataDir,
    cwd: workDir,
    today: '2026-12-15',
    print: (line) => out.push(line),
    printError: (line) => err.push(line),
  });

async function fileWith(name: string, content: unknown): Promise<string> {
  const file = path.join(workDir, name);
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

describe('npm run market-rates', () => {
  it('check 는 올바른 표를 받아들이고 오늘 적용되는 행을 보여줘요', async () => {
    await fileWith('rates.json', VALID);
    expect(await run('check', 'rates.json')).toBe(0);
    expect(out.join('\n')).toContain('올바른 시장금리 표예요 (2개 행)');
    expect(out.join('\n')).toContain('오늘(2026-12-15) 적용되는 행: 2026-12-01');
    expect(err).toEqual([]);
  });

  it('check 는 틀린 표·JSON 이 아닌 파일·없는 파일을 이유와 함께 거절해요', async () => {
    const misspelt = await fileWith('misspelt.json', { ...VALID, rows: [{ ...row('2026-07-01'), cofix: 3 }] });
    expect(await run('check', misspelt)).toBe(1);
    expect(err.at(-1)).toContain('rows[0].cofix는 알 수 없는 항목이에요.');
    expect(await run('check', await fileWith('broken.json', '{ "source": '))).toBe(1);
    expect(err.at(-1)).toContain('JSON으로 읽을 수 없어요');
    expect(await run('check', 'missing.json')).toBe(1);
    expect(err.at(-1)).toContain(`${path.join(workDir, 'missing.json')}을 읽을 수 없어요`);
  });

  it('set 은 검증한 표를 데이터 폴더에 설치하고, 서버는 다음 시작 때 그 표를 읽어요', async () => {
    expect(await run('set', await fileWith('rates.json', VALID))).toBe(0);
    const installed = marketRateFilePath(dataDir);
    expect(JSON.parse(await readFile(installed, 'utf8'))).toEqual(VALID);
    expect(out.join('\n')).toContain('서버를 다시 시작하면 적용돼요');
    expect(await loadMarketRateTable(dataDir)).toEqual({ table: VALID, origin: { file: installed } });
  });

  it('set 은 틀린 표를 설치하지 않고 이미 설치된 표를 그대로 둬요', async () => {
    await run('set', await fileWith('rates.json', VALID));
    const before = await readFile(marketRateFilePath(dataDir), 'utf8');
    const unordered = await fileWith('unordered.json', { ...VALID, rows: [row('2026-12-01'), row('2026-07-01')] });
    expect(await run('set', unordered)).toBe(1);
    expect(err.at(-1)).toContain('rows[1].effectiveFrom');
    expect(await readFile(marketRateFilePath(dataDir), 'utf8')).toBe(before);
  });

  it('show 는 파일이 없으면 기본 표를, 있으면 그 파일을 쓴다고 알려줘요', async () => {
    expect(await run('show')).toBe(0);
    expect(out[0]).toBe('코드와 함께 배포된 기본 표를 쓰고 있어요.');
    const latest = DEFAULT_MARKET_RATE_TABLE.rows.at(-1)?.effectiveFrom;
    expect(out.some((line) => line.startsWith(`▶ ${latest}부터`))).toBe(true);

    await run('set', await fileWith('rates.json', VALID));
    out = [];
    expect(await run('show')).toBe(0);
    expect(out[0]).toBe(`운영자 파일을 쓰고 있어요: ${marketRateFilePath(dataDir)}`);
    expect(out).toContain('출처: 운영자 12월 표');
  });

  it('show 는 설치된 파일이 틀렸으면 서버가 시작하지 않을 이유를 알려줘요', async () => {
    await mkdir(dataDir, { recursive: true });
    await writeFile(marketRateFilePath(dataDir), JSON.stringify({ source: 'x', rows: [] }));
    expect(await run('show')).toBe(1);
    expect(err.join('\n')).toContain('시장금리 표에 행이 하나도 없어요.');
  });

  it('모르는 명령이나 파일 없는 set 은 사용법을 보여주고 2 로 끝나요', async () => {
    expect(await run('delete')).toBe(2);
    expect(await run('set')).toBe(2);
    expect(await run()).toBe(2);
    expect(err[0]).toContain('사용법');
  });
});

describe('loadMarketRateTable', () => {
  it('파일이 없으면 기본 표, 틀린 파일이면 MarketRateFileError 예요', async () => {
    expect(await loadMarketRateTable(dataDir)).toEqual({ table: DEFAULT_MARKET_RATE_TABLE, origin: 'default' });
    await mkdir(dataDir, { recursive: true });
    await writeFile(marketRateFilePath(dataDir), 'not json');
    await expect(loadMarketRateTable(dataDir)).rejects.toBeInstanceOf(MarketRateFileError);
  });
});

describe('marketRatesOn', () => {
  it('그날 적용되는 행을 쓰고, 표보다 이른 날에는 가장 이른 행을 쓴다고 표시해요', () => {
    const table = { source: 'x', rows: [row('2026-07-01'), row('2026-12-01', 2.4)] };
    expect(marketRatesOn(table, '2026-11-30')).toEqual({ row: table.rows[0], beforeTable: false });
    expect(marketRatesOn(table, '2026-12-01')).toEqual({ row: table.rows[1], beforeTable: false });
    expect(marketRatesOn(table, '2026-06-30')).toEqual({ row: table.rows[0], beforeTable: true });
  });
});
