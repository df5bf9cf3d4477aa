import type { RegistryReading } from '@jipsa/contracts';
import { describe, expect, it } from 'vitest';
import {
  addressDiffers,
  areaDiffers,
  entryKey,
  housingTypeDiffers,
  housingTypeOfUse,
  initialConfirmation,
  priorClaimsOf,
} from './registry-confirmation.ts';

// Three 근저당 of which the first is cancelled, a live 전세권 and a live 가압류 (no amount counted).
const reading: RegistryReading = {
  address: '서울특별시 강남구 역삼동 754',
  buildingName: '역삼빌라 제3층 제301호',
  exclusiveArea: 49.5,
  use: '다세대주택',
  owners: ['김집주'],
  lastOwnershipTransferDate: '2020-03-02',
  entries: [
    {
      section: 'EUL',
      rank: '1',
      purpose: '근저당권설정',
      receivedDate: '2019-01-02',
      amount: 120_000_000,
      holder: '가은행',
      live: false,
    },
    {
      section: 'EUL',
      rank: '2',
      purpose: '근저당권설정',
      receivedDate: '2020-03-02',
      amount: 96_000_000,
      holder: '나은행',
      live: true,
    },
    {
      section: 'EUL',
      rank: '3',
      purpose: '근저당권설정',
      receivedDate: '2021-05-03',
      amount: 36_000_000,
      holder: '다캐피탈',
      live: true,
    },
    {
      section: 'EUL',
      rank: '4',
      purpose: '전세권설정',
      receivedDate: '2022-07-01',
      amount: 50_000_000,
      holder: '이세입',
      live: true,
    },
    {
      section: 'GAP',
      rank: '5',
      purpose: '가압류',
      receivedDate: '2025-02-01',
      amount: 30_000_000,
      holder: '라카드',
      live: true,
    },
  ],
  liveClaimsTotal: 182_000_000,
  flags: ['PROVISIONAL_SEIZURE', 'JEONSE_RIGHT'],
};

describe('registry confirmation', () => {
  it('처음에는 서버가 읽은 대로 살아 있는 근저당과 전세권만 더해서 liveClaimsTotal 과 같아요', () => {
    const confirmation = initialConfirmation(reading);
    expect(priorClaimsOf(reading, confirmation)).toBe(reading.liveClaimsTotal);
    expect([...confirmation.flags]).toEqual(['PROVISIONAL_SEIZURE', 'JEONSE_RIGHT']);
  });

  it('빼기로 한 근저당은 빠지고, 더한 선순위 보증금은 더해져요', () => {
    const confirmation = initialConfirmation(reading);
    const countedEntries = new Set(confirmation.countedEntries);
    countedEntries.delete(entryKey(reading.entries[2]!, 2));
    expect(priorClaimsOf(reading, { ...confirmation, countedEntries, addedClaims: 20_000_000 })).toBe(
      182_000_000 - 36_000_000 + 20_000_000,
    );
  });

  it('입력한 동·지번이 등기부 주소에 그대로 있어야 같은 집이에요', () => {
    expect(addressDiffers(reading.address, { dongName: '역삼동', jibun: '754' })).toBe(false);
    expect(addressDiffers(reading.address, { dongName: '역삼동', jibun: '75' })).toBe(true);
    expect(addressDiffers(reading.address, { dongName: '역삼동', jibun: '754-1' })).toBe(true);
    expect(addressDiffers('서울특별시 강남구 역삼동 754-1', { dongName: '역삼동', jibun: '754' })).toBe(true);
    expect(addressDiffers(reading.address, { dongName: '삼성동', jibun: '754' })).toBe(true);
    expect(addressDiffers(reading.address, { dongName: '역삼동', jibun: null })).toBe(false);
    expect(addressDiffers(null, { dongName: '역삼동', jibun: '754' })).toBeNull();
    expect(addressDiffers(reading.address, { dongName: null, jibun: null })).toBeNull();
  });
});

describe('집 유형·면적이 등기부와 다르면 (issue 50)', () => {
  it('등기부 용도로 집 유형을 읽고, 입력과 다르면 다르다고 해요', () => {
    expect(housingTypeOfUse('철근콘크리트구조 다세대주택')).toBe('HOUSEHOLD_HOUSE');
    expect(housingTypeOfUse('제2종근린생활시설')).toBeNull();
    expect(housingTypeDiffers('아파트', 'HOUSEHOLD_HOUSE')).toBe(true);
    expect(housingTypeDiffers('다세대주택', 'HOUSEHOLD_HOUSE')).toBe(false);
    expect(housingTypeDiffers(null, 'APARTMENT')).toBeNull();
  });

  it('면적은 반올림(1㎡)을 넘게 다를 때만 다르다고 해요', () => {
    expect(areaDiffers(59.97, 59)).toBe(false);
    expect(areaDiffers(84.97, 59)).toBe(true);
    expect(areaDiffers(null, 59)).toBeNull();
  });
});
