import { z } from 'zod';
import { isReadableLine, readableTextIssue } from './readable-text.ts';
import { rentHousingTypeSchema } from './enums.ts';

// Housing calls of docs/api.md ("Housing"): the address search of the loan form's bottom sheet and the
// housing info (type, exclusive areas, recent rents) of the chosen address. Neither needs a login.

/** Results per page of `POST /api/v1/addressSearch?page={n}`; the sheet asks for the next page while `hasMore`. */
export const ADDRESS_SEARCH_PAGE_SIZE = 20;
export const ADDRESS_KEYWORD_MIN_LENGTH = 2;
export const ADDRESS_KEYWORD_MAX_LENGTH = 60;
/** The deepest page anyone scrolls to; it also bounds what the official API is asked for. */
export const ADDRESS_SEARCH_MAX_PAGE = 500;

/** Which source answered: the official 도로명주소 API (juso) or the embedded 법정동 table. */
export const addressSourceSchema = z.enum(['JUSO', 'OFFLINE']);
export type AddressSource = z.infer<typeof addressSourceSchema>;

/** Which source answered housing info: MOLIT's building register and rent transactions, or generic buckets. */
export const housingSourceSchema = z.enum(['MOLIT', 'OFFLINE']);
export type HousingSource = z.infer<typeof housingSourceSchema>;

/** The body of `POST /api/v1/addressSearch`: 2–60 characters after trimming, no control characters. */
export const addressSearchRequestSchema = z.object({
  keyword: z
    .string({ error: '검색어를 입력해주세요.' })
    .trim()
    .min(ADDRESS_KEYWORD_MIN_LENGTH, `검색어를 ${ADDRESS_KEYWORD_MIN_LENGTH}글자 이상 입력해주세요.`)
    .max(ADDRESS_KEYWORD_MAX_LENGTH, `검색어는 ${ADDRESS_KEYWORD_MAX_LENGTH}자까지 입력할 수 있어요.`)
    .refine(isReadableLine, { message: '검색어에 쓸 수 없는 문자가 들어 있어요.' }),
});
export type AddressSearchRequest = z.infer<typeof addressSearchRequestSchema>;

/** The query of `POST /api/v1/addressSearch?page={n}`: pages count from 1 (default 1). */
export const addressSearchQuerySchema = z.object({
  page: z.coerce
    .number({ error: '페이지 번호는 숫자여야 해요.' })
    .int('페이지 번호는 정수여야 해요.')
    .min(1, '페이지 번호는 1부터 시작해요.')
    .max(ADDRESS_SEARCH_MAX_PAGE, `페이지 번호는 ${ADDRESS_SEARCH_MAX_PAGE}까지예요.`)
    .default(1),
});
export type AddressSearchQuery = z.infer<typeof addressSearchQuerySchema>;

/**
 * A half-open range `[start, end)` of `displayAddress` that matched the keyword, in JavaScript string
 * indices (UTF-16 code units), so `text.slice(start, end)` is the part to emphasise. Ranges are sorted and
 * never overlap or touch.
 */
export const textRangeSchema = z.object({ start: z.number().int().nonnegative(), end: z.number().int().positive() });
export type TextRange = z.infer<typeof textRangeSchema>;

export const districtCodeSchema = z.string().regex(/^\d{10}$/, '법정동 코드는 10자리 숫자예요.');

/**
 * One search result. `districtCode` is the 10-digit 법정동 code; `isMetro` is 수도권 (시도 11 서울, 41 경기,
 * 28 인천). An OFFLINE result is a neighbourhood, not a building: `roadAddress`, `buildingName` and `jibun`
 * are empty and `jibunAddress` is "시도 시군구 읍면동[ 리]". `displayAddress` is what the list shows
 * (the road address when there is one, else the 지번 address) and `highlights` mark the matched text in it.
 */
export const searchedAddressSchema = z.object({
  roadAddress: z.string(),
  jibunAddress: z.string(),
  buildingName: z.string(),
  districtCode: districtCodeSchema,
  dongName: z.string(),
  jibun: z.string(),
  sido: z.string(),
  sigungu: z.string(),
  isMetro: z.boolean(),
  displayAddress: z.string(),
  highlights: z.array(textRangeSchema),
});
export type SearchedAddress = z.infer<typeof searchedAddressSchema>;

/**
 * `data` of `POST /api/v1/addressSearch`. `notice` (Korean) is present when the official source could not
 * answer and the embedded table did instead; show it above the list. Load page n+1 while `hasMore`; if a
 * later page comes from another `source` than page 1 (the official API failed mid-list), show that page as a
 * fresh list instead of appending it.
 */
export const addressSearchResultSchema = z.object({
  totalCount: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  hasMore: z.boolean(),
  source: addressSourceSchema,
  notice: z.string().optional(),
  addresses: z.array(searchedAddressSchema),
});
export type AddressSearchResult = z.infer<typeof addressSearchResultSchema>;

const JIBUN = /^(산\s?)?\d{1,4}(-\d{1,4})?$/;

/**
 * The body of `POST /api/v1/housingInfo`: the chosen address's 법정동 code, 지번 ("737", "737-1", "산 12-3")
 * and 읍면동 name. `jibun` and `dongName` may be empty when a neighbourhood rather than a building was chosen;
 * the answer is then the generic area list.
 */
export const housingInfoRequestSchema = z.object({
  districtCode: districtCodeSchema,
  jibun: z
    .string()
    .trim()
    .refine((jibun) => jibun === '' || JIBUN.test(jibun), { message: '지번은 737 또는 737-1 처럼 입력해주세요.' }),
  dongName: z.string().trim().max(40, '동 이름이 너무 길어요.').refine(isReadableLine, readableTextIssue),
});
export type HousingInfoRequest = z.infer<typeof housingInfoRequestSchema>;

/**
 * One exclusive-area choice. `exclusiveArea` in ㎡; `label` like "59㎡ (약 18평)" (평 of the exclusive area
 * itself, 1평 = 400/121 ㎡). From recent rent transactions of the building (MOLIT only, integer 원):
 * `averageDeposit` is the mean 보증금 of its 전세 contracts, or of its 월세 contracts when it has no 전세;
 * `averageMonthlyRent` the mean 월세 of its 월세 contracts; both null when there is no transaction.
 */
export const housingAreaSchema = z.object({
  exclusiveArea: z.number().positive(),
  label: z.string(),
  averageDeposit: z.number().int().nonnegative().nullable(),
  averageMonthlyRent: z.number().int().nonnegative().nullable(),
  transactionCount: z.number().int().nonnegative(),
});
export type HousingArea = z.infer<typeof housingAreaSchema>;

/** `data` of `POST /api/v1/housingInfo`; `notice` (Korean) says why generic or partial data is shown. */
export const housingInfoSchema = z.object({
  source: housingSourceSchema,
  housingType: rentHousingTypeSchema.nullable(),
  areas: z.array(housingAreaSchema),
  notice: z.string().optional(),
});
export type HousingInfo = z.infer<typeof housingInfoSchema>;
