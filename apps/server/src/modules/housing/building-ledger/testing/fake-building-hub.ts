import {
  startFakeUpstream,
  type FakeReply,
  type FakeRequest,
  type FakeUpstream,
} from '../../../../testing/fake-upstream-server.ts';
import { DATA_GO_KR_KEY_NOT_REGISTERED } from '../../testing/recorded-responses.ts';
import { BUILDING_TITLE_PATH, BUILDING_UNITS_PATH } from '../../molit/molit-housing-source.ts';
import type { RecordedLot } from './recorded-ledgers.ts';

const DEFAULT_ROWS = 10;
const JSON_TYPE = 'application/json;charset=UTF-8';
const XML_TYPE = 'text/xml;charset=UTF-8';

const header = (resultCode: string, resultMsg: string) => ({ resultCode, resultMsg });

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What data.go.kr answers a request that lacks a required parameter. */
const INVALID_PARAMETER = (json: boolean): FakeReply =>
  json
    ? {
        body: JSON.stringify({ response: { header: header('10', 'INVALID REQUEST PARAMETER ERROR.') } }),
        contentType: JSON_TYPE,
      }
    : {
        body: '<response><header><resultCode>10</resultCode><resultMsg>INVALID REQUEST PARAMETER ERROR.</resultMsg></header></response>',
        contentType: XML_TYPE,
      };

function page(items: Record<string, unknown>[], numOfRows: number, pageNo: number, json: boolean): FakeReply {
  const rows = items.slice((pageNo - 1) * numOfRows, pageNo * numOfRows);
  if (json) {
    // data.go.kr writes one item as an object, several as an array, none as an empty string.
    const listed = rows.length === 0 ? '' : { item: rows.length === 1 ? rows[0] : rows };
    const body = { items: listed, numOfRows, pageNo, totalCount: items.length };
    return {
      body: JSON.stringify({ response: { header: header('00', 'NORMAL SERVICE'), body } }),
      contentType: JSON_TYPE,
    };
  }
  const xmlItems = rows
    .map(
      (row) =>
        `<item>${Object.entries(row)
          .map(([key, value]) => `<${key}>${escapeXml(String(value))}</${key}>`)
          .join('')}</item>`,
    )
    .join('');
  return {
    body: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><response><header><resultCode>00</resultCode><resultMsg>NORMAL SERVICE</resultMsg></header><body><items>${xmlItems}</items><numOfRows>${numOfRows}</numOfRows><pageNo>${pageNo}</pageNo><totalCount>${items.length}</totalCount></body></response>`,
    contentType: XML_TYPE,
  };
}

const pad4 = (value: string | null) => (value ?? '').padStart(4, '0');
const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/**
 * Makes `fake` answer the two 건축HUB operations the adapter uses (표제부 getBrTitleInfo, 전유공용면적
 * getBrExposPubuseAreaInfo) from `lots`, the way data.go.kr does: an unknown `serviceKey` gets the gateway's XML
 * `OpenAPI_ServiceResponse` (code 30) whatever format was asked; sigunguCd and bjdongCd are required (code 10);
 * the lot is picked by platGbCd (default 0), bun and ji (zero-padded); JSON with `_type=json`, XML otherwise;
 * `numOfRows` (default 10) and `pageNo` page the items, `totalCount` counts them all.
 * Call again (or `fake.on` a path) to change how it answers.
 *
 * @example serveBuildingHub(fake, { serviceKey: 'building-key', lots: RECORDED_LOTS });
 */
export type BuildingHubOptions = { serviceKey: string; lots: readonly RecordedLot[] };

export function serveBuildingHub(fake: FakeUpstream, options: BuildingHubOptions) {
  const answer = (itemsOf: (lot: RecordedLot) => Record<string, unknown>[]) => (request: FakeRequest) => {
    const { query } = request;
    if (query.get('serviceKey') !== options.serviceKey) {
      return { body: DATA_GO_KR_KEY_NOT_REGISTERED, contentType: XML_TYPE };
    }
    const json = query.get('_type') === 'json';
    const sigunguCd = query.get('sigunguCd');
    const bjdongCd = query.get('bjdongCd');
    if (!sigunguCd || !bjdongCd) return INVALID_PARAMETER(json);
    const platGbCd = query.get('platGbCd') ?? '0';
    const bun = query.get('bun');
    const ji = query.get('ji');
    const lots = options.lots.filter(
      (lot) =>
        lot.sigunguCd === sigunguCd &&
        lot.bjdongCd === bjdongCd &&
        lot.platGbCd === platGbCd &&
        (bun === null || lot.bun === pad4(bun)) &&
        (ji === null || lot.ji === pad4(ji)),
    );
    const numOfRows = positive(query.get('numOfRows'), DEFAULT_ROWS);
    const pageNo = positive(query.get('pageNo'), 1);
    return page(lots.flatMap(itemsOf), numOfRows, pageNo, json);
  };
  fake.on(
    BUILDING_TITLE_PATH,
    answer((lot) => lot.titles),
  );
  fake.on(
    BUILDING_UNITS_PATH,
    answer((lot) => lot.units),
  );
}

/**
 * A local 건축HUB on 127.0.0.1 (a free port) serving `lots`: give its `url` to the adapter as the base URL.
 *
 * @example const hub = await startFakeBuildingHub({ serviceKey: 'building-key', lots: RECORDED_LOTS });
 */
export async function startFakeBuildingHub(options: BuildingHubOptions): Promise<FakeUpstream> {
  const fake = await startFakeUpstream();
  serveBuildingHub(fake, options);
  return fake;
}
