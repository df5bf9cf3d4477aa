// The printed layout of a 등기사항전부증명서(말소사항 포함) as 인터넷등기소 issues it (ADR 0030), as HTML for Chromium to
// print into test PDFs: the page's headline, the 표제부 tables, 【 갑 구 】 and 【 을 구 】 with the columns 순위번호 |
// 등기목적 | 접수 | 등기원인 | 권리자 및 기타사항 (column headers repeated on every page), cancelled rows struck through
// as the registry draws them, "-- 이 하 여 백 --", and the 주요 등기사항 요약 that repeats the live entries. The people,
// companies and addresses are invented.

/** One row of 갑구 or 을구; `rank: ''` continues the rank above (the 신탁 row under its 소유권이전). */
export type RightsRow = {
  rank: string;
  purpose: string;
  received: string;
  cause: string;
  details: string[];
  struck?: boolean;
};

/** One row of a 표제부 table (표시번호 | 접수 | 소재지번 or 건물번호 | 건물내역 | 등기원인 및 기타사항). */
export type TitleRow = { number: string; received: string; place: string[]; detail: string[]; cause: string[] };

export type RegistryDocument = {
  kind: '집합건물' | '건물';
  /** `[집합건물] …` at the top of every page. */
  headline: string;
  uniqueNumber: string;
  /** 1동의 건물의 표시 (or 건물의 표시). */
  building: TitleRow[];
  /** 전유부분의 건물의 표시 (집합건물 only). */
  unit: TitleRow[];
  landRightRatio?: string;
  gap: RightsRow[];
  /** Absent: a registry whose 을구 has never been written is printed without it. */
  eul?: RightsRow[];
  /** The 주요 등기사항 요약 (참고용) that follows the certificate: its live rows again, in its own words. */
  summary: { owners: string[]; gap: string[][]; eul: string[][] };
  office: string;
  viewedAt: string;
};

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const lines = (values: readonly string[]) => values.map(escape).join('<br>');

const STYLE = `
  @page { size: A4; margin: 14mm 12mm; }
  body { font-family: 'NanumGothic', sans-serif; font-size: 9.5pt; margin: 0; }
  table { border-collapse: collapse; width: 100%; table-layout: fixed; }
  .form td, .form th { border: 0.8px solid #000; padding: 3px 5px; vertical-align: top; text-align: left; word-break: break-all; }
  .form th { text-align: center; font-weight: normal; }
  .form tr { break-inside: avoid; }
  .form .rank { text-align: center; }
  .struck td { text-decoration: line-through; }
  h1 { font-size: 15pt; text-align: center; margin: 6px 0 10px; font-weight: bold; }
  h2 { font-size: 10.5pt; margin: 12px 0 3px; font-weight: bold; }
  .headline { display: flex; justify-content: space-between; font-size: 9pt; padding-bottom: 4px; }
  .footer { font-size: 8pt; padding-top: 6px; }
  .blank { text-align: center; margin: 8px 0; }
  .summary { break-before: page; }
  .notice { font-size: 8.5pt; }
`;

const rightsHeader = `<thead><tr><th style="width:9%">순위번호</th><th style="width:19%">등 기 목 적</th>
  <th style="width:15%">접 수</th><th style="width:17%">등 기 원 인</th><th style="width:40%">권리자 및 기타사항</th></tr></thead>`;

function rightsTable(rows: readonly RightsRow[]) {
  const body = rows
    .map(
      (row) => `<tr${row.struck ? ' class="struck"' : ''}><td class="rank">${escape(row.rank)}</td>
        <td>${escape(row.purpose)}</td><td>${lines(row.received.split('\n'))}</td>
        <td>${lines(row.cause.split('\n'))}</td><td>${lines(row.details)}</td></tr>`,
    )
    .join('');
  return `<table class="form">${rightsHeader}<tbody>${body}</tbody></table>`;
}

function titleTable(rows: readonly TitleRow[], placeHeader: string) {
  const header = `<thead><tr><th style="width:9%">표시번호</th><th style="width:14%">접 수</th>
    <th style="width:27%">${placeHeader}</th><th style="width:26%">건 물 내 역</th><th style="width:24%">등기원인 및 기타사항</th></tr></thead>`;
  const body = rows
    .map(
      (row) => `<tr><td class="rank">${escape(row.number)}</td><td>${lines(row.received.split('\n'))}</td>
        <td>${lines(row.place)}</td><td>${lines(row.detail)}</td><td>${lines(row.cause)}</td></tr>`,
    )
    .join('');
  return `<table class="form">${header}<tbody>${body}</tbody></table>`;
}

function summaryTable(headers: readonly string[], rows: readonly string[][]) {
  const head = headers.map((header) => `<th>${escape(header)}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${escape(cell)}</td>`).join('')}</tr>`).join('');
  return `<table class="form"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/** The whole certificate as one HTML page for `chromium --print-to-pdf`. */
export function registryHtml(document: RegistryDocument): string {
  const isCollective = document.kind === '집합건물';
  const title = isCollective
    ? `
      <h2>【 표 제 부 】 ( 1동의 건물의 표시 )</h2>${titleTable(document.building, '소재지번,건물명칭 및 번호')}
      <h2>( 대지권의 목적인 토지의 표시 )</h2>
      <table class="form"><thead><tr><th style="width:9%">표시번호</th><th>소 재 지 번</th><th style="width:10%">지 목</th>
        <th style="width:14%">면 적</th><th style="width:24%">등기원인 및 기타사항</th></tr></thead>
        <tbody><tr><td class="rank">1</td><td>${escape(document.headline.split(' ').slice(0, 4).join(' '))}</td><td>대</td>
        <td>512.3㎡</td><td>2001년3월5일 등기</td></tr></tbody></table>
      <h2>【 표 제 부 】 ( 전유부분의 건물의 표시 )</h2>${titleTable(document.unit, '건 물 번 호')}
      <h2>( 대지권의 표시 )</h2>
      <table class="form"><thead><tr><th style="width:9%">표시번호</th><th>대지권종류</th><th>대지권비율</th>
        <th style="width:24%">등기원인 및 기타사항</th></tr></thead>
        <tbody><tr><td class="rank">1</td><td>1 소유권대지권</td><td>${escape(document.landRightRatio ?? '512.3분의 35.12')}</td>
        <td>2001년3월2일 대지권</td></tr></tbody></table>`
    : `<h2>【 표 제 부 】 ( 건물의 표시 )</h2>${titleTable(document.building, '소재지번 및 건물번호')}`;
  const summary = `
    <section class="summary">
      <h1>주요 등기사항 요약 (참고용)</h1>
      <p class="notice">[ 주 의 사 항 ] 본 주요 등기사항 요약은 증명서상에 말소되지 않은 사항을 간략히 요약한 것으로 증명서로서의
        기능을 제공하지 않습니다. 실제 권리사항 파악을 위해서는 발급된 증명서를 필히 확인하시기 바랍니다.</p>
      <p>고유번호 ${escape(document.uniqueNumber)}<br>[${document.kind}] ${escape(document.headline)}</p>
      <h2>1. 소유지분현황 ( 갑구 )</h2>
      ${summaryTable(
        ['등기명의인', '(주민)등록번호', '최종지분', '주 소', '순위번호'],
        document.summary.owners.map((owner) => owner.split('|')),
      )}
      <h2>2. 소유지분을 제외한 소유권에 관한 사항 ( 갑구 )</h2>
      ${summaryTable(['순위번호', '등기목적', '접수정보', '주요등기사항', '대상소유자'], document.summary.gap)}
      <h2>3. (근)저당권 및 전세권 등 ( 을구 )</h2>
      ${summaryTable(['순위번호', '등기목적', '접수정보', '주요등기사항', '대상소유자'], document.summary.eul)}
    </section>`;
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><style>${STYLE}</style></head><body>
    <table><thead><tr><td><div class="headline"><span>[${document.kind}] ${escape(document.headline)}</span>
      <span>고유번호 ${escape(document.uniqueNumber)}</span></div></td></tr></thead>
    <tfoot><tr><td><div class="footer">열람일시 : ${escape(document.viewedAt)}</div></td></tr></tfoot>
    <tbody><tr><td>
      <h1>등기사항전부증명서(말소사항 포함) - ${document.kind}</h1>
      ${title}
      <h2>【 갑 구 】 ( 소유권에 관한 사항 )</h2>${rightsTable(document.gap)}
      ${document.eul ? `<h2>【 을 구 】 ( 소유권 이외의 권리에 관한 사항 )</h2>${rightsTable(document.eul)}` : ''}
      <p class="blank">-- 이 하 여 백 --</p>
      <p>관할등기소 ${escape(document.office)}</p>
      <p class="notice">* 실선으로 그어진 부분은 말소사항을 표시함. * 기록사항 없는 갑구, 을구는 '기록사항 없음'으로 표시함.<br>
        * 본 등기사항증명서는 열람용이므로 출력하신 등기사항증명서는 법적인 효력이 없습니다.</p>
      ${summary}
    </td></tr></tbody></table></body></html>`;
}
