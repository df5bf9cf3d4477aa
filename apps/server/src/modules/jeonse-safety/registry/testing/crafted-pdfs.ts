// PDFs written byte by byte for the reader's bounds (issue 45): text placed exactly where a test wants it (a 등기목적
// cell of forty thousand letters on one line, which no printer lays out), and a page that inflates to a gigabyte.
// Chromium-printed registries are in make-registry-pdfs.ts.
import { createDeflate } from 'node:zlib';

/** Text at a place of the page, in points from its bottom left. */
export type PlacedText = { x: number; y: number; text: string; size?: number };

/** A PDF of these objects (1 0 obj is the catalogue); a Buffer object is a stream's whole `<< … >>stream…endstream`. */
function pdfOf(objects: readonly (string | Buffer)[]): Buffer {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let length = chunks[0]!.length;
  const push = (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
  };
  objects.forEach((object, index) => {
    offsets.push(length);
    push(Buffer.from(`${index + 1} 0 obj\n`));
    push(typeof object === 'string' ? Buffer.from(object) : object);
    push(Buffer.from('\nendobj\n'));
  });
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}` +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(chunks);
}

const stream = (dictionary: string, bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${bytes.length} >>\nstream\n`),
    bytes,
    Buffer.from('\nendstream'),
  ]);

const hex4 = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

/** A ToUnicode CMap that maps each 2-byte code to the UTF-16 letter of the same number. */
function toUnicodeOf(letters: ReadonlySet<number>): Buffer {
  const entries = [...letters].map((code) => `<${hex4(code)}> <${hex4(code)}>`);
  const blocks: string[] = [];
  for (let start = 0; start < entries.length; start += 100) {
    const block = entries.slice(start, start + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
  }
  return Buffer.from(
    [
      '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
      '/CMapName /Identity-UCS def /CMapType 2 def',
      '1 begincodespacerange <0000> <FFFF> endcodespacerange',
      ...blocks,
      'endcmap CMapName currentdict /CMap defineresource pop end end',
    ].join('\n'),
  );
}

/**
 * One page per list, each text a run of its own, in a font with no glyphs: pdf.js reads the letters through the
 * font's ToUnicode map, as it reads a registry's embedded Hangul font. Letters outside the BMP are not supported.
 *
 * @example
 * textPdf([[{ x: 40, y: 800, text: '등기사항전부증명서' }]]);
 */
export function textPdf(pages: readonly (readonly PlacedText[])[]): Buffer {
  const letters = new Set(pages.flatMap((page) => page.flatMap(({ text }) => [...text].map((l) => l.charCodeAt(0)))));
  const pageIds = pages.map((_, index) => 7 + index * 2);
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /Plain /Encoding /Identity-H /DescendantFonts [4 0 R] /ToUnicode 6 0 R >>',
    '<< /Type /Font /Subtype /CIDFontType2 /BaseFont /Plain /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor 5 0 R /DW 1000 /W [32 [250]] /CIDToGIDMap /Identity >>',
    '<< /Type /FontDescriptor /FontName /Plain /Flags 4 /FontBBox [0 -200 1000 900] /ItalicAngle 0 /Ascent 900 /Descent -200 /CapHeight 700 /StemV 80 >>',
    stream('', toUnicodeOf(letters)),
  ];
  pages.forEach((texts, index) => {
    const content = texts
      .map(({ x, y, text, size = 9 }) => {
        const codes = [...text].map((letter) => hex4(letter.charCodeAt(0))).join('');
        return `BT /F1 ${size} Tf ${x} ${y} Td <${codes}> Tj ET`;
      })
      .join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${pageIds[index]! + 1} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
      stream('', Buffer.from(content)),
    );
  });
  return pdfOf(objects);
}

/** A one-page PDF whose content stream is `decodedBytes` of spaces, deflated: about a thousandth of that on disk. */
export async function inflatingPdf(decodedBytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  const chunk = Buffer.alloc(1 << 20, ' ');
  for (let written = 0; written < decodedBytes; written += chunk.length) {
    const piece = chunk.subarray(0, Math.min(chunk.length, decodedBytes - written));
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return onePagePdf(Buffer.concat(parts));
}

/** A one-page PDF whose content stream is `deflated` (FlateDecode), with no resources. */
export function onePagePdf(deflated: Buffer): Buffer {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << >> >>',
    stream('/Filter /FlateDecode', deflated),
  ]);
}

/** The 갑구 header row's labels and where each column starts. */
const GAP_HEADER = ['순위번호', '등기목적', '접수', '등기원인', '권리자 및 기타사항'];
const GAP_COLUMNS = [40, 90, 200, 280, 380];
const gapHeaderAt = (y: number): PlacedText[] => GAP_HEADER.map((text, index) => ({ x: GAP_COLUMNS[index]!, y, text }));

/**
 * The page of a 집합건물 registry's 갑구 as the reader needs it (title, heading, the five column labels, one row), with
 * `purpose` as the 등기목적 of its one registration, laid out on one line however long.
 */
export function registryWithPurpose(purpose: string): Buffer {
  return textPdf([
    [
      { x: 40, y: 810, text: '[집합건물] 서울특별시 강남구 역삼동 754 역삼빌라 제3층 제301호' },
      { x: 200, y: 780, text: '등기사항전부증명서(말소사항 포함) - 집합건물', size: 14 },
      { x: 40, y: 740, text: '【 갑 구 】 ( 소유권에 관한 사항 )' },
      ...gapHeaderAt(720),
      { x: 45, y: 700, text: '1' },
      { x: 90, y: 700, text: purpose, size: 1 },
      { x: 200, y: 690, text: '2015년5월1일' },
      { x: 380, y: 690, text: '소유자 김철수 750101-*******' },
    ],
  ]);
}

/**
 * The heaviest registry the reader accepts: pages of 갑구 rows whose 등기목적 and lines are just within the length
 * bounds, up to the reader's text limit. Every 등기목적 is a 말소 naming as many 순위번호 as fit.
 */
export function registryAtBounds({ maxChars = 300_000, maxPages = 30 } = {}): Buffer {
  const ranks = Array.from({ length: 40 }, (_, index) => `${index + 1}번`).join(',');
  const purpose = `${ranks.slice(0, 190 - '등기말소'.length).replace(/,?\d*번?$/, '')}등기말소`;
  const details = `소유자 김철수 750101-******* ${'서울특별시 강남구 논현로 123 '.repeat(8)}`.slice(0, 180);
  const rowsPerPage = 60;
  const lettersPerRow = purpose.length + details.length + 12;
  const pageCount = Math.min(maxPages, Math.floor(maxChars / (rowsPerPage * lettersPerRow)));
  let rank = 0;
  const pages = Array.from({ length: pageCount }, (_, page) => [
    ...(page === 0
      ? [
          { x: 40, y: 830, text: '[집합건물] 서울특별시 강남구 역삼동 754 역삼빌라 제3층 제301호' },
          { x: 200, y: 815, text: '등기사항전부증명서(말소사항 포함) - 집합건물', size: 12 },
          { x: 40, y: 800, text: '【 갑 구 】 ( 소유권에 관한 사항 )' },
        ]
      : []),
    ...gapHeaderAt(785),
    ...Array.from({ length: rowsPerPage }, (_, row) => {
      rank += 1;
      const y = 770 - row * 12.5;
      return [
        { x: 45, y, text: String(rank) },
        { x: 90, y, text: purpose, size: 0.5 },
        { x: 200, y, text: '2015년5월1일', size: 6 },
        { x: 380, y, text: details, size: 1 },
      ];
    }).flat(),
  ]);
  return textPdf(pages);
}
