import { describe, expect, it } from 'vitest';
import { DEPOSIT_TROUBLE_CONTACTS, LANDLORD_LIST_LINK } from './deposit-trouble-contacts.ts';

describe('DEPOSIT_TROUBLE_CONTACTS — 어디에 전화할지', () => {
  it('전세피해지원센터 1533-8119, 대한법률구조공단 132, HUG 경·공매지원센터를 확인한 날과 함께 말해요', () => {
    expect(DEPOSIT_TROUBLE_CONTACTS.map((contact) => [contact.code, contact.phone])).toEqual([
      ['JEONSE_DAMAGE_CENTER', '1533-8119'],
      ['LEGAL_AID', '132'],
      ['HUG_AUCTION_SUPPORT', null],
    ]);
    for (const contact of DEPOSIT_TROUBLE_CONTACTS) {
      expect(contact).toMatchObject({ checkedOn: '2026-11-29', certainty: 'S' });
      expect(contact.phone ?? contact.url).not.toBeNull();
    }
  });
  it('악성 임대인 명단은 베끼지 않고 링크와 담긴 내용만 말해요', () => {
    expect(LANDLORD_LIST_LINK).toMatchObject({ url: 'https://www.khug.or.kr/jeonse', since: '2023-09-29' });
    expect(LANDLORD_LIST_LINK.contains).toContain('2억원');
  });
});
