import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { districtNameOf } from './district-name-of.ts';

const SERVER_TABLE = resolve(
  import.meta.dirname,
  '../../../../server/src/modules/housing/district-table/legal-districts.json',
);

describe('districtNameOf', () => {
  it('법정동 코드의 앞 다섯 자리로 시군구를 알려줘요', () => {
    expect(districtNameOf('1144012400')).toBe('마포구');
    expect(districtNameOf('4111110100')).toBe('수원시 장안구');
    expect(districtNameOf('3611010100')).toBe('세종시');
    expect(districtNameOf('9999999999')).toBeNull();
  });

  it('서버의 법정동 표에 있는 시군구를 모두 같은 이름으로 알아요', () => {
    const { rows } = JSON.parse(readFileSync(SERVER_TABLE, 'utf8')) as { rows: string };
    const districts = rows
      .split('\n')
      .map((row) => row.split('\t'))
      .filter(([code]) => code?.endsWith('00000') && !code.endsWith('00000000'));
    expect(districts.length).toBeGreaterThan(200);
    for (const [code = '', name] of districts) expect(districtNameOf(code)).toBe(name);
  });
});
