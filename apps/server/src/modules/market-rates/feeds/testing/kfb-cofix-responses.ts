// 은행연합회 소비자포털 COFIX 공시 pages (portal.kfb.or.kr/fingoods/cofix.php?BasicYear=…) as the adapter reads them.
//
// The markup is MODELLED, not recorded: we did not call KFB. It follows what public code reading the page shows — the
// #Content > div.contentArea layout, the headline boxes (div.cofix_new_2019_v2), two table.resultList_ty02 tables
// (monthly: 공시일 | 대상월 | 신규취급액기준 | 잔액기준 | 신 잔액기준 COFIX, header row first, newest first; weekly
// 단기 COFIX: 공시일 | 대상기간 | 단기 COFIX), cells like 2026/03/16 and 2026/02, and an EUC-KR body.
//
// The values and 공시일 are the real ones, from the press on each publication day:
// - 2019-05-15 (2019년 4월): 신규 1.85, 잔액 2.01, no 신 잔액 yet — 한국금융신문 2019-05-15
// - 2019-07-15 (2019년 6월): 신규 1.78, 신 잔액 1.68 (잔액 − 0.30, so 잔액 1.98) — 컨슈머타임스 2019-07-15
// - 2019-08-16 (2019년 7월): 신규 1.68, 잔액 1.96, 신 잔액 1.66 — 아주경제 2019-08-16
// - 2025-08-18 (2025년 7월): 신규 2.51, 잔액 3.00, 신 잔액 2.59 — 이코노미데일리 2025-08-18
// - 2025-10-15 (2025년 9월): 신규 2.52, 잔액 2.89, 신 잔액 2.49 — 뉴스웍스 2025-10-15
// - 2025-11-17 (2025년 10월): 신규 2.57, 잔액 2.84, 신 잔액 2.48 — 아시아경제 2025-11-17
// - 2025-12-15 (2025년 11월): 신규 2.81, 잔액 2.83, 신 잔액 2.48 — 아시아경제 2025-12-15
// - 2026-01-15 (2025년 12월): 신규 2.89, 잔액 2.84, 신 잔액 2.47 — zum 뉴스 2026-01-15, and as 1월's 전월 in the 2026-02-19 reports
// - 2026-02-19 (2026년 1월): 신규 2.77, 잔액 2.85, 신 잔액 2.48 — 전자신문, 뉴스핌 2026-02-19
// - 2026-03-16 (2026년 2월): 신규 2.82, 잔액 2.85, 신 잔액 2.47 — 전자신문 2026-03-16
// - 단기 COFIX 2.69 published 2026-03-11 (전자신문 2026-03-16); its 대상기간 is illustrative.
// The 2019 and 2025 pages are cut to those rows (the real ones list every month published that year).

type Row = [publishedOn: string, month: string, newAmount: string, balance: string, newBalance: string];

/** The page for `year` with these monthly rows (newest first) and weekly 단기 COFIX rows. */
export function cofixPage(year: number, rows: Row[], shortTerm: [string, string, string][] = []): string {
  const [latest] = rows;
  const headline = latest
    ? `
    <div class="cofix_new_2019_v2">
      <ul>
        <li><p class="item">신 잔액기준 COFIX</p><p>${latest[1].replace('/', '년 ')}월</p><p class="percent">${latest[4]}%</p></li>
        <li><p class="item">신규취급액기준 COFIX</p><p>${latest[1].replace('/', '년 ')}월</p><p class="percent">${latest[2]}%</p></li>
        <li><p class="item">잔액기준 COFIX</p><p>${latest[1].replace('/', '년 ')}월</p><p class="percent">${latest[3]}%</p></li>
      </ul>
    </div>`
    : '';
  const years = [2026, 2025, 2024, 2019]
    .map((option) => `<option value="${option}"${option === year ? ' selected' : ''}>${option}</option>`)
    .join('');
  return `<!DOCTYPE html>
<html lang="ko">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=euc-kr">
<title>COFIX | 은행연합회 소비자포털</title>
</head>
<body>
<div id="wrap">
<div id="Content">
  <div class="contentArea">
    <h3 class="tit">COFIX 공시</h3>${headline}
    <form name="CofixForm" method="get" action="cofix.php">
      <select name="BasicYear" title="연도 선택">${years}</select>
      <span class="btnSearch01"><a href="Javascript:CofixForm.submit();">조회</a></span>
    </form>
    <div class="tableArea">
      <table cellpadding="0" class="resultList_ty02">
        <caption>COFIX 공시 내역</caption>
        <tr>
          <th scope="col">공시일</th>
          <th scope="col">대상월</th>
          <th scope="col">신규취급액기준<br>COFIX</th>
          <th scope="col">잔액기준<br>COFIX</th>
          <th scope="col">신 잔액기준<br>COFIX</th>
        </tr>
${rows.length === 0 ? '        <tr><td colspan="5">조회된 내용이 없습니다.</td></tr>' : rows.map((row) => `        <tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n')}
      </table>
    </div>
    <h4 class="tit">단기 COFIX</h4>
    <div class="tableArea">
      <table cellpadding="0" class="resultList_ty02">
        <caption>단기 COFIX 공시 내역</caption>
        <tr><th scope="col">공시일</th><th scope="col">대상기간</th><th scope="col">단기 COFIX</th></tr>
${shortTerm.map((row) => `        <tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n')}
      </table>
    </div>
    <p class="txt">* COFIX 연동 대출을 받고자 하는 경우 COFIX의 특징을 충분히 이해한 후 신중하게 대출상품을 선택하시기 바랍니다.</p>
  </div>
</div>
</div>
</body>
</html>
`;
}

export const COFIX_2026 = cofixPage(
  2026,
  [
    ['2026/03/16', '2026/02', '2.82', '2.85', '2.47'],
    ['2026/02/19', '2026/01', '2.77', '2.85', '2.48'],
    ['2026/01/15', '2025/12', '2.89', '2.84', '2.47'],
  ],
  [['2026/03/11', '2026/03/04 ~ 2026/03/10', '2.69']],
);

export const COFIX_2025 = cofixPage(2025, [
  ['2025/12/15', '2025/11', '2.81', '2.83', '2.48'],
  ['2025/11/17', '2025/10', '2.57', '2.84', '2.48'],
  ['2025/10/15', '2025/09', '2.52', '2.89', '2.49'],
  ['2025/08/18', '2025/07', '2.51', '3.00', '2.59'],
]);

/** 신 잔액기준 began with June 2019: April's row has no value for it. */
export const COFIX_2019 = cofixPage(2019, [
  ['2019/08/16', '2019/07', '1.68', '1.96', '1.66'],
  ['2019/07/15', '2019/06', '1.78', '1.98', '1.68'],
  ['2019/05/15', '2019/04', '1.85', '2.01', ''],
]);

/** A year nothing was published in yet (the first days of January). */
export const COFIX_EMPTY_YEAR = cofixPage(2027, []);

/** What a refused or broken request may get with status 200: a notice page without the tables. */
export const KFB_NOTICE_PAGE = `<!DOCTYPE html>
<html lang="ko"><head><meta charset="euc-kr"><title>은행연합회 소비자포털</title></head>
<body><script>alert('잘못된 접근입니다.'); history.back();</script></body></html>
`;

let eucKrTable: Map<string, number[]> | null = null;

/** EUC-KR's table, built from the platform's decoder (Node has no EUC-KR encoder). */
function eucKrCodes(): Map<string, number[]> {
  if (eucKrTable) return eucKrTable;
  const decoder = new TextDecoder('euc-kr', { fatal: true });
  eucKrTable = new Map();
  for (let lead = 0x81; lead <= 0xfe; lead += 1) {
    for (let trail = 0x41; trail <= 0xfe; trail += 1) {
      try {
        const char = decoder.decode(new Uint8Array([lead, trail]));
        if (!eucKrTable.has(char)) eucKrTable.set(char, [lead, trail]);
      } catch {
        // not a character in EUC-KR
      }
    }
  }
  return eucKrTable;
}

/** `text` as the portal sends it: EUC-KR bytes. */
export function encodeEucKr(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) bytes.push(code);
    else {
      const pair = eucKrCodes().get(char);
      if (!pair) throw new Error(`'${char}' has no EUC-KR code`);
      bytes.push(...pair);
    }
  }
  return Uint8Array.from(bytes);
}
