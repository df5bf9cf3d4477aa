import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RegistryReading } from '@jipsa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { pdfText } from './pdf-text.ts';
import { readRegistryText } from './read-registry.ts';
import { registryTables } from './registry-tables.ts';
import { uploadRegistry } from './testing/upload-registry.ts';
import { textLines } from './text-lines.ts';

// Issue 45: the reader reads registries as other writers and widths print them, not only the layout of its first
// fixtures. The PDFs are printed by Chromium (testing/make-registry-pdfs.ts): three-mortgages and trust again in other
// layouts, which must read exactly as the first ones do, and a 건물 and a 토지.
const FIXTURES = path.join(import.meta.dirname, 'testing', 'fixtures');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));

// 2026-11-24 in Seoul, as registry.test.ts reads the same registries.
const NOW = new Date('2026-11-24T03:00:00Z');
let testApp: TestApp;

async function read(name: string): Promise<RegistryReading> {
  const response = await uploadRegistry(testApp.app, fixture(name));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const purposes = (reading: RegistryReading) =>
  reading.entries.map(({ section, rank, purpose, live }) => [section, rank, purpose, live]);

// The reading does not touch the database: these run in one of the two server projects.
describe('POST /api/v1/jeonseSafety/registry: 여러 모양의 등기부', () => {
  beforeAll(async () => {
    testApp = await buildTestApp({}, { clock: () => NOW });
  });
  afterAll(async () => {
    await testApp.app.close();
  });

  it('"순위 / 번호"처럼 두 줄로 접히고 칸 너비에 흩어 쓴 머리글도 같은 등기부로 읽어요', async () => {
    const reading = await read('wrapped-headers.pdf');
    expect(reading).toEqual(await read('three-mortgages.pdf'));
    expect(reading).toMatchObject({
      address: '서울특별시 강남구 역삼동 754',
      buildingName: '역삼빌라 제3층 제301호',
      exclusiveArea: 59.84,
      use: '다세대주택',
      owners: ['김철수'],
      liveClaimsTotal: 192_000_000,
      flags: ['SEIZURE'],
    });
    expect(reading.entries).toHaveLength(7);
  });

  it('좁은 칸이 낱말 가운데를 자른 "다세대주 / 택", "근저당권설 / 정"도 한 낱말로 읽어요', async () => {
    const reading = await read('narrow-columns.pdf');
    expect(reading).toEqual(await read('three-mortgages.pdf'));
    // Reading the 건물내역 a line at a time answered "다세대주".
    expect(reading.use).toBe('다세대주택');
    expect(purposes(reading)).toEqual([
      ['GAP', '3', '가압류', false],
      ['GAP', '5', '압류', true],
      ['GAP', '6', '압류', false],
      ['EUL', '1', '근저당권설정', false],
      ['EUL', '2', '근저당권설정', true],
      ['EUL', '4', '근저당권설정', true],
      ['EUL', '5', '전세권설정', false],
    ]);
    expect(reading.liveClaimsTotal).toBe(192_000_000);
  });

  it('주요 등기사항 요약이 증명서 앞에 있어도 증명서를 읽고, 요약의 신탁은 다시 세지 않아요', async () => {
    const reading = await read('summary-first.pdf');
    expect(reading).toEqual(await read('trust.pdf'));
    expect(reading.entries.filter((entry) => entry.live)).toEqual([
      {
        section: 'GAP',
        rank: '5',
        purpose: '신탁',
        receivedDate: '2026-09-30',
        amount: null,
        holder: '누리부동산신탁주식회사',
        live: true,
      },
    ]);
  });

  it('건물(다가구주택) 등기부는 표제부 하나로 읽고, 두 줄로 접힌 요약 제목 뒤의 요약은 다시 세지 않아요', async () => {
    expect(await read('detached-house.pdf')).toEqual({
      address: '서울특별시 관악구 봉천동 1620-15',
      buildingName: null,
      exclusiveArea: null,
      use: '다가구주택',
      owners: ['배수현'],
      lastOwnershipTransferDate: '2018-04-09',
      entries: [
        {
          section: 'GAP',
          rank: '3',
          purpose: '가압류',
          receivedDate: '2023-05-02',
          amount: 20_000_000,
          holder: '봉천상사주식회사',
          live: false,
        },
        {
          section: 'EUL',
          rank: '1',
          purpose: '근저당권설정',
          receivedDate: '2018-04-09',
          amount: 240_000_000,
          holder: '주식회사국민은행',
          live: true,
        },
        {
          section: 'EUL',
          rank: '2',
          purpose: '전세권설정',
          receivedDate: '2024-02-01',
          amount: 150_000_000,
          holder: '유하늘',
          live: true,
        },
      ],
      liveClaimsTotal: 240_000_000 + 150_000_000,
      flags: ['JEONSE_RIGHT'],
    });
  });

  it('토지 등기부는 소재지번을 주소로 읽고, 건물이 없으니 용도는 비워요', async () => {
    expect(await read('land.pdf')).toEqual({
      address: '경기도 양평군 양서면 목왕리 345-2',
      buildingName: null,
      exclusiveArea: null,
      use: null,
      owners: ['탁윤아'],
      lastOwnershipTransferDate: '2021-07-15',
      entries: [
        {
          section: 'EUL',
          rank: '1',
          purpose: '근저당권설정',
          receivedDate: '2021-07-15',
          amount: 130_000_000,
          holder: '양서농업협동조합',
          live: true,
        },
        {
          section: 'EUL',
          rank: '2',
          purpose: '지상권설정',
          receivedDate: '2021-07-15',
          amount: null,
          holder: '양서농업협동조합',
          live: true,
        },
      ],
      liveClaimsTotal: 130_000_000,
      flags: [],
    });
  });

  it('토지의 표제부는 여섯 칸(표시번호·접수·소재지번·지목·면적·등기원인)으로 읽고, 주소는 그 소재지번이에요', async () => {
    const text = await pdfText(fixture('land.pdf'), { maxPages: 30, maxChars: 300_000 });
    if (!text.ok) throw new Error(text.reason);
    const { kind, rows } = registryTables(textLines(text.pages));
    expect(kind).toBe('토지');
    expect(rows.BUILDING).toEqual([]);
    expect(rows.LAND).toEqual([
      {
        rank: '1',
        columns: [[], ['1978년4월1일'], ['경기도 양평군 양서면 목왕리 345-2'], ['전'], ['1,204㎡'], expect.any(Array)],
      },
      {
        rank: '2',
        columns: [[], ['2016년9월12일'], ['경기도 양평군 양서면 목왕리 345-2'], ['대'], ['1,204㎡'], expect.any(Array)],
      },
    ]);
    expect(rows.LAND[1]!.columns[5]!.join('')).toBe('2016년9월5일 지목변경');

    // Printed without the page's headline ("[토지] 경기도 … 고유번호 …"), the address is still the 표제부's.
    const withoutHeadline = text.pages.map((items) => {
      const headlines = new Set(items.filter((item) => item.text === '[토지]').map((item) => item.y));
      return items.filter((item) => !headlines.has(item.y));
    });
    const result = readRegistryText(withoutHeadline, '2026-11-24');
    expect(result).toMatchObject({ ok: true, reading: { address: '경기도 양평군 양서면 목왕리 345-2', use: null } });
  });
});
