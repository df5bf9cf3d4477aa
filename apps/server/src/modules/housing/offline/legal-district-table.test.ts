import { describe, expect, it } from 'vitest';
import { levelOfCode, parseLegalDistricts, shippedLegalDistricts } from './legal-district-table.ts';

describe('법정동 표 읽기', () => {
  it('코드 모양으로 단계를 알아내요', () => {
    expect(levelOfCode('1100000000')).toBe('SIDO');
    expect(levelOfCode('1168000000')).toBe('SIGUNGU');
    expect(levelOfCode('1168010100')).toBe('EUPMYEONDONG');
    expect(levelOfCode('4159025321')).toBe('RI');
  });

  it('상위 단계의 이름을 코드 앞자리로 찾아 붙여요', () => {
    const districts = parseLegalDistricts(
      '4100000000\t경기도\t경기\n4159000000\t화성시\n4159025300\t봉담읍\n4159025321\t상리\n3600000000\t세종특별자치시\t세종\n3611010100\t반곡동',
    );
    expect(districts.find((district) => district.code === '4159025321')).toEqual({
      code: '4159025321',
      level: 'RI',
      sido: '경기도',
      sidoShort: '경기',
      sigungu: '화성시',
      eupmyeondong: '봉담읍',
      ri: '상리',
    });
    expect(districts.find((district) => district.code === '3611010100')).toMatchObject({
      sigungu: '',
      eupmyeondong: '반곡동',
    });
  });
});

describe('내장 법정동 표', () => {
  const districts = shippedLegalDistricts();
  const byCode = new Map(districts.map((district) => [district.code, district]));

  it('17개 시도가 모두 있어요', () => {
    const sidos = districts
      .filter((district) => district.level === 'SIDO')
      .map((district) => district.code.slice(0, 2));
    expect(sidos.sort()).toEqual(
      ['11', '26', '27', '28', '29', '30', '31', '36', '41', '43', '44', '46', '47', '48', '50', '51', '52'].sort(),
    );
  });

  it('시군구 250여 개와 읍면동 5천여 개, 리 1만 5천여 개를 담아요', () => {
    const count = (level: string) => districts.filter((district) => district.level === level).length;
    expect(count('SIGUNGU')).toBeGreaterThanOrEqual(250);
    expect(count('EUPMYEONDONG')).toBeGreaterThanOrEqual(5_000);
    expect(count('RI')).toBeGreaterThanOrEqual(15_000);
  });

  it.each([
    ['1168010100', '서울특별시', '강남구', '역삼동'],
    ['1168011000', '서울특별시', '강남구', '압구정동'],
    ['4111710500', '경기도', '수원시 영통구', '영통동'],
    ['4113510300', '경기도', '성남시 분당구', '정자동'],
    ['2611010100', '부산광역시', '중구', '영주동'],
    ['5011025600', '제주특별자치도', '제주시', '구좌읍'],
  ])('%s 는 %s %s %s 예요', (code, sido, sigungu, eupmyeondong) => {
    expect(byCode.get(code)).toMatchObject({ sido, sigungu, eupmyeondong });
  });

  it('모든 코드가 10자리 숫자이고 겹치지 않으며 시도가 있어요', () => {
    expect(byCode.size).toBe(districts.length);
    expect(districts.filter((district) => !/^\d{10}$/.test(district.code) || district.sido === '')).toEqual([]);
  });

  it('리는 모두 자기 읍면에 속해요', () => {
    const orphans = districts.filter(
      (district) => district.level === 'RI' && byCode.get(`${district.code.slice(0, 8)}00`)?.level !== 'EUPMYEONDONG',
    );
    expect(orphans).toEqual([]);
  });

  it('현재 이름의 시도 코드를 써요 (강원 51, 전북 52, 군위군은 대구)', () => {
    expect(byCode.get('5100000000')?.sido).toBe('강원특별자치도');
    expect(byCode.get('5200000000')?.sido).toBe('전북특별자치도');
    expect(byCode.get('2772000000')).toMatchObject({ sido: '대구광역시', sigungu: '군위군' });
  });
});
