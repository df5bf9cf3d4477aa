import { UpstreamError } from '../../../lib/upstream/upstream-error.ts';
import { createUpstream, DEFAULT_UPSTREAM_POLICY, type UpstreamPolicy } from '../../../lib/upstream/upstream-policy.ts';
import { createDataGoKrPages } from '../molit/data-go-kr-pages.ts';
import { BUILDING_TITLE_PATH, BUILDING_UNITS_PATH } from '../molit/molit-housing-source.ts';
import { formatJibun, parseJibun } from '../molit/parse-jibun.ts';
import type { DataGoKrItem } from '../molit/read-data-go-kr.ts';
import { buildingUseOf, type BuildingUse } from './building-use-of.ts';

export type BuildingLedger = {
  /** 주용도 of the unit (전유부 for a 집합건물 when the unit is known) or of the building (표제부). */
  mainUse: string | null;
  /** true/false as the ledger records 위반건축물; null when the API does not say (BldRgstHubService never does). */
  violation: boolean | null;
  /** mainUse names a home (오피스텔 counts: ADR 0031); null when unknown or the building mixes homes and shops. */
  residential: boolean | null;
};

export type BuildingLedgerAddress = {
  /** The 10-digit 법정동코드: 시군구 (first 5) and 법정동 (last 5). */
  districtCode: string;
  /** "123-4", "산 12-3". */
  jibun: string;
  /** Tells one 동 of several on the lot: "은마아파트 1동" picks the 표제부 of 동 "1동". */
  buildingName: string;
  /** The unit when known (the registry's 전유부분 "제1동 제302호"): its own 전유부 use. */
  unit?: { dong?: string; ho: string };
};

export interface BuildingLedgerSource {
  /** The lot's ledger; null when it has no record. Upstream failures throw `UpstreamError`. */
  ledgerOf(address: BuildingLedgerAddress): Promise<BuildingLedger | null>;
}

export type BuildingLedgerSourceOptions = { apiKey: string; baseUrl: string; policy?: Partial<UpstreamPolicy> };

const TITLE_ROWS_PER_PAGE = 100;
/** A 전유부 lists every 호 (and its 공용 parts): three pages hold a complex of ~1,000 homes. */
const UNIT_ROWS_PER_PAGE = 1_000;
const UNIT_MAX_PAGES = 3;
const DISTRICT_CODE = /^\d{10}$/;
// NOTE: BldRgstHubService codes: regstrGbCd 1 일반 / 2 집합; mainAtchGbCd 0 주건축물 / 1 부속건축물;
// exposPubuseGbCd 1 전유 / 2 공용; platGbCd 0 대지 / 1 산 / 2 블록.
const COLLECTIVE = '2';

const compact = (text: string | undefined) => (text ?? '').replace(/\s+/g, '').toLowerCase();
/** '제101동', '101동' and '101' name one 동; '302호' and '302' one 호. */
const dongKey = (text: string | undefined) => compact(text).replace(/^제/, '').replace(/동$/, '');
const hoKey = (text: string | undefined) => compact(text).replace(/^제/, '').replace(/호$/, '');

const isMainBuilding = (row: DataGoKrItem) => row.mainAtchGbCd !== '1' && row.mainAtchGbCdNm !== '부속건축물';
const isExclusivePart = (row: DataGoKrItem) =>
  (row.exposPubuseGbCd === '1' || row.exposPubuseGbCdNm === '전유') && isMainBuilding(row);

/** Their common verdict, or null when they disagree; the first names the use. */
function combineUses(uses: readonly BuildingUse[]): BuildingUse {
  const [first] = uses;
  if (!first) return { mainUse: null, residential: null };
  const agree = uses.every((use) => use.residential === first.residential);
  return { mainUse: first.mainUse, residential: agree ? first.residential : null };
}

/**
 * The 표제부 rows of the building meant: the 동 the name ends with ("… 1동"), else the rows whose 건물명 the name
 * contains (or is contained by), else every main building of the lot.
 */
function titlesOfBuilding(titles: DataGoKrItem[], buildingName: string): DataGoKrItem[] {
  const main = titles.filter(isMainBuilding);
  const rows = main.length > 0 ? main : titles;
  const tokens = new Set(buildingName.split(/\s+/).filter(Boolean).map(dongKey));
  const byDong = rows.filter((row) => dongKey(row.dongNm) !== '' && tokens.has(dongKey(row.dongNm)));
  if (byDong.length > 0) return byDong;
  const name = compact(buildingName);
  const byName = rows.filter((row) => {
    const title = compact(row.bldNm);
    return name !== '' && title !== '' && (title.includes(name) || name.includes(title));
  });
  return byName.length > 0 ? byName : rows;
}

/**
 * The 전유 parts' verdict for a 집합건물: the unit's own rows when it is known and found, else all units of the
 * chosen 동 (a 다세대 whose units are all homes is residential; one with a 근린생활시설 unit among them is unknown
 * until the unit is said).
 */
function unitsUse(units: DataGoKrItem[], titles: DataGoKrItem[], unit: BuildingLedgerAddress['unit']) {
  const dongs = new Set(titles.map((row) => dongKey(row.dongNm)));
  const ofBuilding = units.filter((row) => dongs.has(dongKey(row.dongNm)));
  const candidates = ofBuilding.length > 0 ? ofBuilding : units;
  const own = unit
    ? candidates.filter(
        (row) => hoKey(row.hoNm) === hoKey(unit.ho) && (!unit.dong || dongKey(row.dongNm) === dongKey(unit.dong)),
      )
    : [];
  if (own.length > 0) return { ...combineUses(own.map(buildingUseOf)), isUnit: true };
  return { ...combineUses(candidates.map(buildingUseOf)), isUnit: false };
}

/**
 * The 건축물대장 of a lot from 국토교통부 건축HUB (data.go.kr `BldRgstHubService`): the 표제부 (getBrTitleInfo) names
 * the building's use; for a 집합건물 the 전유공용면적 (getBrExposPubuseAreaInfo) names each unit's. The open API has
 * no 위반건축물 field (`vlRat` is 용적률), so `violation` is always null: the person is asked (ADR 0031). Same
 * timeout, retries and cache as the housing adapters, with a breaker of its own ('building-ledger').
 *
 * @example
 * const ledger = createBuildingLedgerSource({ apiKey: config.buildingLedger.apiKey, baseUrl: config.buildingLedger.baseUrl });
 * await ledger.ledgerOf({ districtCode: '1150010300', jibun: '401-12', buildingName: '화곡해오름빌라', unit: { ho: '302호' } });
 * // { mainUse: '다세대주택', violation: null, residential: true }
 */
export function createBuildingLedgerSource(options: BuildingLedgerSourceOptions): BuildingLedgerSource {
  const policy = { ...DEFAULT_UPSTREAM_POLICY, ...options.policy };
  const upstream = createUpstream<{ ledger: BuildingLedger | null }>('building-ledger', policy);
  const pages = createDataGoKrPages(upstream, options);

  return {
    async ledgerOf({ districtCode, jibun: jibunText, buildingName, unit }) {
      const jibun = parseJibun(jibunText);
      if (!DISTRICT_CODE.test(districtCode) || !jibun)
        throw new UpstreamError('REJECTED', 'the building ledger needs a 10-digit 법정동코드 and a 지번');
      const cacheKey = [districtCode, formatJibun(jibun), compact(buildingName), unit?.dong ?? '', unit?.ho ?? ''].join(
        '|',
      );
      const cached = upstream.cache.get(cacheKey);
      if (cached) return cached.ledger;

      const lot = {
        sigunguCd: districtCode.slice(0, 5),
        bjdongCd: districtCode.slice(5),
        platGbCd: jibun.mountain ? '1' : '0',
        bun: String(jibun.main).padStart(4, '0'),
        ji: String(jibun.sub).padStart(4, '0'),
        _type: 'json',
      };
      const titles = await pages(BUILDING_TITLE_PATH, lot, TITLE_ROWS_PER_PAGE, 1);
      if (titles.length === 0) {
        upstream.cache.set(cacheKey, { ledger: null });
        return null;
      }
      const building = titlesOfBuilding(titles, buildingName);
      let use = combineUses(building.map(buildingUseOf));
      if (building.some((row) => row.regstrGbCd === COLLECTIVE)) {
        const units = (await pages(BUILDING_UNITS_PATH, lot, UNIT_ROWS_PER_PAGE, UNIT_MAX_PAGES)).filter(
          isExclusivePart,
        );
        if (units.length > 0) {
          const { isUnit, ...parts } = unitsUse(units, building, unit);
          use = isUnit ? parts : { mainUse: use.mainUse, residential: parts.residential };
        }
      }
      // NOTE: no BldRgstHubService operation carries 위반건축물 (checked against the 건축HUB field lists,
      // 2026-11): the printed 대장 shows it, the API does not. Unknown, never guessed.
      const ledger: BuildingLedger = { mainUse: use.mainUse, violation: null, residential: use.residential };
      upstream.cache.set(cacheKey, { ledger });
      return ledger;
    },
  };
}
