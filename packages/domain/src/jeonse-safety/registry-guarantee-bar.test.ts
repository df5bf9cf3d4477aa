import { describe, expect, it } from 'vitest';
import { registryGuaranteeBar, registryRefusal, trusteeConsentCondition } from './registry-guarantee-bar.ts';

describe('등기부가 반환보증을 막는지 (issue 50 #2)', () => {
  it('압류·가압류·가처분·경매는 거절이고 신탁보다 앞서요; 신탁만이면 동의 조건; 권리침해가 아니면 없어요', () => {
    expect(registryGuaranteeBar(['TRUST', 'INJUNCTION', 'JEONSE_RIGHT'])).toEqual({
      bar: 'REFUSED',
      flags: ['INJUNCTION'],
    });
    expect(registryGuaranteeBar(['JOINT_OWNERSHIP', 'TRUST'])).toEqual({ bar: 'TRUSTEE_CONSENT', flags: ['TRUST'] });
    expect(registryGuaranteeBar(['LEASE_REGISTRATION', 'RECENT_OWNERSHIP_TRANSFER', 'NON_RESIDENTIAL_USE'])).toBeNull();
    expect(registryGuaranteeBar([])).toBeNull();
  });

  it('거절 문장은 막는 등기를 가운뎃점으로 이어 이름으로 말해요', () => {
    expect(registryRefusal('HF 전세지킴보증', ['SEIZURE', 'AUCTION'])).toBe(
      '등기부에 압류·경매개시결정 등기가 있어서 HF 전세지킴보증에 가입할 수 없어요. 보증기관은 권리침해가 있는 집을 받지 않아요. 말소된 등기부로 다시 확인하세요.',
    );
  });

  it('신탁의 동의 조건은 한도를 알 때만 금액을 말해요', () => {
    expect(trusteeConsentCondition('HUG 반환보증', '2억 5,200만원')).toBe(
      '등기부에 신탁이 있어요. 신탁사(수탁자)의 임대 동의서가 있으면 보증금 2억 5,200만원까지 HUG 반환보증에 가입할 수 있고, 동의가 없으면 가입할 수 없어요.',
    );
    expect(trusteeConsentCondition('HUG 반환보증', null)).toBe(
      '등기부에 신탁이 있어요. 신탁사(수탁자)의 임대 동의서가 있으면 HUG 반환보증에 가입할 수 있고, 동의가 없으면 가입할 수 없어요.',
    );
  });
});
