// The printed layout of a 등기사항전부증명서(말소사항 포함) as 인터넷등기소 issues it (ADR 0030), as HTML for Chromium to
// print into test PDFs: the page's headline, the 표제부 tables, 【 갑 구 】 and 【 을 구 】 with the columns 순위번호 |
// 등기목적 | 접수 | 등기원인 | 권리자 및 기타사항 (column headers repeated on every page), cancelled rows struck through
// as the registry draws them, "-- 이 하 여 백 --", and the 주요 등기사항 요약 that repeats the live entries. A
// `layout` prints the same registry as other writers and other widths do (wrapped and spaced header labels, narrow
// columns, the 요약 first). The people, companies and addresses are invented.

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

/** One row of a 토지 registry's 표제부 (표시번호 | 접수 | 소재지번 | 지목 | 면적 | 등기원인 및 기타사항). */
export type LandRow = {
  number: string;
  received: string;
  place: string[];
  category: string;
  area: string;
  cause: string[];
  struck?: boolean;
};

/** How a writer sets the same registry on the page; every option off is the layout of the first fixtures. */
export type RegistryLayout = {
  /** Number labels on two lines, 순위 over 번호 and 표시 over 번호, the other labels centred beside them. */
  wrappedHeaders?: boolean;
  /** Labels spaced letter by letter and spread over their cells: "순   위   번   호", "등   기   목   적". */
  spacedHeaders?: boolean;
  /** 등기목적 and 건물내역 too narrow for their words, cut mid-word: "근저당권설" / "정", "다세대주" / "택". */
  narrowColumns?: boolean;
  /** The 주요 등기사항 요약 printed before the certificate instead of after it. */
  summaryFirst?: boolean;
  /**
   * The 요약's heading letter-spaced ("주 요 등 기 사 항 요 약"), or on two lines ("주요 등기사항" / "요약") as a narrow
   * print sets it, its notice narrow too.
   */
  summaryHeading?: 'spaced' | 'wrapped';
  /** No "-- 이 하 여 백 --" between the last table and what follows it. */
  withoutEndMark?: boolean;
};

export type RegistryDocument = {
  kind: '집합건물' | '건물' | '토지';
  /** `[집합건물] …` at the top of every page. */
  headline: string;
  uniqueNumber: string;
  /** 1동의 건물의 표시 (or 건물의 표시); empty for 토지. */
  building: TitleRow[];
  /** 전유부분의 건물의 표시 (집합건물 only). */
  unit: TitleRow[];
  /** 토지의 표시 (토지 only). */
  land?: LandRow[];
  landRightRatio?: string;
  gap: RightsRow[];
  /** Absent: a registry whose 을구 has never been written is printed without it. */
  eul?: RightsRow[];
  /** The 주요 등기사항 요약 (참고용) that follows the certificate: its live rows again, in its own words. */
  summary: { owners: string[]; gap: string[][]; eul: string[][] };
  office: string;
  viewedAt: string;
  layout?: RegistryLayout;
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

/**
 * What a layout changes in the style: labels centred on their cell's middle; spaced labels spread over their cell's
 * width (균등 분할, as forms set them), so their letters stand apart; the 요약 first; the 요약 of a narrow print, its
 * notice cut between "주요 등기사항" and "요약은" as its heading is.
 */
const LAYOUT_STYLE = `
  .wrapped-headers .form th { vertical-align: middle; }
  .spaced-headers .form th { text-align: justify; text-align-last: justify; }
  .spaced { letter-spacing: 0.6em; }
  .summary-first .summary { break-before: auto; break-after: page; }
  .summary-wrapped .summary .notice { width: 40mm; }
`;

/**
 * A header label as the layout sets it: `wrapAt` is where a wrapped label goes on to its second line ("순위|번호");
 * a spaced label has a space between every two letters.
 */
function label(text: string, layout: RegistryLayout, wrapAt?: number) {
  const set = (part: string) => (layout.spacedHeaders ? [...part.replaceAll(' ', '')].join(' ') : part);
  const letters = text.replaceAll(' ', '');
  if (layout.wrappedHeaders && wrapAt !== undefined) {
    return `${set(letters.slice(0, wrapAt))}<br>${set(letters.slice(wrapAt))}`;
  }
  return set(text);
}

/** A header row: labels with their widths (percent, or none for the rest of the row). */
function header(labels: readonly [string, number | null][]) {
  const cells = labels.map(([text, width]) => `<th${width === null ? '' : ` style="width:${width}%"`}>${text}</th>`);
  return `<thead><tr>${cells.join('')}</tr></thead>`;
}

function rightsHeader(layout: RegistryLayout) {
  if (!layout.wrappedHeaders && !layout.spacedHeaders && !layout.narrowColumns) {
    // The first fixtures' header, as they were printed.
    return `<thead><tr><th style="width:9%">순위번호</th><th style="width:19%">등 기 목 적</th>
  <th style="width:15%">접 수</th><th style="width:17%">등 기 원 인</th><th style="width:40%">권리자 및 기타사항</th></tr></thead>`;
  }
  // Narrow: the 등기목적 column holds five letters a line, so 근저당권설정 is cut after 설.
  const purposeWidth = layout.narrowColumns ? 10.6 : 19;
  return header([
    [label('순위번호', layout, 2), 9],
    [label('등 기 목 적', layout), purposeWidth],
    [label('접 수', layout), 15],
    [label('등 기 원 인', layout), 17],
    [label('권리자 및 기타사항', layout), 100 - 9 - purposeWidth - 15 - 17],
  ]);
}

function rightsTable(rows: readonly RightsRow[], layout: RegistryLayout) {
  const body = rows
    .map(
      (row) => `<tr${row.struck ? ' class="struck"' : ''}><td class="rank">${escape(row.rank)}</td>
        <td>${escape(row.purpose)}</td><td>${lines(row.received.split('\n'))}</td>
        <td>${lines(row.cause.split('\n'))}</td><td>${lines(row.details)}</td></tr>`,
    )
    .join('');
  return `<table class="form">${rightsHeader(layout)}<tbody>${body}</tbody></table>`;
}

function titleHeader(placeHeader: string, layout: RegistryLayout) {
  if (!layout.wrappedHeaders && !layout.spacedHeaders && !layout.narrowColumns) {
    return `<thead><tr><th style="width:9%">표시번호</th><th style="width:14%">접 수</th>
    <th style="width:27%">${placeHeader}</th><th style="width:26%">건 물 내 역</th><th style="width:24%">등기원인 및 기타사항</th></tr></thead>`;
  }
  // Narrow: the 건물내역 column holds four letters a line, so 다세대주택 is cut after 주.
  const detailWidth = layout.narrowColumns ? 7.5 : 26;
  return header([
    [label('표시번호', layout, 2), 9],
    [label('접 수', layout), 14],
    [label(placeHeader, layout), layout.narrowColumns ? 37 : 27],
    [label('건 물 내 역', layout), detailWidth],
    [label('등기원인 및 기타사항', layout), null],
  ]);
}

function titleTable(rows: readonly TitleRow[], placeHeader: string, layout: RegistryLayout) {
  const body = rows
    .map(
      (row) => `<tr><td class="rank">${escape(row.number)}</td><td>${lines(row.received.split('\n'))}</td>
        <td>${lines(row.place)}</td><td>${lines(row.detail)}</td><td>${lines(row.cause)}</td></tr>`,
    )
    .join('');
  return `<table class="form">${titleHeader(placeHeader, layout)}<tbody>${body}</tbody></table>`;
}

/** A 토지's 표제부: six columns, 지목 and 면적 where a building has its 건물내역. */
function landTable(rows: readonly LandRow[], layout: RegistryLayout) {
  const head = header([
    [label('표시번호', layout, 2), 9],
    [label('접 수', layout), 14],
    [label('소 재 지 번', layout), 30],
    [label('지 목', layout), 9],
    [label('면 적', layout), 12],
    [label('등기원인 및 기타사항', layout), null],
  ]);
  const body = rows
    .map(
      (row) => `<tr${row.struck ? ' class="struck"' : ''}><td class="rank">${escape(row.number)}</td>
        <td>${lines(row.received.split('\n'))}</td><td>${lines(row.place)}</td><td>${escape(row.category)}</td>
        <td>${escape(row.area)}</td><td>${lines(row.cause)}</td></tr>`,
    )
    .join('');
  return `<table class="form">${head}<tbody>${body}</tbody></table>`;
}

function summaryTable(headers: readonly string[], rows: readonly string[][]) {
  const head = headers.map((header) => `<th>${escape(header)}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${escape(cell)}</td>`).join('')}</tr>`).join('');
  return `<table class="form"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

function titleSection(document: RegistryDocument, layout: RegistryLayout) {
  if (document.kind === '토지') {
    return `<h2>【 표 제 부 】 ( 토지의 표시 )</h2>${landTable(document.land ?? [], layout)}`;
  }
  if (document.kind === '건물') {
    return `<h2>【 표 제 부 】 ( 건물의 표시 )</h2>${titleTable(document.building, '소재지번 및 건물번호', layout)}`;
  }
  return `
      <h2>【 표 제 부 】 ( 1동의 건물의 표시 )</h2>${titleTable(document.building, '소재지번,건물명칭 및 번호', layout)}
      <h2>( 대지권의 목적인 토지의 표시 )</h2>
      <table class="form"><thead><tr><th style="width:9%">표시번호</th><th>소 재 지 번</th><th style="width:10%">지 목</th>
        <th style="width:14%">면 적</th><th style="width:24%">등기원인 및 기타사항</th></tr></thead>
        <tbody><tr><td class="rank">1</td><td>${escape(document.headline.split(' ').slice(0, 4).join(' '))}</td><td>대</td>
        <td>512.3㎡</td><td>2001년3월5일 등기</td></tr></tbody></table>
      <h2>【 표 제 부 】 ( 전유부분의 건물의 표시 )</h2>${titleTable(document.unit, '건 물 번 호', layout)}
      <h2>( 대지권의 표시 )</h2>
      <table class="form"><thead><tr><th style="width:9%">표시번호</th><th>대지권종류</th><th>대지권비율</th>
        <th style="width:24%">등기원인 및 기타사항</th></tr></thead>
        <tbody><tr><td class="rank">1</td><td>1 소유권대지권</td><td>${escape(document.landRightRatio ?? '512.3분의 35.12')}</td>
        <td>2001년3월2일 대지권</td></tr></tbody></table>`;
}

const SUMMARY_HEADINGS = {
  plain: '주요 등기사항 요약 (참고용)',
  spaced: '<span class="spaced">주 요 등 기 사 항 요 약</span> (참고용)',
  wrapped: '주요 등기사항<br>요약 (참고용)',
};

function summarySection(document: RegistryDocument, layout: RegistryLayout) {
  return `
    <section class="summary">
      <h1>${SUMMARY_HEADINGS[layout.summaryHeading ?? 'plain']}</h1>
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
}

/** The body's classes for a layout: each names a rule of LAYOUT_STYLE. */
function layoutClasses(layout: RegistryLayout) {
  const classes = [
    layout.wrappedHeaders ? 'wrapped-headers' : '',
    layout.spacedHeaders ? 'spaced-headers' : '',
    layout.summaryFirst ? 'summary-first' : '',
    layout.summaryHeading === 'wrapped' ? 'summary-wrapped' : '',
  ].filter(Boolean);
  return classes.length > 0 ? ` class="${classes.join(' ')}"` : '';
}

/** The whole certificate as one HTML page for `chromium --print-to-pdf`. */
export function registryHtml(document: RegistryDocument): string {
  const layout = document.layout ?? {};
  const summary = summarySection(document, layout);
  const style = document.layout ? `${STYLE}${LAYOUT_STYLE}` : STYLE;
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><style>${style}</style></head><body${layoutClasses(layout)}>
    <table><thead><tr><td><div class="headline"><span>[${document.kind}] ${escape(document.headline)}</span>
      <span>고유번호 ${escape(document.uniqueNumber)}</span></div></td></tr></thead>
    <tfoot><tr><td><div class="footer">열람일시 : ${escape(document.viewedAt)}</div></td></tr></tfoot>
    <tbody><tr><td>${layout.summaryFirst ? summary : ''}
      <h1>등기사항전부증명서(말소사항 포함) - ${document.kind}</h1>
      ${titleSection(document, layout)}
      <h2>【 갑 구 】 ( 소유권에 관한 사항 )</h2>${rightsTable(document.gap, layout)}
      ${document.eul ? `<h2>【 을 구 】 ( 소유권 이외의 권리에 관한 사항 )</h2>${rightsTable(document.eul, layout)}` : ''}
      ${layout.withoutEndMark ? '' : '<p class="blank">-- 이 하 여 백 --</p>'}
      <p>관할등기소 ${escape(document.office)}</p>
      <p class="notice">* 실선으로 그어진 부분은 말소사항을 표시함. * 기록사항 없는 갑구, 을구는 '기록사항 없음'으로 표시함.<br>
        * 본 등기사항증명서는 열람용이므로 출력하신 등기사항증명서는 법적인 효력이 없습니다.</p>
      ${layout.summaryFirst ? '' : summary}
    </td></tr></tbody></table></body></html>`;
}
