import type { SearchedAddress } from '@jipsa/contracts';

const compact = (text: string) => text.replace(/\s+/g, '');

/**
 * The registry's 소재지번 split at its 지번: the district words to search for and the 지번 itself.
 * Null when the address has no 동·리·가 followed by a 지번.
 * @example registryAddressParts('서울특별시 강남구 역삼동 754') // { district: '서울특별시 강남구 역삼동', jibun: '754' }
 */
export function registryAddressParts(address: string): { district: string; jibun: string } | null {
  const match = /^(.+?[동리가])\s+((?:산\s*)?\d+(?:-\d+)?)(?=\s|$)/.exec(address.trim());
  if (!match?.[1] || !match[2]) return null;
  return { district: match[1], jibun: match[2].replace(/\s+/g, '') };
}

/** The building's own name without the unit the registry adds ("역삼빌라 제3층 제301호" → "역삼빌라"). */
function buildingOf(buildingName: string | null): string {
  return (buildingName ?? '').split(/\s+제\s*[\dA-Za-z가-힣]*[동층호]/)[0]?.trim() ?? '';
}

/**
 * The address fields the form takes from an uploaded 등기부 when none was chosen (issue 50): the one district among
 * the search results whose 시도, 시군구 and 동 are the registry's, with the registry's 지번. Null when none or several
 * match, so the person chooses it themselves.
 * @example addressFromRegistry('서울특별시 강남구 역삼동 754', '역삼빌라 제3층 제301호', results)
 * // { districtCode: '1168010100', dongName: '역삼동', jibun: '754', buildingName: '역삼빌라' }
 */
export function addressFromRegistry(
  address: string,
  buildingName: string | null,
  results: readonly SearchedAddress[],
): { districtCode: string; dongName: string; jibun: string; buildingName: string } | null {
  const parts = registryAddressParts(address);
  if (parts === null) return null;
  const district = compact(parts.district);
  const codes = new Set(
    results
      .filter((result) => compact(`${result.sido}${result.sigungu}${result.dongName}`) === district)
      .map((result) => result.districtCode),
  );
  const [districtCode] = codes;
  const match = results.find((result) => result.districtCode === districtCode);
  if (codes.size !== 1 || districtCode === undefined || match === undefined) return null;
  return { districtCode, dongName: match.dongName, jibun: parts.jibun, buildingName: buildingOf(buildingName) };
}
