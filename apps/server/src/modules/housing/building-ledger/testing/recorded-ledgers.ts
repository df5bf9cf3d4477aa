// 건축HUB 건축물대장 items (data.go.kr BldRgstHubService, `_type=json`) as the API returns them: its field names,
// zero-padded 번/지 and codes as strings, counts and areas as numbers, empty fields as " " or "". The buildings are
// illustrative; the fake (fake-building-hub.ts) wraps them in the response envelope, pages and errors.

/** One lot and the items each operation returns for it. */
export type RecordedLot = {
  sigunguCd: string;
  bjdongCd: string;
  platGbCd: '0' | '1';
  bun: string;
  ji: string;
  /** getBrTitleInfo items. */
  titles: Record<string, unknown>[];
  /** getBrExposPubuseAreaInfo items (집합건물 only). */
  units: Record<string, unknown>[];
};

type Lot = Pick<RecordedLot, 'sigunguCd' | 'bjdongCd' | 'platGbCd' | 'bun' | 'ji'> & {
  platPlc: string;
  newPlatPlc: string;
  bldNm: string;
};

const COLLECTIVE = { regstrGbCd: '2', regstrGbCdNm: '집합', regstrKindCd: '3', regstrKindCdNm: '표제부' };
const GENERAL = { regstrGbCd: '1', regstrGbCdNm: '일반', regstrKindCd: '2', regstrKindCdNm: '일반건축물' };

const where = (lot: Lot) => ({
  platPlc: lot.platPlc,
  sigunguCd: lot.sigunguCd,
  bjdongCd: lot.bjdongCd,
  platGbCd: lot.platGbCd,
  bun: lot.bun,
  ji: lot.ji,
  newPlatPlc: lot.newPlatPlc,
  bldNm: lot.bldNm,
  splotNm: ' ',
  block: ' ',
  lot: ' ',
});

function title(lot: Lot, pk: string, fields: Record<string, unknown>) {
  return {
    rnum: 1,
    ...where(lot),
    mgmBldrgstPk: pk,
    dongNm: ' ',
    mainAtchGbCd: '0',
    mainAtchGbCdNm: '주건축물',
    platArea: 330.2,
    archArea: 195.61,
    bcRat: 59.24,
    totArea: 790.12,
    // 용적률 and 용적률산정연면적: not a violation rate, though the names read like one.
    vlRatEstmTotArea: 659.83,
    vlRat: 199.83,
    strctCd: '21',
    strctCdNm: '철근콘크리트구조',
    etcStrct: '철근콘크리트구조',
    roofCd: '10',
    roofCdNm: '(철근)콘크리트',
    hhldCnt: 0,
    fmlyCnt: 0,
    heit: 13.8,
    grndFlrCnt: 4,
    ugrndFlrCnt: 0,
    atchBldCnt: 0,
    atchBldArea: 0,
    pmsDay: '20140312',
    stcnsDay: '20140420',
    useAprDay: '20150105',
    hoCnt: 0,
    crtnDay: '20150112',
    rserthqkDsgnApplyYn: '1',
    rserthqkAblty: ' ',
    ...fields,
  };
}

function unit(
  lot: Lot,
  pk: string,
  part: { dongNm?: string; hoNm: string; flrNo: number; mainPurpsCd: string; mainPurpsCdNm: string; etcPurps: string },
  area: number,
) {
  return {
    rnum: 1,
    ...where(lot),
    mgmBldrgstPk: pk,
    regstrGbCd: '2',
    regstrGbCdNm: '집합',
    regstrKindCd: '4',
    regstrKindCdNm: '전유부',
    dongNm: part.dongNm ?? ' ',
    hoNm: part.hoNm,
    flrGbCd: '20',
    flrGbCdNm: '지상',
    flrNo: part.flrNo,
    flrNoNm: `${part.flrNo}층`,
    exposPubuseGbCd: '1',
    exposPubuseGbCdNm: '전유',
    mainAtchGbCd: '0',
    mainAtchGbCdNm: '주건축물',
    strctCd: '21',
    strctCdNm: '철근콘크리트구조',
    etcStrct: '철근콘크리트구조',
    mainPurpsCd: part.mainPurpsCd,
    mainPurpsCdNm: part.mainPurpsCdNm,
    etcPurps: part.etcPurps,
    area,
    crtnDay: '20150112',
  };
}

/** The 공용 part every unit carries (stairs): never a unit's use. */
function common(lot: Lot, pk: string, hoNm: string, flrNo: number, dongNm = ' ') {
  return {
    ...unit(
      lot,
      pk,
      { dongNm, hoNm, flrNo, mainPurpsCd: '02003', mainPurpsCdNm: '다세대주택', etcPurps: '계단실' },
      4.1,
    ),
    exposPubuseGbCd: '2',
    exposPubuseGbCdNm: '공용',
    mainPurpsCd: '99000',
    mainPurpsCdNm: '계단실',
  };
}

const VILLA = (hoNm: string, flrNo: number) => ({
  hoNm,
  flrNo,
  mainPurpsCd: '02003',
  mainPurpsCdNm: '다세대주택',
  etcPurps: '다세대주택',
});

const HWAGOK: Lot = {
  sigunguCd: '11500',
  bjdongCd: '10300',
  platGbCd: '0',
  bun: '0401',
  ji: '0012',
  platPlc: '서울특별시 강서구 화곡동 401-12번지',
  newPlatPlc: '서울특별시 강서구 까치산로 100',
  bldNm: '화곡해오름빌라',
};

/** 화곡동 401-12: a 다세대 (집합), eight homes over four floors. */
export const VILLA_LOT: RecordedLot = {
  ...HWAGOK,
  titles: [
    title(HWAGOK, '11500-100234567', {
      ...COLLECTIVE,
      mainPurpsCd: '02000',
      mainPurpsCdNm: '공동주택',
      etcPurps: '다세대주택',
      hhldCnt: 8,
    }),
  ],
  units: ['101', '102', '201', '202', '301', '302', '401', '402'].flatMap((ho) => [
    unit(HWAGOK, `11500-1002346${ho}`, VILLA(`${ho}호`, Number(ho[0])), 49.8),
    common(HWAGOK, `11500-1002346${ho}`, `${ho}호`, Number(ho[0])),
  ]),
};

const SANGDO: Lot = {
  sigunguCd: '11590',
  bjdongCd: '10200',
  platGbCd: '0',
  bun: '0211',
  ji: '0005',
  platPlc: '서울특별시 동작구 상도동 211-5번지',
  newPlatPlc: '서울특별시 동작구 상도로 300',
  bldNm: '상도스카이',
};

const NEIGHBOURHOOD = (hoNm: string, flrNo: number) => ({
  hoNm,
  flrNo,
  mainPurpsCd: '04000',
  mainPurpsCdNm: '제2종근린생활시설',
  etcPurps: '사무소',
});

/**
 * 상도동 211-5: a "근생빌라" (집합) whose main use is 제2종근린생활시설 with 다세대주택 beside it: 101호 and 401호
 * are 근린생활시설 (사무소), the rest homes.
 */
export const MIXED_VILLA_LOT: RecordedLot = {
  ...SANGDO,
  titles: [
    title(SANGDO, '11590-100345678', {
      ...COLLECTIVE,
      mainPurpsCd: '04000',
      mainPurpsCdNm: '제2종근린생활시설',
      etcPurps: '제2종근린생활시설(사무소),다세대주택',
      hhldCnt: 5,
    }),
  ],
  units: [
    unit(SANGDO, '11590-100345701', NEIGHBOURHOOD('101호', 1), 38.2),
    unit(SANGDO, '11590-100345702', VILLA('201호', 2), 41.5),
    unit(SANGDO, '11590-100345703', VILLA('202호', 2), 41.5),
    unit(SANGDO, '11590-100345704', VILLA('301호', 3), 41.5),
    unit(SANGDO, '11590-100345705', VILLA('302호', 3), 41.5),
    unit(SANGDO, '11590-100345706', NEIGHBOURHOOD('401호', 4), 45.9),
    common(SANGDO, '11590-100345706', '401호', 4),
  ],
};

const YEOKSAM: Lot = {
  sigunguCd: '11680',
  bjdongCd: '10100',
  platGbCd: '0',
  bun: '0823',
  ji: '0000',
  platPlc: '서울특별시 강남구 역삼동 823번지',
  newPlatPlc: '서울특별시 강남구 테헤란로 200',
  bldNm: '역삼타워',
};

/** 역삼동 823: a 일반건축물 of 제1종근린생활시설 (소매점, 사무소): no homes, no 전유부. */
export const SHOP_BUILDING_LOT: RecordedLot = {
  ...YEOKSAM,
  titles: [
    title(YEOKSAM, '11680-100456789', {
      ...GENERAL,
      mainPurpsCd: '03000',
      mainPurpsCdNm: '제1종근린생활시설',
      etcPurps: '소매점,사무소',
    }),
  ],
  units: [],
};

const MAGOK: Lot = {
  sigunguCd: '11500',
  bjdongCd: '10500',
  platGbCd: '0',
  bun: '0757',
  ji: '0000',
  platPlc: '서울특별시 강서구 마곡동 757번지',
  newPlatPlc: '서울특별시 강서구 마곡중앙로 50',
  bldNm: '마곡스카이오피스텔',
};

const OFFICE = { mainPurpsCd: '04000', mainPurpsCdNm: '제2종근린생활시설', etcPurps: '사무소' };

/**
 * 마곡동 757: an 오피스텔 of 1,100 units on 22 floors: 업무시설 in the 표제부, the units named 오피스텔 either way the
 * 전유부 writes it (mainPurpsCdNm 오피스텔, or 업무시설 with etcPurps 오피스텔), but the last, 2250호, a
 * 근린생활시설 (사무소). More than one page of 1,000 rows.
 */
export const OFFICETEL_LOT: RecordedLot = {
  ...MAGOK,
  titles: [
    title(MAGOK, '11500-100567890', {
      ...COLLECTIVE,
      mainPurpsCd: '14000',
      mainPurpsCdNm: '업무시설',
      etcPurps: '업무시설(오피스텔)',
      grndFlrCnt: 22,
      hoCnt: 1100,
    }),
  ],
  units: Array.from({ length: 1_100 }, (_, index) => {
    const floor = Math.floor(index / 50) + 1;
    const hoNm = `${floor}${String((index % 50) + 1).padStart(2, '0')}호`;
    const named = index % 2 === 0;
    if (index === 1_099) return unit(MAGOK, '11500-100501099', { hoNm, flrNo: floor, ...OFFICE }, 24.5);
    return unit(
      MAGOK,
      `11500-1005${String(index).padStart(5, '0')}`,
      {
        hoNm,
        flrNo: floor,
        mainPurpsCd: named ? '14202' : '14000',
        mainPurpsCdNm: named ? '오피스텔' : '업무시설',
        etcPurps: '오피스텔',
      },
      24.5,
    );
  }),
};

const BONGDAM: Lot = {
  sigunguCd: '41590',
  bjdongCd: '25325',
  platGbCd: '1',
  bun: '0012',
  ji: '0003',
  platPlc: '경기도 화성시 봉담읍 와우리 산 12-3번지',
  newPlatPlc: '경기도 화성시 봉담읍 와우안길 21',
  bldNm: ' ',
};

/** 와우리 산 12-3: a 다가구주택 (단독주택, 일반건축물) on a mountain lot, with its 부속건축물 (창고). */
export const FAMILY_HOUSE_LOT: RecordedLot = {
  ...BONGDAM,
  titles: [
    title(BONGDAM, '41590-100678901', {
      ...GENERAL,
      mainPurpsCd: '01000',
      mainPurpsCdNm: '단독주택',
      etcPurps: '다가구주택',
      fmlyCnt: 6,
    }),
    title(BONGDAM, '41590-100678902', {
      ...GENERAL,
      rnum: 2,
      mainAtchGbCd: '1',
      mainAtchGbCdNm: '부속건축물',
      mainPurpsCd: '18000',
      mainPurpsCdNm: '창고시설',
      etcPurps: '창고',
    }),
  ],
  units: [],
};

const DAECHI: Lot = {
  sigunguCd: '11680',
  bjdongCd: '10600',
  platGbCd: '0',
  bun: '0316',
  ji: '0000',
  platPlc: '서울특별시 강남구 대치동 316번지',
  newPlatPlc: '서울특별시 강남구 삼성로 212',
  bldNm: '은마아파트',
};

/** 대치동 316: two 동 of an apartment complex and its 상가동 (제1종근린생활시설) on one lot. */
export const APARTMENT_COMPLEX_LOT: RecordedLot = {
  ...DAECHI,
  titles: [
    title(DAECHI, '11680-100789001', {
      ...COLLECTIVE,
      dongNm: '1동',
      mainPurpsCd: '02000',
      mainPurpsCdNm: '공동주택',
      etcPurps: '아파트',
    }),
    title(DAECHI, '11680-100789002', {
      ...COLLECTIVE,
      rnum: 2,
      dongNm: '2동',
      mainPurpsCd: '02000',
      mainPurpsCdNm: '공동주택',
      etcPurps: '아파트',
    }),
    title(DAECHI, '11680-100789003', {
      ...COLLECTIVE,
      rnum: 3,
      bldNm: '은마아파트상가',
      dongNm: '상가동',
      mainPurpsCd: '03000',
      mainPurpsCdNm: '제1종근린생활시설',
      etcPurps: '소매점',
    }),
  ],
  units: [
    ...['101호', '102호'].map((hoNm) =>
      unit(
        DAECHI,
        '11680-100789101',
        { dongNm: '1동', hoNm, flrNo: 1, mainPurpsCd: '02001', mainPurpsCdNm: '아파트', etcPurps: '아파트' },
        76.79,
      ),
    ),
    ...['101호', '102호'].map((hoNm) =>
      unit(
        DAECHI,
        '11680-100789201',
        { dongNm: '2동', hoNm, flrNo: 1, mainPurpsCd: '02001', mainPurpsCdNm: '아파트', etcPurps: '아파트' },
        84.43,
      ),
    ),
    unit(
      DAECHI,
      '11680-100789301',
      {
        dongNm: '상가동',
        ...NEIGHBOURHOOD('101호', 1),
        mainPurpsCd: '03000',
        mainPurpsCdNm: '제1종근린생활시설',
        etcPurps: '소매점',
      },
      33.1,
    ),
  ],
};

export const RECORDED_LOTS: readonly RecordedLot[] = [
  VILLA_LOT,
  MIXED_VILLA_LOT,
  SHOP_BUILDING_LOT,
  OFFICETEL_LOT,
  FAMILY_HOUSE_LOT,
  APARTMENT_COMPLEX_LOT,
];
