import { describe, expect, it } from 'vitest';
import { createDistrictSearchIndex } from './district-search-index.ts';
import { parseLegalDistricts } from './legal-district-table.ts';
import { shippedDistrictIndex } from './offline-address-source.ts';

const index = shippedDistrictIndex();
const first = (query: string) => index.search(query, 0, 20).matches[0];
const addresses = (query: string, limit = 20) => index.search(query, 0, limit).matches.map((match) => match.address);
const highlighted = (query: string) => {
  const match = first(query);
  return match?.highlights.map(({ start, end }) => match.address.slice(start, end));
};

describe('동네 검색: 찾기', () => {
  it.each([
    ['역삼동', '서울특별시 강남구 역삼동'],
    ['강남구 역삼', '서울특별시 강남구 역삼동'],
    ['수원 영통', '경기도 수원시 영통구'],
    ['서울 강남', '서울특별시 강남구'],
    ['서울특별시 강남구 역삼동', '서울특별시 강남구 역삼동'],
    ['서울시 종로구 청운동', '서울특별시 종로구 청운동'],
    ['분당 정자동', '경기도 성남시 분당구 정자동'],
    ['세종 반곡동', '세종특별자치시 반곡동'],
    ['봉담읍 상리', '경기도 화성시 봉담읍 상리'],
    ['압구정', '서울특별시 강남구 압구정동'],
    ['강원도 춘천', '강원특별자치도 춘천시'],
  ])('"%s" 의 첫 결과는 %s 예요', (query, expected) => {
    expect(first(query)?.address).toBe(expected);
  });

  it('수원 영통을 찾으면 영통구와 그 안의 동만 나와요', () => {
    const found = addresses('수원 영통');
    expect(found.length).toBeGreaterThan(1);
    for (const address of found) expect(address.startsWith('경기도 수원시 영통구')).toBe(true);
  });

  it('서울 강남은 강남구를 먼저, 그다음 강남구의 동을 보여줘요', () => {
    const found = addresses('서울 강남');
    expect(found[0]).toBe('서울특별시 강남구');
    expect(found.slice(1).every((address) => address.startsWith('서울특별시 강남구 '))).toBe(true);
    expect(found).toContain('서울특별시 강남구 역삼동');
  });

  it('결과의 법정동 코드가 맞아요', () => {
    expect(first('역삼동')?.district.code).toBe('1168010100');
    expect(first('서울 강남')?.district.code).toBe('1168000000');
  });
});

describe('동네 검색: 순위', () => {
  it('이름이 정확히 같은 곳이 이름이 그 말로 시작하는 곳보다 먼저예요', () => {
    const found = addresses('신사동');
    expect(found.slice(0, 2).sort()).toEqual(['서울특별시 강남구 신사동', '서울특별시 은평구 신사동']);
  });

  it('줄기 이름(대치)이 정확히 같은 읍면동이 그 이름을 가진 리보다 먼저예요', () => {
    const found = index.search('대치', 0, 50).matches;
    const firstRi = found.findIndex((match) => match.district.level === 'RI');
    const lastDong = found.findLastIndex((match) => match.district.level === 'EUPMYEONDONG');
    expect(found[0]?.address).toBe('서울특별시 강남구 대치동');
    expect(lastDong).toBeLessThan(firstRi);
  });

  it('시작이 맞는 곳이 가운데에 든 곳보다 먼저예요', () => {
    const synthetic = createDistrictSearchIndex(
      parseLegalDistricts('1100000000\t서울특별시\t서울\n1111000000\t가나구\n1111010100\t가정다동\n1111010200\t정다동'),
    );
    expect(synthetic.search('정다', 0, 10).matches.map((match) => match.district.eupmyeondong)).toEqual([
      '정다동',
      '가정다동',
    ]);
  });
});

describe('동네 검색: 너그러움', () => {
  it.each([
    ['역삼등', '서울특별시 강남구 역삼동'],
    ['강남구 역섬동', '서울특별시 강남구 역삼동'],
    ['영퉁구', '경기도 수원시 영통구'],
  ])('한 글자 오타 "%s" 도 %s 를 찾아요', (query, expected) => {
    expect(first(query)?.address).toBe(expected);
  });

  it.each([
    ['강남구역삼동', '서울특별시 강남구 역삼동'],
    ['수원영통', '경기도 수원시 영통구'],
    ['서울강남구', '서울특별시 강남구'],
  ])('띄어 쓰지 않은 "%s" 도 %s 를 찾아요', (query, expected) => {
    expect(first(query)?.address).toBe(expected);
  });

  it('여러 칸 띄어 쓰거나 문장 부호가 섞여도 같아요', () => {
    expect(addresses('  강남구,   역삼 ')).toEqual(addresses('강남구 역삼'));
  });

  it('지번 숫자와 "동" 같은 단계 말은 무시해요', () => {
    expect(first('역삼동 737-1')?.address).toBe('서울특별시 강남구 역삼동');
    expect(first('역삼 동')?.address).toBe('서울특별시 강남구 역삼동');
  });

  it('이름의 일부(가운데)만 써도 찾아요', () => {
    expect(addresses('구정동')).toContain('서울특별시 강남구 압구정동');
  });

  it('아무 데도 없는 말이면 빈 결과예요', () => {
    expect(index.search('가나다라마바사', 0, 20)).toEqual({ total: 0, matches: [] });
    expect(index.search('123-4', 0, 20)).toEqual({ total: 0, matches: [] });
  });
});

describe('동네 검색: 강조와 페이지', () => {
  it('맞은 글자 범위를 주소 문자열 위치로 알려줘요', () => {
    expect(highlighted('강남구 역삼')).toEqual(['강남구', '역삼']);
    expect(first('강남구 역삼')?.highlights).toEqual([
      { start: 6, end: 9 },
      { start: 10, end: 12 },
    ]);
  });

  it('별칭이나 오타로 맞으면 그 이름 전체를 강조해요', () => {
    expect(highlighted('서울시 종로구')).toEqual(['서울특별시', '종로구']);
    expect(highlighted('역삼등')).toEqual(['역삼동']);
  });

  it('페이지를 나눠도 순서가 이어지고 총 개수는 같아요', () => {
    const all = index.search('서울 강남', 0, 100);
    const pageTwo = index.search('서울 강남', 5, 5);
    expect(pageTwo.total).toBe(all.total);
    expect(pageTwo.matches.map((match) => match.address)).toEqual(
      all.matches.slice(5, 10).map((match) => match.address),
    );
  });

  it('한 번의 검색은 5ms 안에 끝나요 (질의마다 여러 번 재어 가운데 값으로)', () => {
    const queries = [
      '역삼동',
      '강남구 역삼',
      '수원 영통',
      '서울 강남',
      '역삼등',
      '경기',
      '강남구역삼동',
      '가나다라마바사',
    ];
    for (const query of queries) index.search(query, 0, 20);
    const medians = Object.fromEntries(
      queries.map((query) => {
        const timings = Array.from({ length: 15 }, () => {
          const startedAt = performance.now();
          index.search(query, 0, 20);
          return performance.now() - startedAt;
        }).sort((a, b) => a - b);
        return [query, timings[7]!];
      }),
    );
    for (const [query, median] of Object.entries(medians)) expect(median, query).toBeLessThan(5);
  });
});
