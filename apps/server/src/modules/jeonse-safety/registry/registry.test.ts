import { readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RegistryReading } from '@jipsa/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { captureLogs } from '../../../testing/captured-logs.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { REGISTRY_UNREADABLE_REASONS } from './copy.ts';
import { uploadRegistry } from './testing/upload-registry.ts';

// Registry PDFs printed by Chromium in the registry's layout (testing/make-registry-pdfs.ts makes them).
const FIXTURES = path.join(import.meta.dirname, 'testing', 'fixtures');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));

// 2026-11-24 in Seoul: the trust's transfer of 2026-09-30 is recent, 2021's is not.
const NOW = new Date('2026-11-24T03:00:00Z');
const logs = captureLogs('trace');
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({}, { clock: () => NOW, logger: logs.logger });
});
afterAll(async () => {
  await testApp.app.close();
});

const upload = (bytes: Buffer, field = 'file') => uploadRegistry(testApp.app, bytes, { field });

async function read(name: string): Promise<RegistryReading> {
  const response = await upload(fixture(name));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const live = (reading: RegistryReading) => reading.entries.filter((entry) => entry.live);
const cancelled = (reading: RegistryReading) => reading.entries.filter((entry) => !entry.live);

describe('POST /api/v1/jeonseSafety/registry', () => {
  it('근저당 셋 중 말소된 하나는 빼고, 변경된 채권최고액과 살아 있는 압류를 읽어요 (요약 페이지는 다시 세지 않아요)', async () => {
    const reading = await read('three-mortgages.pdf');
    expect(reading).toEqual({
      address: '서울특별시 강남구 역삼동 754',
      buildingName: '역삼빌라 제3층 제301호',
      exclusiveArea: 59.84,
      use: '다세대주택',
      owners: ['김철수'],
      lastOwnershipTransferDate: '2015-05-01',
      entries: [
        {
          section: 'GAP',
          rank: '3',
          purpose: '가압류',
          receivedDate: '2019-07-08',
          amount: 35_000_000,
          holder: '박민수',
          live: false,
        },
        {
          section: 'GAP',
          rank: '5',
          purpose: '압류',
          receivedDate: '2024-03-15',
          amount: null,
          holder: '국(역삼세무서)',
          live: true,
        },
        {
          section: 'GAP',
          rank: '6',
          purpose: '압류',
          receivedDate: '2024-08-12',
          amount: null,
          holder: '서울특별시강남구',
          live: false,
        },
        {
          section: 'EUL',
          rank: '1',
          purpose: '근저당권설정',
          receivedDate: '2015-05-01',
          amount: 156_000_000,
          holder: '주식회사국민은행',
          live: false,
        },
        {
          section: 'EUL',
          rank: '2',
          purpose: '근저당권설정',
          receivedDate: '2018-09-03',
          amount: 72_000_000,
          holder: '주식회사신한은행',
          live: true,
        },
        {
          section: 'EUL',
          rank: '4',
          purpose: '근저당권설정',
          receivedDate: '2021-04-02',
          amount: 120_000_000,
          holder: '역삼새마을금고',
          live: true,
        },
        {
          section: 'EUL',
          rank: '5',
          purpose: '전세권설정',
          receivedDate: '2016-02-01',
          amount: 90_000_000,
          holder: '이수진',
          live: false,
        },
      ],
      // 2번 72,000,000 (2-1 변경 후) + 4번 120,000,000; 말소된 1번 156,000,000 과 5번 전세금은 빠져요.
      liveClaimsTotal: 192_000_000,
      flags: ['SEIZURE'],
    });
  });

  it('신탁재산의귀속으로 말소된 신탁은 지나간 일이고, 두 달 전의 새 신탁은 살아 있어요: 소유자는 수탁자예요', async () => {
    const reading = await read('trust.pdf');
    expect(reading).toMatchObject({
      address: '경기도 고양시 일산동구 백석동 1234',
      buildingName: '백석센트럴 제101동 제15층 제1501호',
      exclusiveArea: 84.97,
      use: '아파트',
      owners: ['누리부동산신탁주식회사'],
      lastOwnershipTransferDate: '2026-09-30',
      liveClaimsTotal: 0,
    });
    expect(live(reading)).toEqual([
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
    expect(cancelled(reading).map(({ section, rank, purpose }) => [section, rank, purpose])).toEqual([
      ['GAP', '3', '신탁'],
      ['EUL', '1', '근저당권설정'],
    ]);
    expect(reading.flags.sort()).toEqual(['RECENT_OWNERSHIP_TRANSFER', 'TRUST']);
  });

  it('임차권등기는 경고하고 합계에는 넣지 않아요: 말소된 전세권도 빠지고, 공유자는 둘 다 소유자예요', async () => {
    const reading = await read('lease-registration.pdf');
    expect(reading).toMatchObject({
      address: '서울특별시 마포구 망원동 412-7',
      buildingName: '망원하이츠 제2층 제202호',
      exclusiveArea: 45.6,
      use: '연립주택',
      owners: ['한지민', '한지훈'],
      lastOwnershipTransferDate: '2022-02-14',
      liveClaimsTotal: 130_000_000,
      // Issue 50: two owners are a joint ownership, flagged with what it means for the contract.
      flags: ['LEASE_REGISTRATION', 'JOINT_OWNERSHIP'],
    });
    expect(reading.entries).toEqual([
      {
        section: 'EUL',
        rank: '1',
        purpose: '전세권설정',
        receivedDate: '2019-03-04',
        amount: 150_000_000,
        holder: '윤서연',
        live: false,
      },
      {
        section: 'EUL',
        rank: '3',
        purpose: '근저당권설정',
        receivedDate: '2022-02-14',
        amount: 130_000_000,
        holder: '주식회사우리은행',
        live: true,
      },
      {
        section: 'EUL',
        rank: '4',
        purpose: '주택임차권',
        receivedDate: '2025-08-20',
        amount: 180_000_000,
        holder: '강다은',
        live: true,
      },
    ]);
  });

  it('근린생활시설 건물의 가처분·가압류·경매·전세권을 모두 경고하고, 근저당과 전세금을 더해요', async () => {
    const reading = await read('neighbourhood-facility.pdf');
    expect(reading).toMatchObject({
      address: '인천광역시 미추홀구 주안동 1550-3',
      buildingName: '주안스카이 제4층 제402호',
      exclusiveArea: 29.7,
      use: '제2종근린생활시설',
      owners: ['서동욱'],
      lastOwnershipTransferDate: '2021-03-02',
      liveClaimsTotal: 91_000_000 + 85_000_000,
    });
    expect(cancelled(reading)).toEqual([]);
    expect(
      live(reading).map(({ section, rank, purpose, amount, holder }) => [section, rank, purpose, amount, holder]),
    ).toEqual([
      ['GAP', '3', '가처분', null, '주식회사케이캐피탈'],
      ['GAP', '4', '가압류', 42_000_000, '인천신용보증재단'],
      ['GAP', '5', '임의경매개시결정', null, '주안신용협동조합'],
      ['EUL', '1', '근저당권설정', 91_000_000, '주안신용협동조합'],
      ['EUL', '2', '전세권설정', 85_000_000, '문가영'],
    ]);
    expect(reading.flags.sort()).toEqual([
      'AUCTION',
      'INJUNCTION',
      'JEONSE_RIGHT',
      'NON_RESIDENTIAL_USE',
      'PROVISIONAL_SEIZURE',
    ]);
  });

  it.each([
    ['scanned.pdf', REGISTRY_UNREADABLE_REASONS.NO_TEXT],
    ['encrypted.pdf', REGISTRY_UNREADABLE_REASONS.ENCRYPTED],
    ['not-a-registry.pdf', REGISTRY_UNREADABLE_REASONS.NOT_REGISTRY],
    ['fifty-pages.pdf', REGISTRY_UNREADABLE_REASONS.TOO_MANY_PAGES],
  ])('%s 는 곧바로 무엇을 올려야 하는지 한국어로 알려줘요', async (name, message) => {
    const started = performance.now();
    const response = await upload(fixture(name));
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, message, data: { errorCode: 'REGISTRY_UNREADABLE' } });
    expect(message).toMatch(/[가-힣]/);
  });

  it('스캔본 안내는 인터넷등기소 PDF를 올리라고 말해요', () => {
    expect(REGISTRY_UNREADABLE_REASONS.NO_TEXT).toBe(
      '글자를 읽을 수 없는 스캔본이에요. 인터넷등기소에서 내려받은 PDF를 올려주세요.',
    );
  });

  it('사진(JPG·PNG)은 손상된 파일이 아니라 인터넷등기소 PDF가 필요하다고 말해요 (issue 50)', async () => {
    const jpeg = await upload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]));
    expect(jpeg.statusCode).toBe(400);
    expect(jpeg.json().message).toBe(
      '사진이나 이미지 파일은 읽을 수 없어요. 인터넷등기소에서 등기사항전부증명서를 열람한 뒤 "PDF로 저장"한 파일을 올려주세요.',
    );
    expect(jpeg.json().message).not.toContain('손상');
  });

  it('PDF가 아닌 파일은 400, 10MB를 넘는 파일은 읽기 전에 413이에요', async () => {
    const text = await upload(Buffer.from('등기부등본 아님'));
    expect(text.json()).toMatchObject({
      message: REGISTRY_UNREADABLE_REASONS.NOT_PDF,
      data: { errorCode: 'REGISTRY_UNREADABLE' },
    });
    const huge = Buffer.concat([fixture('three-mortgages.pdf'), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await upload(huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().data).toEqual({ errorCode: 'PAYLOAD_TOO_LARGE' });
  });

  it('file 항목이 없으면 400 이에요', async () => {
    const response = await upload(fixture('three-mortgages.pdf'), 'pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toMatchObject({ errorCode: 'VALIDATION_FAILED', fieldErrors: [{ field: 'file' }] });
  });

  it('파일은 디스크에도 데이터베이스에도 남지 않아요', async () => {
    const tmp = os.tmpdir();
    const filesBefore = new Set(readdirSync(tmp));
    const rowsBefore = await rowCounts();
    await read('lease-registration.pdf');
    const newFiles = readdirSync(tmp)
      .filter((name) => !filesBefore.has(name))
      .map((name) => path.join(tmp, name))
      .filter((file) => statSync(file).isFile());
    expect(newFiles.filter((file) => readFileSync(file).subarray(0, 5).toString() === '%PDF-')).toEqual([]);
    expect(await rowCounts()).toEqual(rowsBefore);
  });

  // Last: by now every registry above has been read with the logger at its most talkative.
  it('로그에는 등기부의 이름도 주소도 남지 않아요', async () => {
    await read('three-mortgages.pdf');
    const written = logs.lines.join('\n');
    expect(written).toContain('registry pdf read');
    for (const word of [
      '김철수',
      '박민수',
      '역삼',
      '논현로',
      '누리부동산신탁',
      '정미경',
      '백석',
      '한지민',
      '강다은',
      '망원',
      '서동욱',
      '주안',
      '문가영',
      '신한은행',
    ]) {
      expect(written).not.toContain(word);
    }
  });
});

async function rowCounts(): Promise<Record<string, number>> {
  const { db } = testApp.database;
  const tables = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
    counts[table] = row!.n;
  }
  return counts;
}
