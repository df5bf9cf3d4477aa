import type { LoanForm } from '../store/app-store.ts';
import { districtNameOf } from './district-name-of.ts';

/**
 * The address as one line: the building, else the neighbourhood, with its 시군구 (a 동 name alone is shared by
 * several 구) and its 지번 when there is one.
 * @example addressText({ buildingName: '', districtCode: '1144012400', dongName: '망원동', jibun: '123-4' }) // '마포구 망원동 123-4'
 */
export function addressText(
  form: Pick<LoanForm, 'buildingName' | 'districtCode' | 'dongName' | 'jibun'>,
): string | null {
  const district = form.districtCode === null ? null : districtNameOf(form.districtCode);
  const place = [district, form.dongName, form.jibun].filter((part) => part !== null && part !== '').join(' ');
  if (form.buildingName) return place === '' ? form.buildingName : `${form.buildingName} (${place})`;
  return place === '' ? null : place;
}
