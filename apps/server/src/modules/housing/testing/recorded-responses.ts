// Answers of the official APIs in their real wire formats, for the local fake upstream. The field names,
// nesting, string-typed numbers and error envelopes follow the APIs' documentation and captured answers;
// the buildings and prices are illustrative.

const json = (value: unknown) => JSON.stringify(value);

const jusoCommon = (errorCode: string, errorMessage: string, totalCount: string | null) => ({
  errorMessage,
  countPerPage: '20',
  totalCount,
  errorCode,
  currentPage: '1',
});

/** 도로명주소 검색 API: two buildings, one of them on a mountain lot of a 리. */
export const JUSO_TWO_RESULTS = json({
  results: {
    common: jusoCommon('0', '정상', '2'),
    juso: [
      {
        detBdNmList: '',
        engAddr: '152 Teheran-ro, Gangnam-gu, Seoul',
        rn: '테헤란로',
        emdNm: '역삼동',
        zipNo: '06236',
        roadAddrPart2: ' (역삼동)',
        emdNo: '01',
        sggNm: '강남구',
        jibunAddr: '서울특별시 강남구 역삼동 737 강남파이낸스센터',
        siNm: '서울특별시',
        roadAddrPart1: '서울특별시 강남구 테헤란로 152',
        bdNm: '강남파이낸스센터',
        admCd: '1168010100',
        udrtYn: '0',
        lnbrMnnm: '737',
        roadAddr: '서울특별시 강남구 테헤란로 152 (역삼동)',
        lnbrSlno: '0',
        buldMnnm: '152',
        bdKdcd: '0',
        liNm: '',
        rnMgtSn: '116803122001',
        mtYn: '0',
        bdMgtSn: '1168010100107370000000001',
        buldSlno: '0',
      },
      {
        detBdNmList: '',
        engAddr: '17 Wauan-gil, Bongdam-eup, Hwaseong-si, Gyeonggi-do',
        rn: '와우안길',
        emdNm: '봉담읍',
        zipNo: '18323',
        roadAddrPart2: '',
        emdNo: '01',
        sggNm: '화성시',
        jibunAddr: '경기도 화성시 봉담읍 와우리 산 2-2',
        siNm: '경기도',
        roadAddrPart1: '경기도 화성시 봉담읍 와우안길 17',
        bdNm: '',
        admCd: '4159025325',
        udrtYn: '0',
        lnbrMnnm: '2',
        roadAddr: '경기도 화성시 봉담읍 와우안길 17',
        lnbrSlno: '2',
        buldMnnm: '17',
        bdKdcd: '0',
        liNm: '와우리',
        rnMgtSn: '415903338095',
        mtYn: '1',
        bdMgtSn: '4159025325200020002000001',
        buldSlno: '0',
      },
    ],
  },
});

export const JUSO_EMPTY = json({ results: { common: jusoCommon('0', '정상', '0'), juso: [] } });
export const JUSO_KEY_NOT_APPROVED = json({
  results: { common: jusoCommon('E0001', '승인되지 않은 KEY 입니다.', null), juso: null },
});
export const JUSO_TOO_VAGUE = json({
  results: { common: jusoCommon('E0006', '주소를 상세히 입력해 주시기 바랍니다.', null), juso: null },
});
export const JUSO_SYSTEM_ERROR = json({ results: { common: jusoCommon('-999', '시스템에러', null), juso: null } });
/** A gateway's error page served with 200. */
export const HTML_ERROR_PAGE = '<html><body><h1>Service Temporarily Unavailable</h1></body></html>';
/** JSON, but not the documented shape (the juso rows lack their address fields). */
export const JUSO_WRONG_SHAPE = json({
  results: { common: jusoCommon('0', '정상', '1'), juso: [{ admCd: '1168010100' }] },
});

const dataGoKr = (items: unknown, totalCount: number) =>
  json({
    response: {
      header: { resultCode: '00', resultMsg: 'NORMAL SERVICE.' },
      body: { items, numOfRows: '100', pageNo: '1', totalCount: String(totalCount) },
    },
  });

/** 건축물대장 표제부 (getBrTitleInfo): two 동 of one apartment complex. */
export const BUILDING_TITLE_APARTMENT = dataGoKr(
  {
    item: [
      {
        bldNm: '은마아파트',
        dongNm: '1동',
        mainAtchGbCdNm: '주건축물',
        mainPurpsCdNm: '공동주택',
        etcPurps: '아파트',
        platPlc: '서울특별시 강남구 대치동 316번지',
        sigunguCd: '11680',
        bjdongCd: '10600',
        platGbCd: '0',
        bun: '0316',
        ji: '0000',
        hhldCnt: 300,
      },
      {
        bldNm: '은마아파트',
        dongNm: '2동',
        mainAtchGbCdNm: '주건축물',
        mainPurpsCdNm: '공동주택',
        etcPurps: '아파트',
        platPlc: '서울특별시 강남구 대치동 316번지',
        sigunguCd: '11680',
        bjdongCd: '10600',
        platGbCd: '0',
        bun: '0316',
        ji: '0000',
        hhldCnt: 300,
      },
    ],
  },
  2,
);

/** 건축물대장 전유공용면적 (getBrExposPubuseAreaInfo): 전유 units of two sizes and common areas. */
export const BUILDING_UNITS_APARTMENT = dataGoKr(
  {
    item: [
      {
        dongNm: '1동',
        hoNm: '101호',
        exposPubuseGbCd: '1',
        exposPubuseGbCdNm: '전유',
        mainPurpsCdNm: '아파트',
        area: '76.79',
      },
      {
        dongNm: '1동',
        hoNm: '102호',
        exposPubuseGbCd: '1',
        exposPubuseGbCdNm: '전유',
        mainPurpsCdNm: '아파트',
        area: 76.79,
      },
      {
        dongNm: '1동',
        hoNm: '101호',
        exposPubuseGbCd: '2',
        exposPubuseGbCdNm: '공용',
        mainPurpsCdNm: '계단실',
        area: '12.1',
      },
      {
        dongNm: '2동',
        hoNm: '201호',
        exposPubuseGbCd: '1',
        exposPubuseGbCdNm: '전유',
        mainPurpsCdNm: '아파트',
        area: '84.43',
      },
      {
        dongNm: '2동',
        hoNm: '202호',
        exposPubuseGbCd: '1',
        exposPubuseGbCdNm: '전유',
        mainPurpsCdNm: '아파트',
        area: '84.41',
      },
      {
        dongNm: '2동',
        hoNm: '203호',
        exposPubuseGbCd: '1',
        exposPubuseGbCdNm: '전유',
        mainPurpsCdNm: '아파트',
        area: '84.43',
      },
      {
        dongNm: '2동',
        hoNm: '지하',
        exposPubuseGbCd: '1',
        exposPubuseGbCdNm: '전유',
        mainPurpsCdNm: '근린생활시설',
        area: '40.5',
      },
    ],
  },
  7,
);

/** What the building register answers for a lot with no building: `items` is an empty string. */
export const BUILDING_NONE = dataGoKr('', 0);

/** 아파트 전월세 실거래가 (2024 API, English fields, result code 000): two buildings of the 시군구 that month. */
export const APARTMENT_RENTS_NEW_FORMAT = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<response><header><resultCode>000</resultCode><resultMsg>OK</resultMsg></header><body><items>
<item><aptNm>은마</aptNm><buildYear>1979</buildYear><contractTerm>24.09~26.09</contractTerm><contractType>신규</contractType><dealDay>3</dealDay><dealMonth>9</dealMonth><dealYear>2024</dealYear><deposit>70,000</deposit><excluUseAr>76.79</excluUseAr><floor>5</floor><jibun>316</jibun><monthlyRent>0</monthlyRent><preDeposit></preDeposit><preMonthlyRent></preMonthlyRent><sggCd>11680</sggCd><umdNm>대치동</umdNm><useRRRight></useRRRight></item>
<item><aptNm>은마</aptNm><buildYear>1979</buildYear><contractTerm></contractTerm><contractType>갱신</contractType><dealDay>11</dealDay><dealMonth>9</dealMonth><dealYear>2024</dealYear><deposit>30,000</deposit><excluUseAr>84.43</excluUseAr><floor>9</floor><jibun>316</jibun><monthlyRent>250</monthlyRent><preDeposit>30,000</preDeposit><preMonthlyRent>240</preMonthlyRent><sggCd>11680</sggCd><umdNm>대치동</umdNm><useRRRight>사용</useRRRight></item>
<item><aptNm>은마</aptNm><buildYear>1979</buildYear><contractTerm></contractTerm><contractType>신규</contractType><dealDay>20</dealDay><dealMonth>9</dealMonth><dealYear>2024</dealYear><deposit>85,000</deposit><excluUseAr>84.43</excluUseAr><floor>12</floor><jibun>316</jibun><monthlyRent>0</monthlyRent><preDeposit></preDeposit><preMonthlyRent></preMonthlyRent><sggCd>11680</sggCd><umdNm>대치동</umdNm><useRRRight></useRRRight></item>
<item><aptNm>래미안대치팰리스</aptNm><buildYear>2015</buildYear><contractTerm></contractTerm><contractType>신규</contractType><dealDay>4</dealDay><dealMonth>9</dealMonth><dealYear>2024</dealYear><deposit>150,000</deposit><excluUseAr>84.97</excluUseAr><floor>20</floor><jibun>503</jibun><monthlyRent>0</monthlyRent><preDeposit></preDeposit><preMonthlyRent></preMonthlyRent><sggCd>11680</sggCd><umdNm>대치동</umdNm><useRRRight></useRRRight></item>
<item><aptNm>역삼은마</aptNm><buildYear>1990</buildYear><contractTerm></contractTerm><contractType>신규</contractType><dealDay>8</dealDay><dealMonth>9</dealMonth><dealYear>2024</dealYear><deposit>90,000</deposit><excluUseAr>84.43</excluUseAr><floor>3</floor><jibun>316</jibun><monthlyRent>0</monthlyRent><preDeposit></preDeposit><preMonthlyRent></preMonthlyRent><sggCd>11680</sggCd><umdNm>역삼동</umdNm><useRRRight></useRRRight></item>
</items><numOfRows>1000</numOfRows><pageNo>1</pageNo><totalCount>5</totalCount></body></response>`;

/** The same API before 2024 (Korean element names, padded values, result code 00). */
export const APARTMENT_RENTS_OLD_FORMAT = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><response><header><resultCode>00</resultCode><resultMsg>NORMAL SERVICE.</resultMsg></header><body><items><item><건축년도>1979</건축년도><계약구분>신규</계약구분><계약기간>24.08~26.08</계약기간><년>2024</년><법정동> 대치동</법정동><보증금액>    72,000</보증금액><아파트>은마</아파트><월>8</월><월세금액>     0</월세금액><일>12</일><전용면적>76.79</전용면적><지번>316</지번><지역코드>11680</지역코드><층>3</층></item></items><numOfRows>1000</numOfRows><pageNo>1</pageNo><totalCount>1</totalCount></body></response>`;

export const RENTS_NONE = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><response><header><resultCode>000</resultCode><resultMsg>OK</resultMsg></header><body><items/><numOfRows>1000</numOfRows><pageNo>1</pageNo><totalCount>0</totalCount></body></response>`;

/** data.go.kr's gateway answer for an unknown service key, served as XML even when JSON was asked for. */
export const DATA_GO_KR_KEY_NOT_REGISTERED = `<OpenAPI_ServiceResponse>
	<cmmMsgHeader>
		<errMsg>SERVICE ERROR</errMsg>
		<returnAuthMsg>SERVICE_KEY_IS_NOT_REGISTERED_ERROR</returnAuthMsg>
		<returnReasonCode>30</returnReasonCode>
	</cmmMsgHeader>
</OpenAPI_ServiceResponse>`;

/** The daily quota is spent: the JSON header carries the error code. */
export const DATA_GO_KR_QUOTA_EXCEEDED = json({
  response: { header: { resultCode: '22', resultMsg: 'LIMITED NUMBER OF SERVICE REQUESTS EXCEEDS ERROR.' } },
});

/** Cut off mid-document: an item is never closed. */
export const MALFORMED_RENTS_XML = `<?xml version="1.0" encoding="UTF-8"?><response><header><resultCode>000</resultCode></header><body><items><item><deposit>70,000</deposit></items></body></response>`;

const rhTrade = (day: string, month: string, amount: string, area: string, jibun: string, cancelled = '') =>
  `<item><buildYear>2015</buildYear><buyerGbn>개인</buyerGbn><cdealDay>${cancelled ? '26.10.20' : ''}</cdealDay><cdealType>${cancelled}</cdealType><dealAmount>${amount}</dealAmount><dealDay>${day}</dealDay><dealMonth>${month}</dealMonth><dealYear>2026</dealYear><dealingGbn>중개거래</dealingGbn><estateAgentSggNm>서울 강남구</estateAgentSggNm><excluUseAr>${area}</excluUseAr><floor>3</floor><houseType>다세대</houseType><jibun>${jibun}</jibun><landAr>30.1</landAr><mhouseNm>역삼빌라</mhouseNm><rgstDate></rgstDate><sggCd>11680</sggCd><slerGbn>개인</slerGbn><umdNm>역삼동</umdNm></item>`;

/**
 * 연립다세대 매매 실거래가 (2024 API): four sales of 역삼동 737 that month — two of 59.9㎡, one cancelled (cdealType
 * O), one of a larger unit — and one of another lot.
 */
export const ROW_HOUSE_SALES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<response><header><resultCode>000</resultCode><resultMsg>OK</resultMsg></header><body><items>
${rhTrade('3', '10', '    28,000', '59.9', '737')}
${rhTrade('17', '10', '    31,000', '59.87', '737')}
${rhTrade('9', '10', '    45,000', '59.9', '737', 'O')}
${rhTrade('21', '10', '    40,000', '84.2', '737')}
${rhTrade('5', '10', '    25,000', '59.9', '738')}
</items><numOfRows>1000</numOfRows><pageNo>1</pageNo><totalCount>5</totalCount></body></response>`;

/** 아파트 매매 before 2024 (Korean element names, 해제여부): one sale of 대치동 316. */
export const APARTMENT_SALES_OLD_FORMAT = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><response><header><resultCode>00</resultCode><resultMsg>NORMAL SERVICE.</resultMsg></header><body><items><item><거래금액>   225,000</거래금액><건축년도>1979</건축년도><년>2026</년><법정동> 대치동</법정동><아파트>은마</아파트><월>9</월><일>14</일><전용면적>76.79</전용면적><지번>316</지번><지역코드>11680</지역코드><층>7</층><해제여부> </해제여부></item></items><numOfRows>1000</numOfRows><pageNo>1</pageNo><totalCount>1</totalCount></body></response>`;
