// ECOS StatisticSearch answers in their wire format: the envelope, the upper-case keys, numbers as strings, null
// for unused item levels, and the RESULT envelope of an error (answered with status 200). The 기준금리 decisions
// are the real ones (한국은행 통화정책방향: 3.25 % from 2024-10-11, 3.00 % from 2024-11-28, 2.75 % from
// 2025-02-25, 2.50 % from 2025-05-29); the monthly rates are illustrative values of the real size.

/** One row as ECOS writes it. */
export function ecosRow(series: EcosSeriesData, time: string, value: string) {
  return {
    STAT_CODE: series.table,
    STAT_NAME: series.statName,
    ITEM_CODE1: series.item,
    ITEM_NAME1: series.itemName,
    ITEM_CODE2: null,
    ITEM_NAME2: null,
    ITEM_CODE3: null,
    ITEM_NAME3: null,
    ITEM_CODE4: null,
    ITEM_NAME4: null,
    UNIT_NAME: series.unit,
    WGT: null,
    TIME: time,
    DATA_VALUE: value,
  };
}

export type EcosSeriesData = {
  table: string;
  item: string;
  cycle: 'D' | 'M';
  statName: string;
  itemName: string;
  unit: string;
  /** TIME → DATA_VALUE, in time order. */
  points: [string, string][];
};

/** `{ RESULT: { CODE, MESSAGE } }` as ECOS answers an error or an empty search. */
export const ecosResult = (code: string, message: string) =>
  JSON.stringify({ RESULT: { CODE: code, MESSAGE: message } });

export const ECOS_NO_DATA = ecosResult('INFO-200', '해당하는 데이터가 없습니다.');
export const ECOS_BAD_KEY = ecosResult(
  'INFO-100',
  '인증키가 유효하지 않습니다. 인증키를 확인하십시오! 인증키가 없는 경우 인증키를 신청하십시오!',
);
export const ECOS_MISSING_COUNT = ecosResult(
  'ERROR-300',
  '조회건수 값이 누락되어 있습니다. 조회건수 값을 확인하십시오!',
);
export const ECOS_TOO_MANY_CALLS = ecosResult(
  'ERROR-602',
  '과도한 API호출로 이용이 제한되었습니다. 잠시후 이용해주시기 바랍니다.',
);

/** Every weekday's 기준금리 from `from` to `to` (YYYYMMDD), as 722Y001 D answers it. */
function dailyBaseRates(from: string, to: string): [string, string][] {
  const decisions: [string, string][] = [
    ['20241011', '3.25'],
    ['20241128', '3'],
    ['20250225', '2.75'],
    ['20250529', '2.5'],
  ];
  const points: [string, string][] = [];
  const day = new Date(Date.UTC(Number(from.slice(0, 4)), Number(from.slice(4, 6)) - 1, Number(from.slice(6, 8))));
  for (;;) {
    const time = day.toISOString().slice(0, 10).replaceAll('-', '');
    if (time > to) break;
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) {
      const inForce = decisions.filter(([start]) => start <= time).at(-1);
      if (inForce) points.push([time, inForce[1]]);
    }
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return points;
}

function monthly(from: string, values: string[]): [string, string][] {
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(4, 6));
  return values.map((value) => {
    const time = `${year}${String(month).padStart(2, '0')}`;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
    return [time, value];
  });
}

/**
 * What ECOS holds for our four series on 2026-11-26: 기준금리 daily to the day before, the monthly rates to
 * October 2026 (a month is published near the end of the next).
 */
export function ecosSeriesOn2026_11_26(): EcosSeriesData[] {
  return [
    {
      table: '722Y001',
      item: '0101000',
      cycle: 'D',
      statName: '1.3.1. 한국은행 기준금리 및 여수신금리',
      itemName: '한국은행 기준금리',
      unit: '연%',
      points: dailyBaseRates('20241001', '20261125'),
    },
    {
      table: '121Y002',
      item: 'BEABAA2118',
      cycle: 'M',
      statName: '1.3.2.1.1. 예금은행 가중평균금리 > 수신금리 > 신규취급액 기준',
      itemName: '정기예금(1년)',
      unit: '연리%',
      points: monthly('202410', [
        '3.37',
        '3.24',
        '3.1',
        '3.02',
        '2.98',
        '2.85',
        '2.77',
        '2.62',
        '2.5',
        '2.48',
        '2.51',
        '2.52',
        '2.54',
        '2.56',
        '2.58',
        '2.6',
        '2.62',
        '2.63',
        '2.66',
        '2.68',
        '2.7',
        '2.72',
        '2.74',
        '2.76',
        '2.78',
      ]),
    },
    {
      table: '121Y006',
      item: 'BECBLA03051',
      cycle: 'M',
      statName: '1.3.2.2.1. 예금은행 가중평균금리 > 대출금리 > 신규취급액 기준',
      itemName: '일반신용대출',
      unit: '연리%',
      points: monthly('202410', [
        '5.58',
        '5.49',
        '5.41',
        '5.3',
        '5.25',
        '5.17',
        '5.06',
        '4.93',
        '4.89',
        '4.85',
        '4.87',
        '4.9',
        '4.92',
        '4.95',
        '4.97',
        '4.99',
        '5.01',
        '5.02',
        '5.04',
        '5.05',
        '5.07',
        '5.08',
        '5.1',
        '5.11',
        '5.12',
      ]),
    },
    {
      table: '121Y006',
      item: 'BECBLA03041',
      cycle: 'M',
      statName: '1.3.2.2.1. 예금은행 가중평균금리 > 대출금리 > 신규취급액 기준',
      itemName: '전세자금대출',
      unit: '연리%',
      points: monthly('202410', [
        '4.03',
        '3.98',
        '3.91',
        '3.85',
        '3.8',
        '3.74',
        '3.66',
        '3.58',
        '3.55',
        '3.52',
        '3.54',
        '3.56',
        '3.58',
        '3.6',
        '3.61',
        '3.63',
        '3.64',
        '3.66',
        '3.68',
        '3.69',
        '3.7',
        '3.72',
        '3.73',
        '3.74',
        '3.75',
      ]),
    },
  ];
}
