import { z } from 'zod';
import { childElement, childText, parseXml, XmlSyntaxError, type XmlElement } from '../../../lib/upstream/parse-xml.ts';
import { UpstreamError } from '../../../lib/upstream/upstream-error.ts';

/** One `item` of a data.go.kr answer, every field as trimmed text. */
export type DataGoKrItem = Record<string, string>;
export type DataGoKrPage = { items: DataGoKrItem[]; totalCount: number };

// NOTE: data.go.kr result codes (공공데이터포털 OpenAPI 에러 코드): 00 (000 in the 2024 실거래가 APIs) is normal,
// 03 NODATA_ERROR means an empty answer; 01/04/10/12/20/22/30/31/32/99 are errors (22 = daily quota,
// 30 = key not registered, 31 = key expired). A key error comes from the gateway as
// <OpenAPI_ServiceResponse><cmmMsgHeader><returnReasonCode>, in XML even when JSON was asked for.
const OK_CODES = new Set(['00', '000']);
const NO_DATA_CODES = new Set(['03', '003']);

const toText = (value: unknown): string =>
  typeof value === 'string'
    ? value.trim()
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : '';

const countOf = (value: string, api: string): number => {
  if (value === '') return 0;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0)
    throw new UpstreamError('MALFORMED', `${api}: totalCount '${value}' is not a count`);
  return count;
};

function checkResultCode(code: string, message: string, api: string): 'OK' | 'NO_DATA' {
  if (OK_CODES.has(code)) return 'OK';
  if (NO_DATA_CODES.has(code)) return 'NO_DATA';
  throw new UpstreamError('SERVICE', `${api} ${code}: ${message}`, { upstreamCode: code });
}

const jsonAnswerSchema = z.object({
  response: z.object({
    header: z.object({
      resultCode: z.union([z.string(), z.number()]).transform(String),
      resultMsg: z.string().optional(),
    }),
    body: z
      .object({
        items: z
          .union([
            z.literal(''),
            z.null(),
            z.object({
              item: z.union([z.array(z.record(z.string(), z.unknown())), z.record(z.string(), z.unknown())]),
            }),
          ])
          .optional(),
        totalCount: z.union([z.string(), z.number()]).optional(),
      })
      .optional(),
  }),
});

function readJson(body: string, api: string): DataGoKrPage {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    throw new UpstreamError('MALFORMED', `${api} answered neither JSON nor XML`, { cause: error });
  }
  const parsed = jsonAnswerSchema.safeParse(json);
  if (!parsed.success)
    throw new UpstreamError('MALFORMED', `${api} answer lacks response.header: ${parsed.error.message}`);
  const { header, body: content } = parsed.data.response;
  if (checkResultCode(header.resultCode, header.resultMsg ?? '', api) === 'NO_DATA')
    return { items: [], totalCount: 0 };
  const listed = content?.items ? content.items.item : [];
  const rows = Array.isArray(listed) ? listed : [listed];
  return {
    items: rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, toText(value)]))),
    totalCount: countOf(toText(content?.totalCount), api),
  };
}

function readXml(root: XmlElement, api: string): DataGoKrPage {
  if (root.name === 'OpenAPI_ServiceResponse') {
    const header = childElement(root, 'cmmMsgHeader');
    const code = childText(header, 'returnReasonCode') || '99';
    throw new UpstreamError('SERVICE', `${api} ${code}: ${childText(header, 'returnAuthMsg', 'errMsg')}`, {
      upstreamCode: code,
    });
  }
  if (root.name !== 'response') throw new UpstreamError('MALFORMED', `${api} answered <${root.name}>, not <response>`);
  const header = childElement(root, 'header');
  if (!header) throw new UpstreamError('MALFORMED', `${api} answer has no <header>`);
  if (checkResultCode(childText(header, 'resultCode'), childText(header, 'resultMsg'), api) === 'NO_DATA') {
    return { items: [], totalCount: 0 };
  }
  const body = childElement(root, 'body');
  const items = childElement(body, 'items')?.children.filter((child) => child.name === 'item') ?? [];
  return {
    items: items.map((item) => Object.fromEntries(item.children.map((field) => [field.name, field.text.trim()]))),
    totalCount: countOf(childText(body, 'totalCount'), api),
  };
}

/**
 * Reads an answer of a data.go.kr API (건축물대장 in JSON, 실거래가 in XML, gateway errors in XML) into its
 * items, or throws the `UpstreamError` it means: SERVICE for an error code, MALFORMED for a body that is not
 * the documented shape. An answer with no data is an empty page.
 *
 * @example
 * readDataGoKrPage('<response><header><resultCode>000</resultCode></header><body><items/></body></response>', 'rent')
 * // { items: [], totalCount: 0 }
 */
export function readDataGoKrPage(body: string, api: string): DataGoKrPage {
  const trimmed = body.trim();
  if (!trimmed.startsWith('<')) return readJson(trimmed, api);
  try {
    return readXml(parseXml(trimmed), api);
  } catch (error) {
    if (error instanceof XmlSyntaxError)
      throw new UpstreamError('MALFORMED', `${api} answered broken XML: ${error.message}`, { cause: error });
    throw error;
  }
}
