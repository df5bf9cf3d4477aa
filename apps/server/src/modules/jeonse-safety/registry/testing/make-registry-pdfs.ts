// Makes the registry PDFs the tests read (fixtures/*.pdf, committed): 등기사항전부증명서 printed by Chromium from the
// registry's layout (registry-html.ts), some of them in the layouts of other writers and widths (issue 45), and the
// uploads that must be refused: a scan (an image only), an encrypted copy (qpdf), another document, a 50-page file and
// a page whose content stream inflates to ~120 MB.
//
//   flock /tmp/jipsa-heavy.lock npx tsx apps/server/src/modules/jeonse-safety/registry/testing/make-registry-pdfs.ts
//
// Names after it (`… make-registry-pdfs.ts land detached-house`) print only those registries and leave the rest as
// they are: a fixture printed again differs in its bytes (Chromium dates and names its objects anew).
//
// Needs Debian's Chromium, the NanumGothic font (fonts-nanum) and qpdf. The people, companies and addresses are invented,
// and every registration number is masked after its first six digits (800101-*******), as a 열람용 copy prints it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { CHROMIUM, MACHINE_FLAGS, OMNIBOX_WEBUI_FEATURES, withFeaturesDisabled } from '../../../../testing/chromium.ts';
import { onePagePdf } from './crafted-pdfs.ts';
import { registryHtml, type RegistryDocument } from './registry-html.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'registry-pdfs-'));

const chromium = (...args: string[]) =>
  execFileSync(
    CHROMIUM,
    [
      ...withFeaturesDisabled(MACHINE_FLAGS, OMNIBOX_WEBUI_FEATURES),
      '--no-pdf-header-footer',
      `--user-data-dir=${mkdtempSync(path.join(scratch, 'profile-'))}`,
      ...args,
    ],
    { stdio: 'ignore' },
  );

function printHtml(html: string, name: string): string {
  const source = path.join(scratch, `${name}.html`);
  const target = path.join(FIXTURES, `${name}.pdf`);
  writeFileSync(source, html);
  chromium(`--print-to-pdf=${target}`, source);
  return target;
}

const VIEWED_AT = '2026년11월20일 10시12분30초';

/** 역삼빌라 301호: three 근저당 (one cancelled, one raised by a 부기), a cancelled 가압류, a live 압류, a cancelled 전세권. */
const threeMortgages: RegistryDocument = {
  kind: '집합건물',
  headline: '서울특별시 강남구 역삼동 754 역삼빌라 제3층 제301호',
  uniqueNumber: '1146-2001-012345',
  building: [
    {
      number: '1',
      received: '2001년3월5일',
      place: ['서울특별시 강남구 역삼동 754', '역삼빌라'],
      detail: [
        '철근콘크리트구조',
        '(철근)콘크리트지붕 4층',
        '다세대주택',
        '1층 120.5㎡',
        '2층 120.5㎡',
        '3층 120.5㎡',
        '4층 98.2㎡',
      ],
      cause: [],
    },
    {
      number: '2',
      received: '',
      place: ['서울특별시 강남구 역삼동 754', '역삼빌라', '[도로명주소]', '서울특별시 강남구 논현로 123'],
      detail: [
        '철근콘크리트구조',
        '(철근)콘크리트지붕 4층',
        '다세대주택',
        '1층 120.5㎡',
        '2층 120.5㎡',
        '3층 120.5㎡',
        '4층 98.2㎡',
      ],
      cause: ['도로명주소', '2013년9월10일 등기'],
    },
  ],
  unit: [
    {
      number: '1',
      received: '2001년3월5일',
      place: ['제3층 제301호'],
      detail: ['철근콘크리트구조', '59.84㎡'],
      cause: ['도면편철장 제1책 제123장'],
    },
  ],
  gap: [
    {
      rank: '1',
      purpose: '소유권보존',
      received: '2001년3월5일\n제10231호',
      cause: '',
      details: ['소유자 주식회사역삼건설 110111-*******', '서울특별시 강남구 역삼로 1 (역삼동)'],
    },
    {
      rank: '2',
      purpose: '소유권이전',
      received: '2015년5월1일\n제35678호',
      cause: '2015년4월1일\n매매',
      details: [
        '소유자 김철수 750101-*******',
        '서울특별시 강남구 논현로 123, 301호(역삼동)',
        '거래가액 금310,000,000원',
      ],
    },
    {
      rank: '3',
      purpose: '가압류',
      received: '2019년7월8일\n제51234호',
      cause: '2019년7월5일\n서울중앙지방법원의\n가압류결정(2019카단81234)',
      details: ['청구금액 금35,000,000원', '채권자 박민수 801212-*******', '서울특별시 서초구 반포대로 55'],
      struck: true,
    },
    {
      rank: '4',
      purpose: '3번가압류등기말소',
      received: '2020년2월3일\n제8123호',
      cause: '2020년1월30일\n해제',
      details: [],
    },
    {
      rank: '5',
      purpose: '압류',
      received: '2024년3월15일\n제20456호',
      cause: '2024년3월14일\n압류(징세과-4512)',
      details: ['권리자 국', '처분청 역삼세무서'],
    },
    {
      rank: '6',
      purpose: '압류',
      received: '2024년8월12일\n제61200호',
      cause: '2024년8월9일\n압류(세무1과-7781)',
      details: ['권리자 서울특별시강남구'],
      struck: true,
    },
    {
      rank: '7',
      purpose: '6번압류등기말소',
      received: '2025년1월6일\n제1544호',
      cause: '2025년1월3일\n해제',
      details: [],
    },
  ],
  eul: [
    {
      rank: '1',
      purpose: '근저당권설정',
      received: '2015년5월1일\n제35679호',
      cause: '2015년5월1일\n설정계약',
      details: [
        '채권최고액 금156,000,000원',
        '채무자 김철수',
        '서울특별시 강남구 논현로 123, 301호(역삼동)',
        '근저당권자 주식회사국민은행 110111-*******',
        '서울특별시 중구 남대문로 84(을지로2가)',
        '(역삼지점)',
      ],
      struck: true,
    },
    {
      rank: '2',
      purpose: '근저당권설정',
      received: '2018년9월3일\n제71234호',
      cause: '2018년9월3일\n설정계약',
      details: [
        '채권최고액 금60,000,000원',
        '채무자 김철수',
        '서울특별시 강남구 논현로 123, 301호(역삼동)',
        '근저당권자 주식회사신한은행 110111-*******',
        '서울특별시 중구 세종대로9길 20(태평로2가)',
      ],
    },
    {
      rank: '2-1',
      purpose: '2번근저당권변경',
      received: '2019년1월10일\n제2345호',
      cause: '2019년1월10일\n변경계약',
      details: ['채권최고액 금72,000,000원'],
    },
    {
      rank: '3',
      purpose: '1번근저당권설정등기말소',
      received: '2021년4월2일\n제30111호',
      cause: '2021년4월1일\n해지',
      details: [],
    },
    {
      rank: '4',
      purpose: '근저당권설정',
      received: '2021년4월2일\n제30112호',
      cause: '2021년4월2일\n설정계약',
      details: [
        '채권최고액 금120,000,000원',
        '채무자 김철수',
        '서울특별시 강남구 논현로 123, 301호(역삼동)',
        '근저당권자 역삼새마을금고 114444-*******',
        '서울특별시 강남구 역삼로 200(역삼동)',
      ],
    },
    {
      rank: '5',
      purpose: '전세권설정',
      received: '2016년2월1일\n제9876호',
      cause: '2016년1월28일\n설정계약',
      details: [
        '전세금 금90,000,000원',
        '범 위 주거용 건물의 전부',
        '존속기간 2016년2월1일부터 2018년1월31일까지',
        '전세권자 이수진 880808-*******',
        '서울특별시 송파구 올림픽로 300',
      ],
      struck: true,
    },
    {
      rank: '6',
      purpose: '5번전세권설정등기말소',
      received: '2018년2월5일\n제10020호',
      cause: '2018년2월1일\n해지',
      details: [],
    },
  ],
  summary: {
    owners: ['김철수 (소유자)|750101-*******|단독소유|서울특별시 강남구 논현로 123, 301호(역삼동)|2'],
    gap: [['5', '압류', '2024년3월15일 제20456호', '권리자 국', '김철수']],
    eul: [
      [
        '2',
        '근저당권설정',
        '2018년9월3일 제71234호',
        '채권최고액 금72,000,000원 근저당권자 주식회사신한은행',
        '김철수',
      ],
      ['4', '근저당권설정', '2021년4월2일 제30112호', '채권최고액 금120,000,000원 근저당권자 역삼새마을금고', '김철수'],
    ],
  },
  office: '서울중앙지방법원 등기국',
  viewedAt: VIEWED_AT,
};

/** 백석센트럴 1501호: a 신탁 cancelled by 신탁재산의귀속, then a new 신탁 two months ago; the only 근저당 cancelled. */
const trust: RegistryDocument = {
  kind: '집합건물',
  headline: '경기도 고양시 일산동구 백석동 1234 백석센트럴 제101동 제15층 제1501호',
  uniqueNumber: '2841-2008-004321',
  building: [
    {
      number: '1',
      received: '2008년6월2일',
      place: [
        '경기도 고양시 일산동구 백석동 1234',
        '백석센트럴 제101동',
        '[도로명주소]',
        '경기도 고양시 일산동구 중앙로 456',
      ],
      detail: ['철근콘크리트구조', '(철근)콘크리트지붕 25층', '아파트', '1층 456.78㎡', '2층 456.78㎡', '3층 456.78㎡'],
      cause: ['도면편철장 제3책 제45장'],
    },
  ],
  unit: [
    {
      number: '1',
      received: '2008년6월2일',
      place: ['제15층 제1501호'],
      detail: ['철근콘크리트구조', '84.97㎡'],
      cause: ['도면편철장 제3책 제45장'],
    },
  ],
  landRightRatio: '25455.4분의 67.06',
  gap: [
    {
      rank: '1',
      purpose: '소유권보존',
      received: '2008년6월2일\n제40001호',
      cause: '',
      details: ['소유자 백석개발주식회사 134511-*******', '경기도 고양시 일산동구 중앙로 1'],
    },
    {
      rank: '2',
      purpose: '소유권이전',
      received: '2010년3월4일\n제15001호',
      cause: '2010년1월20일\n매매',
      details: [
        '소유자 정미경 680505-*******',
        '경기도 고양시 일산동구 중앙로 456, 101동 1501호',
        '거래가액 금420,000,000원',
      ],
    },
    {
      rank: '3',
      purpose: '소유권이전',
      received: '2019년11월5일\n제90012호',
      cause: '2019년11월5일\n신탁',
      details: ['수탁자 한빛자산신탁주식회사 110111-*******', '서울특별시 강남구 테헤란로 301'],
      struck: true,
    },
    { rank: '', purpose: '신탁', received: '', cause: '', details: ['신탁원부 제2019-4567호'], struck: true },
    {
      rank: '4',
      purpose: '소유권이전',
      received: '2021년6월7일\n제45012호',
      cause: '2021년6월7일\n신탁재산의귀속',
      details: ['소유자 정미경 680505-*******', '경기도 고양시 일산동구 중앙로 456, 101동 1501호'],
    },
    { rank: '', purpose: '3번신탁등기말소', received: '', cause: '신탁재산의귀속', details: [] },
    {
      rank: '5',
      purpose: '소유권이전',
      received: '2026년9월30일\n제80123호',
      cause: '2026년9월30일\n신탁',
      details: ['수탁자 누리부동산신탁주식회사 110111-*******', '서울특별시 영등포구 국제금융로 10'],
    },
    { rank: '', purpose: '신탁', received: '', cause: '', details: ['신탁원부 제2026-8899호'] },
  ],
  eul: [
    {
      rank: '1',
      purpose: '근저당권설정',
      received: '2010년3월4일\n제15002호',
      cause: '2010년3월4일\n설정계약',
      details: [
        '채권최고액 금240,000,000원',
        '채무자 정미경',
        '근저당권자 주식회사하나은행 110111-*******',
        '서울특별시 중구 을지로 66',
      ],
      struck: true,
    },
    {
      rank: '2',
      purpose: '1번근저당권설정등기말소',
      received: '2026년9월30일\n제80122호',
      cause: '2026년9월29일\n해지',
      details: [],
    },
  ],
  summary: {
    owners: ['누리부동산신탁주식회사 (수탁자)|110111-*******|단독소유|서울특별시 영등포구 국제금융로 10|5'],
    gap: [['5', '신탁', '2026년9월30일 제80123호', '신탁원부 제2026-8899호', '누리부동산신탁주식회사']],
    eul: [],
  },
  office: '의정부지방법원 고양지원 등기과',
  viewedAt: VIEWED_AT,
};

/** 망원하이츠 202호: two co-owners, a live 근저당, a cancelled 전세권 and a 주택임차권 (a tenant not paid back). */
const leaseRegistration: RegistryDocument = {
  kind: '집합건물',
  headline: '서울특별시 마포구 망원동 412-7 망원하이츠 제2층 제202호',
  uniqueNumber: '1101-1998-007788',
  building: [
    {
      number: '1',
      received: '1998년10월12일',
      place: ['서울특별시 마포구 망원동 412-7', '망원하이츠'],
      detail: ['연와조', '슬래브지붕 3층', '연립주택', '1층 180.2㎡', '2층 180.2㎡', '3층 180.2㎡'],
      cause: [],
    },
  ],
  unit: [
    {
      number: '1',
      received: '1998년10월12일',
      place: ['제2층 제202호'],
      detail: ['연와조', '45.6㎡'],
      cause: ['도면편철장 제2책 제77장'],
    },
  ],
  gap: [
    {
      rank: '1',
      purpose: '소유권보존',
      received: '1998년10월12일\n제61001호',
      cause: '',
      details: ['소유자 망원주택건설주식회사 110111-*******'],
    },
    {
      rank: '2',
      purpose: '소유권이전',
      received: '2012년8월20일\n제40555호',
      cause: '2012년7월2일\n매매',
      details: ['소유자 최영호 620707-*******', '서울특별시 마포구 망원로 12'],
    },
    {
      rank: '3',
      purpose: '소유권이전',
      received: '2022년2월14일\n제13579호',
      cause: '2022년1월10일\n매매',
      details: [
        '공유자',
        '지분 2분의 1',
        '한지민 910101-*******',
        '서울특별시 마포구 망원로 40, 202호(망원동)',
        '지분 2분의 1',
        '한지훈 930303-*******',
        '서울특별시 마포구 망원로 40, 202호(망원동)',
        '거래가액 금295,000,000원',
      ],
    },
  ],
  eul: [
    {
      rank: '1',
      purpose: '전세권설정',
      received: '2019년3월4일\n제22111호',
      cause: '2019년2월25일\n설정계약',
      details: [
        '전세금 금150,000,000원',
        '범 위 주거용 건물의 전부',
        '존속기간 2019년3월4일부터 2021년3월3일까지',
        '전세권자 윤서연 950505-*******',
        '서울특별시 마포구 망원로 40',
      ],
      struck: true,
    },
    {
      rank: '2',
      purpose: '1번전세권설정등기말소',
      received: '2022년2월10일\n제12001호',
      cause: '2022년2월10일\n해지',
      details: [],
    },
    {
      rank: '3',
      purpose: '근저당권설정',
      received: '2022년2월14일\n제13580호',
      cause: '2022년2월14일\n설정계약',
      details: [
        '채권최고액 금130,000,000원',
        '채무자 한지민',
        '근저당권자 주식회사우리은행 110111-*******',
        '서울특별시 중구 소공로 51',
      ],
    },
    {
      rank: '4',
      purpose: '주택임차권',
      received: '2025년8월20일\n제61234호',
      cause: '2025년7월30일\n서울서부지방법원의\n임차권등기명령\n(2025카임512)',
      details: [
        '임차보증금 금180,000,000원',
        '차 임 없음',
        '범 위 건물 전부',
        '임대차계약일자 2023년6월1일',
        '주민등록일자 2023년6월30일',
        '점유개시일자 2023년6월30일',
        '확정일자 2023년6월2일',
        '임차권자 강다은 900303-*******',
        '서울특별시 은평구 통일로 700',
      ],
    },
  ],
  summary: {
    owners: [
      '한지민 (공유자)|910101-*******|2분의 1|서울특별시 마포구 망원로 40|3',
      '한지훈 (공유자)|930303-*******|2분의 1|서울특별시 마포구 망원로 40|3',
    ],
    gap: [],
    eul: [
      [
        '3',
        '근저당권설정',
        '2022년2월14일 제13580호',
        '채권최고액 금130,000,000원 근저당권자 주식회사우리은행',
        '한지민 등',
      ],
      ['4', '주택임차권', '2025년8월20일 제61234호', '임차보증금 금180,000,000원 임차권자 강다은', '한지민 등'],
    ],
  },
  office: '서울서부지방법원 등기국',
  viewedAt: VIEWED_AT,
};

/** 주안스카이 402호: a building registered as 제2종근린생활시설, with a 가처분, a 가압류, an auction and a 전세권. */
const neighbourhoodFacility: RegistryDocument = {
  kind: '집합건물',
  headline: '인천광역시 미추홀구 주안동 1550-3 주안스카이 제4층 제402호',
  uniqueNumber: '1201-2020-003456',
  building: [
    {
      number: '1',
      received: '2020년5월11일',
      place: ['인천광역시 미추홀구 주안동 1550-3', '주안스카이'],
      detail: [
        '철근콘크리트구조',
        '철근콘크리트지붕 5층',
        '제2종근린생활시설',
        '1층 150.1㎡',
        '2층 150.1㎡',
        '3층 150.1㎡',
      ],
      cause: ['도면번호 제2020-512호'],
    },
  ],
  unit: [
    {
      number: '1',
      received: '2020년5월11일',
      place: ['제4층 제402호'],
      detail: ['철근콘크리트구조', '29.7㎡'],
      cause: ['도면번호 제2020-512호'],
    },
  ],
  gap: [
    {
      rank: '1',
      purpose: '소유권보존',
      received: '2020년5월11일\n제33001호',
      cause: '',
      details: ['소유자 주안건설주식회사 120111-*******'],
    },
    {
      rank: '2',
      purpose: '소유권이전',
      received: '2021년3월2일\n제18020호',
      cause: '2021년2월1일\n매매',
      details: ['소유자 서동욱 700303-*******', '인천광역시 남동구 인주대로 500'],
    },
    {
      rank: '3',
      purpose: '가처분',
      received: '2025년10월2일\n제70111호',
      cause: '2025년9월30일\n인천지방법원의\n가처분결정(2025카합1234)',
      details: [
        '피보전권리 사해행위취소를 원인으로 한 소유권이전등기말소청구권',
        '채권자 주식회사케이캐피탈 110111-*******',
        '금지사항 매매, 증여, 전세권, 저당권, 임차권의 설정 기타 일체의 처분행위 금지',
      ],
    },
    {
      rank: '4',
      purpose: '가압류',
      received: '2025년11월3일\n제78001호',
      cause: '2025년10월31일\n인천지방법원의\n가압류결정(2025카단5678)',
      details: ['청구금액 금42,000,000원', '채권자 인천신용보증재단 120182-*******'],
    },
    {
      rank: '5',
      purpose: '임의경매개시결정',
      received: '2026년1월15일\n제3003호',
      cause: '2026년1월15일\n인천지방법원의\n임의경매개시결정(2026타경1001)',
      details: ['채권자 주안신용협동조합 120141-*******'],
    },
  ],
  eul: [
    {
      rank: '1',
      purpose: '근저당권설정',
      received: '2021년3월2일\n제18021호',
      cause: '2021년3월2일\n설정계약',
      details: ['채권최고액 금91,000,000원', '채무자 서동욱', '근저당권자 주안신용협동조합 120141-*******'],
    },
    {
      rank: '2',
      purpose: '전세권설정',
      received: '2021년4월1일\n제22450호',
      cause: '2021년3월25일\n설정계약',
      details: [
        '전세금 금85,000,000원',
        '범 위 건물의 전부',
        '존속기간 2021년4월1일부터 2023년3월31일까지',
        '전세권자 문가영 970707-*******',
      ],
    },
  ],
  summary: {
    owners: ['서동욱 (소유자)|700303-*******|단독소유|인천광역시 남동구 인주대로 500|2'],
    gap: [
      ['3', '가처분', '2025년10월2일 제70111호', '채권자 주식회사케이캐피탈', '서동욱'],
      ['4', '가압류', '2025년11월3일 제78001호', '청구금액 금42,000,000원 채권자 인천신용보증재단', '서동욱'],
      ['5', '임의경매개시결정', '2026년1월15일 제3003호', '채권자 주안신용협동조합', '서동욱'],
    ],
    eul: [
      [
        '1',
        '근저당권설정',
        '2021년3월2일 제18021호',
        '채권최고액 금91,000,000원 근저당권자 주안신용협동조합',
        '서동욱',
      ],
      ['2', '전세권설정', '2021년4월1일 제22450호', '전세금 금85,000,000원 전세권자 문가영', '서동욱'],
    ],
  },
  office: '인천지방법원 등기국',
  viewedAt: VIEWED_AT,
};

/** 봉천동 단독주택 (a 건물, 다가구주택): one 표제부, no 전유부분; the 요약's heading on two lines and no "이 하 여 백". */
const detachedHouse: RegistryDocument = {
  kind: '건물',
  headline: '서울특별시 관악구 봉천동 1620-15',
  uniqueNumber: '1152-1995-004411',
  building: [
    {
      number: '1',
      received: '1995년6월10일',
      place: ['서울특별시 관악구 봉천동 1620-15'],
      detail: ['시멘트벽돌조', '슬래브지붕 3층', '다가구주택', '지층 65.2㎡', '1층 80.4㎡', '2층 80.4㎡', '3층 62.1㎡'],
      cause: [],
    },
    {
      number: '2',
      received: '',
      place: ['서울특별시 관악구 봉천동 1620-15', '[도로명주소]', '서울특별시 관악구 봉천로 512'],
      detail: ['시멘트벽돌조', '슬래브지붕 3층', '다가구주택', '지층 65.2㎡', '1층 80.4㎡', '2층 80.4㎡', '3층 62.1㎡'],
      cause: ['도로명주소', '2012년5월30일 등기'],
    },
  ],
  unit: [],
  gap: [
    {
      rank: '1',
      purpose: '소유권보존',
      received: '1995년6월10일\n제28001호',
      cause: '',
      details: ['소유자 남궁현수 550505-*******', '서울특별시 관악구 봉천동 1620-15'],
    },
    {
      rank: '2',
      purpose: '소유권이전',
      received: '2018년4월9일\n제31002호',
      cause: '2018년3월2일\n매매',
      details: ['소유자 배수현 720202-*******', '서울특별시 관악구 봉천로 512', '거래가액 금820,000,000원'],
    },
    {
      rank: '3',
      purpose: '가압류',
      received: '2023년5월2일\n제40121호',
      cause: '2023년4월28일\n서울중앙지방법원의\n가압류결정(2023카단30111)',
      details: ['청구금액 금20,000,000원', '채권자 봉천상사주식회사 110111-*******'],
      struck: true,
    },
    {
      rank: '4',
      purpose: '3번가압류등기말소',
      received: '2023년9월1일\n제70001호',
      cause: '2023년8월30일\n해제',
      details: [],
    },
  ],
  eul: [
    {
      rank: '1',
      purpose: '근저당권설정',
      received: '2018년4월9일\n제31003호',
      cause: '2018년4월9일\n설정계약',
      details: [
        '채권최고액 금240,000,000원',
        '채무자 배수현',
        '근저당권자 주식회사국민은행 110111-*******',
        '서울특별시 중구 남대문로 84(을지로2가)',
      ],
    },
    {
      rank: '2',
      purpose: '전세권설정',
      received: '2024년2월1일\n제9001호',
      cause: '2024년1월20일\n설정계약',
      details: [
        '전세금 금150,000,000원',
        '범 위 주거용 건물 2층 전부',
        '존속기간 2024년2월1일부터 2026년1월31일까지',
        '전세권자 유하늘 960606-*******',
      ],
    },
  ],
  summary: {
    owners: ['배수현 (소유자)|720202-*******|단독소유|서울특별시 관악구 봉천로 512|2'],
    gap: [],
    eul: [
      [
        '1',
        '근저당권설정',
        '2018년4월9일 제31003호',
        '채권최고액 금240,000,000원 근저당권자 주식회사국민은행',
        '배수현',
      ],
      ['2', '전세권설정', '2024년2월1일 제9001호', '전세금 금150,000,000원 전세권자 유하늘', '배수현'],
    ],
  },
  office: '서울중앙지방법원 관악등기소',
  viewedAt: VIEWED_AT,
  layout: { summaryHeading: 'wrapped', withoutEndMark: true },
};

/** 목왕리 345-2 (a 토지): 표시 rows with 지목 and 면적, a 근저당 and a 지상권 for the same bank; number labels wrapped. */
const land: RegistryDocument = {
  kind: '토지',
  headline: '경기도 양평군 양서면 목왕리 345-2',
  uniqueNumber: '1346-1978-021345',
  building: [],
  unit: [],
  land: [
    {
      number: '1',
      received: '1978년4월1일',
      place: ['경기도 양평군 양서면 목왕리 345-2'],
      category: '전',
      area: '1,204㎡',
      cause: ['분할로 인하여 목왕리 345에서 이기'],
      struck: true,
    },
    {
      number: '2',
      received: '2016년9월12일',
      place: ['경기도 양평군 양서면 목왕리 345-2'],
      category: '대',
      area: '1,204㎡',
      cause: ['2016년9월5일 지목변경'],
    },
  ],
  gap: [
    {
      rank: '1',
      purpose: '소유권이전',
      received: '1990년11월3일\n제15220호',
      cause: '1990년3월1일\n협의분할에 의한 상속',
      details: ['소유자 지상철 420101-*******', '경기도 양평군 양서면 목왕리 345'],
    },
    {
      rank: '2',
      purpose: '소유권이전',
      received: '2021년7월15일\n제22500호',
      cause: '2021년6월30일\n매매',
      details: ['소유자 탁윤아 850909-*******', '경기도 남양주시 다산중앙로 100', '거래가액 금310,000,000원'],
    },
  ],
  eul: [
    {
      rank: '1',
      purpose: '근저당권설정',
      received: '2021년7월15일\n제22501호',
      cause: '2021년7월15일\n설정계약',
      details: ['채권최고액 금130,000,000원', '채무자 탁윤아', '근저당권자 양서농업협동조합 134136-*******'],
    },
    {
      rank: '2',
      purpose: '지상권설정',
      received: '2021년7월15일\n제22502호',
      cause: '2021년7월15일\n설정계약',
      details: [
        '목 적 건물 기타 공작물이나 수목의 소유',
        '범 위 토지의 전부',
        '존속기간 2021년7월15일부터 만30년',
        '지상권자 양서농업협동조합 134136-*******',
      ],
    },
  ],
  summary: {
    owners: ['탁윤아 (소유자)|850909-*******|단독소유|경기도 남양주시 다산중앙로 100|2'],
    gap: [],
    eul: [
      [
        '1',
        '근저당권설정',
        '2021년7월15일 제22501호',
        '채권최고액 금130,000,000원 근저당권자 양서농업협동조합',
        '탁윤아',
      ],
      ['2', '지상권설정', '2021년7월15일 제22502호', '지상권자 양서농업협동조합', '탁윤아'],
    ],
  },
  office: '수원지방법원 양평등기소',
  viewedAt: VIEWED_AT,
  layout: { wrappedHeaders: true },
};

/**
 * The registries, by fixture name. After the first four: the same registries as other writers and widths set them,
 * read the same (issue 45), and a 건물 and a 토지.
 */
const registries: Record<string, RegistryDocument> = {
  'three-mortgages': threeMortgages,
  trust,
  'lease-registration': leaseRegistration,
  'neighbourhood-facility': neighbourhoodFacility,
  'wrapped-headers': { ...threeMortgages, layout: { wrappedHeaders: true, spacedHeaders: true } },
  'narrow-columns': { ...threeMortgages, layout: { narrowColumns: true } },
  'summary-first': { ...trust, layout: { summaryFirst: true, summaryHeading: 'spaced' } },
  'detached-house': detachedHouse,
  land,
};

const plainPage = (body: string) =>
  `<!doctype html><html lang="ko"><head><meta charset="utf-8"><style>
    body { font-family: 'NanumGothic', sans-serif; font-size: 11pt; } .page { break-after: page; }
  </style></head><body>${body}</body></html>`;

/** Another document a person might upload by mistake: a page of a 임대차계약서. */
const lease = plainPage(`
  <h1>주택임대차표준계약서</h1>
  <p>임대인(이름 또는 법인명 기재)과 임차인(이름 또는 법인명 기재)은 아래와 같이 임대차 계약을 체결한다.</p>
  <p>[임차주택의 표시] 소재지 서울특별시 강남구 역삼동 754 역삼빌라 301호</p>
  <p>보증금 금 이억사천만원정 (₩240,000,000) 계약금 금 이천사백만원정은 계약시에 지불하고 영수함.</p>
  <p>제3조(입주 전 수리) 임대인과 임차인은 임차주택의 수리가 필요한 시설물 및 비용부담에 관하여 다음과 같이 합의한다.</p>
  <p>제10조(중개대상물 확인·설명서 교부) 개업공인중개사는 중개대상물 확인·설명서를 작성하고 등기사항증명서 등 업무보증관계증서
    사본을 첨부하여 계약을 체결할 때 임대인과 임차인에게 교부한다.</p>`);

/** Fifty pages that open like a registry: refused by their page count before any is read. */
const fiftyPages = plainPage(
  Array.from(
    { length: 50 },
    (_, page) =>
      `<div class="page"><h1>등기사항전부증명서(말소사항 포함) - 집합건물</h1><p>【 갑 구 】 ( 소유권에 관한 사항 ) ${page + 1}</p></div>`,
  ).join(''),
);

/**
 * A one-page PDF whose content stream inflates from ~120 KB to ~120 MB of drawing operators and no text: what the
 * reader's time limit is for.
 */
function operatorBomb(): Buffer {
  return onePagePdf(deflateSync(Buffer.alloc(120 * 1024 * 1024, '0 0 m 1 1 l S\n'), { level: 9 }));
}

const report = (name: string) =>
  console.log(`${name}.pdf: ${readFileSync(path.join(FIXTURES, `${name}.pdf`)).length} bytes`);

/** Prints the registries named, and nothing else. */
function printOnly(names: readonly string[]) {
  for (const name of names) {
    const document = registries[name];
    if (!document) throw new Error(`no registry fixture named ${name}: ${Object.keys(registries).join(', ')}`);
    printHtml(registryHtml(document), name);
    report(name);
  }
}

async function main() {
  for (const [name, document] of Object.entries(registries)) printHtml(registryHtml(document), name);

  // A scan: the first page of a registry as a picture, with no text layer.
  const screenshot = path.join(scratch, 'scan.png');
  const registrySource = path.join(scratch, 'three-mortgages.html');
  chromium(`--screenshot=${screenshot}`, '--window-size=794,1123', registrySource);
  const jpeg = await sharp(screenshot).grayscale().jpeg({ quality: 55 }).toBuffer();
  printHtml(
    `<!doctype html><html><head><style>@page { size: A4; margin: 0 } body { margin: 0 } img { width: 100% }</style></head>
     <body><img src="data:image/jpeg;base64,${jpeg.toString('base64')}"></body></html>`,
    'scanned',
  );

  // Encrypted with a password to open it (256-bit AES), as a person might save a copy.
  execFileSync('qpdf', [
    '--encrypt',
    'open-sesame',
    'owner-secret',
    '256',
    '--',
    path.join(FIXTURES, 'lease-registration.pdf'),
    path.join(FIXTURES, 'encrypted.pdf'),
  ]);

  printHtml(lease, 'not-a-registry');
  printHtml(fiftyPages, 'fifty-pages');
  writeFileSync(path.join(FIXTURES, 'operator-bomb.pdf'), operatorBomb());

  for (const name of [...Object.keys(registries), 'scanned', 'encrypted', 'not-a-registry', 'fifty-pages'])
    report(name);
}

try {
  const names = process.argv.slice(2);
  if (names.length > 0) printOnly(names);
  else await main();
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
