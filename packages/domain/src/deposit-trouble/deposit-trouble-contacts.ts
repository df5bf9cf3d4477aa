import type { Certainty } from '../renewal/renewal-rule.ts';
import { DEPOSIT_TROUBLE_READ_ON } from './deposit-trouble-rule.ts';

export const DEPOSIT_TROUBLE_CONTACT_CODES = ['JEONSE_DAMAGE_CENTER', 'LEGAL_AID', 'HUG_AUCTION_SUPPORT'] as const;
export type DepositTroubleContactCode = (typeof DEPOSIT_TROUBLE_CONTACT_CODES)[number];

/** Who to call, on every answer of the plan, with the day the number was checked. */
export type DepositTroubleContact = {
  readonly code: DepositTroubleContactCode;
  readonly name: string;
  /** Null when no number of its own was found (then `url` and `detail` say where to ask). */
  readonly phone: string | null;
  readonly url: string | null;
  readonly detail: string;
  readonly checkedOn: string;
  readonly source: string;
  readonly certainty: Certainty;
};

// NOTE: 전세피해지원센터 대표번호 1533-8119 (naviasset.com 2025-09, 국토교통부·HUG·지자체 운영) [S]; 대한법률구조공단
// "국번 없이 132", 평일 09:00~18:00 (info-gleam.reve12.com/80, ofilgood.com 2026-02; the 공단's own page was not
// read) [S]; HUG 전세사기피해자 경·공매지원센터 (2023-08-07 개소, 서울 종로구 삼봉로 71 G타워 2층): 법률서비스 대행비용 70 % 지원, 신청은 센터·전세피해지원센터·HUG
// 영업점·안심전세포털 www.khug.or.kr/jeonse (m.mt.co.kr, sisatoday.co.kr 2023-08-07) [S]; no number of its own was found.
export const DEPOSIT_TROUBLE_CONTACTS: readonly DepositTroubleContact[] = [
  {
    code: 'JEONSE_DAMAGE_CENTER',
    name: '전세피해지원센터',
    phone: '1533-8119',
    url: null,
    detail: '법률·금융·주거 지원 상담, 전세사기피해자 결정 신청 안내',
    checkedOn: DEPOSIT_TROUBLE_READ_ON,
    source: '전세피해지원센터 대표번호 (국토교통부·HUG 안내의 2차 자료)',
    certainty: 'S',
  },
  {
    code: 'LEGAL_AID',
    name: '대한법률구조공단',
    phone: '132',
    url: null,
    detail: '보증금 반환 소송·지급명령, 임차권등기명령 무료 법률상담',
    checkedOn: DEPOSIT_TROUBLE_READ_ON,
    source: '대한법률구조공단 법률상담 전화 132 (공단 누리집 원문 미확인)',
    certainty: 'S',
  },
  {
    code: 'HUG_AUCTION_SUPPORT',
    name: 'HUG 전세사기피해자 경·공매지원센터',
    phone: null,
    url: 'https://www.khug.or.kr/jeonse',
    detail:
      '경매·공매 법률서비스 대행비용의 70 %를 지원해요(본인 30 %). 센터, 전세피해지원센터, HUG 영업점, 안심전세포털에서 신청해요.',
    checkedOn: DEPOSIT_TROUBLE_READ_ON,
    source: '국토교통부·HUG 「전세사기피해자 경·공매지원센터」 개소 (2023-08-07) 보도',
    certainty: 'S',
  },
];

/** HUG's public list of landlords who repeatedly failed to return deposits: where it is and what it holds. */
export type LandlordListLink = {
  readonly title: string;
  readonly url: string;
  readonly publisher: string;
  readonly contains: string;
  readonly listedWhen: string;
  readonly since: string;
  readonly checkedOn: string;
  readonly source: string;
  readonly certainty: Certainty;
};

// NOTE: 주택도시기금법 개정 (2023-09-29 시행): HUG·국토교통부 누리집과 안심전세 앱에 상습 채무불이행자를 공개 — 최근 3년
// 2건 이상 (법 시행 후 1건 이상), HUG 구상채권 2억원 이상, 강제집행·보전처분; 이름·나이·주소, 반환 채무액, 불이행 기간,
// HUG 이행일, 구상채무액, 강제집행·보전처분 신청 횟수; 첫 공개 2023-12 (v.daum.net 중앙일보 2023-10-12, chosun.com
// 2025-01-03) [S]. The list's own page address was not read: the link is 안심전세포털's front page [U].
export const LANDLORD_LIST_LINK: LandlordListLink = {
  title: '상습 채무불이행자(악성 임대인) 명단',
  url: 'https://www.khug.or.kr/jeonse',
  publisher: 'HUG 안심전세포털 (국토교통부 누리집, 안심전세 앱에도 있어요)',
  contains:
    '최근 3년 안에 보증금을 2건 이상 돌려주지 않아 HUG가 대신 갚은 돈(구상채권)이 2억원 이상이고 강제집행·보전처분을 받은 임대인의 이름·나이·주소, 돌려주지 않은 보증금, 불이행 기간, HUG가 대신 갚은 날과 금액, 강제집행·보전처분 신청 횟수',
  listedWhen: '2개월 소명 기간 뒤 HUG 임대인정보공개심의위원회가 정해요.',
  since: '2023-09-29',
  checkedOn: DEPOSIT_TROUBLE_READ_ON,
  source: '주택도시기금법 개정 (2023-09-29 시행) 상습 채무불이행자 명단 공개 (보도)',
  certainty: 'S',
};
