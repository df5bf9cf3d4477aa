import { describe, expect, it } from 'vitest';
import {
  APARTMENT_RENTS_NEW_FORMAT,
  APARTMENT_RENTS_OLD_FORMAT,
  BUILDING_NONE,
  BUILDING_TITLE_APARTMENT,
  DATA_GO_KR_KEY_NOT_REGISTERED,
  DATA_GO_KR_QUOTA_EXCEEDED,
  HTML_ERROR_PAGE,
  MALFORMED_RENTS_XML,
  RENTS_NONE,
} from '../testing/recorded-responses.ts';
import { readDataGoKrPage } from './read-data-go-kr.ts';

describe('공공데이터포털 응답 읽기', () => {
  it('JSON 응답의 item 배열을 글자 값으로 읽어요', () => {
    const page = readDataGoKrPage(BUILDING_TITLE_APARTMENT, 'title');
    expect(page.totalCount).toBe(2);
    expect(page.items[0]).toMatchObject({ etcPurps: '아파트', bun: '0316', hhldCnt: '300' });
  });

  it('JSON 의 item 이 하나뿐이면 객체로 와도 목록으로 읽어요', () => {
    const single = JSON.stringify({
      response: {
        header: { resultCode: '00', resultMsg: 'NORMAL SERVICE.' },
        body: { items: { item: { etcPurps: '오피스텔' } }, totalCount: 1 },
      },
    });
    expect(readDataGoKrPage(single, 'title')).toEqual({ items: [{ etcPurps: '오피스텔' }], totalCount: 1 });
  });

  it('결과가 없으면 items 가 빈 문자열이어도 빈 목록이에요', () => {
    expect(readDataGoKrPage(BUILDING_NONE, 'title')).toEqual({ items: [], totalCount: 0 });
    expect(readDataGoKrPage(RENTS_NONE, 'rent')).toEqual({ items: [], totalCount: 0 });
  });

  it('2024년 XML (000, 영문 필드)과 예전 XML (00, 한글 필드)을 모두 읽어요', () => {
    const newer = readDataGoKrPage(APARTMENT_RENTS_NEW_FORMAT, 'rent');
    expect(newer.totalCount).toBe(5);
    expect(newer.items[0]).toMatchObject({ umdNm: '대치동', deposit: '70,000', monthlyRent: '0', excluUseAr: '76.79' });
    const older = readDataGoKrPage(APARTMENT_RENTS_OLD_FORMAT, 'rent');
    expect(older.items[0]).toMatchObject({ 법정동: '대치동', 보증금액: '72,000', 월세금액: '0', 지번: '316' });
  });

  it('등록되지 않은 서비스키(게이트웨이 XML, 30)는 SERVICE 오류예요', () => {
    expect(() => readDataGoKrPage(DATA_GO_KR_KEY_NOT_REGISTERED, 'title')).toThrow(
      expect.objectContaining({ kind: 'SERVICE', details: { upstreamCode: '30' } }),
    );
  });

  it('JSON 머리의 오류 코드(22 한도 초과)도 SERVICE 오류예요', () => {
    expect(() => readDataGoKrPage(DATA_GO_KR_QUOTA_EXCEEDED, 'title')).toThrow(
      expect.objectContaining({ kind: 'SERVICE', details: { upstreamCode: '22' } }),
    );
  });

  it('NODATA(03)는 오류가 아니라 빈 결과예요', () => {
    const noData =
      '<response><header><resultCode>03</resultCode><resultMsg>NODATA_ERROR</resultMsg></header></response>';
    expect(readDataGoKrPage(noData, 'rent')).toEqual({ items: [], totalCount: 0 });
  });

  it.each([
    ['깨진 XML', MALFORMED_RENTS_XML],
    ['HTML 오류 페이지', HTML_ERROR_PAGE],
    ['JSON 도 XML 도 아닌 본문', 'Service Unavailable'],
    ['머리가 없는 JSON', '{"response":{"body":{}}}'],
    [
      '숫자가 아닌 totalCount',
      '<response><header><resultCode>00</resultCode></header><body><totalCount>many</totalCount></body></response>',
    ],
  ])('%s 은 MALFORMED 예요', (_label, body) => {
    expect(() => readDataGoKrPage(body, 'rent')).toThrow(expect.objectContaining({ kind: 'MALFORMED' }));
  });
});
