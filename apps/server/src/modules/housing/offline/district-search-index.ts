import type { TextRange } from '@jipsa/contracts';
import { mergeRanges } from '../highlight-ranges.ts';
import { decomposeHangul, editDistance, isOneEditApart, normalizeSearchText } from './korean-text.ts';
import { LEVEL_DEPTH, type LegalDistrict } from './legal-district-table.ts';

export type DistrictMatch = {
  district: LegalDistrict;
  /** "시도 시군구 읍면동[ 리]". */
  address: string;
  highlights: TextRange[];
};

export type DistrictSearchIndex = {
  /** Ranked matches of `query`, `limit` of them from `offset`, and how many there are in all. */
  search(query: string, offset: number, limit: number): { total: number; matches: DistrictMatch[] };
};

/** A name of one level as it appears in the address, and the forms a person may type for it. */
type Part = { text: string; offset: number; depth: number; forms: readonly string[] };
type Entry = { district: LegalDistrict; address: string; depth: number; parts: Part[] };

// How well a word matched a name: the whole name (or its stem: 역삼 for 역삼동), the start of it,
// somewhere inside it, or one typo away (then the closer in jamo, the higher).
const EXACT = 3;
const PREFIX = 2;
const INSIDE = 1;
const TYPO = 0.5;

// NOTE: the names people use for the 시도 besides the official and short ones: "서울시", and the names of
// 강원 (강원특별자치도 since 2023-06-11), 전북 (전북특별자치도 since 2024-01-18) and 제주 before they changed.
const SIDO_ALIASES: Record<string, string[]> = {
  '11': ['서울시'],
  '26': ['부산시'],
  '27': ['대구시'],
  '28': ['인천시'],
  '29': ['광주시'],
  '30': ['대전시'],
  '31': ['울산시'],
  '36': ['세종시'],
  '50': ['제주도'],
  '51': ['강원도'],
  '52': ['전라북도'],
};

/** A query word that says nothing about the neighbourhood: a 지번 ("737-1", "산12") or a bare level word. */
const IGNORED_WORD = /^(산?\d+(-\d+)?(번지)?|[시군구동읍면리도가])$/;

/** A district has at most 시도, two 시군구 words, 읍면동 and 리: parts fit in three bits of a posting. */
const PART_BITS = 3;
const PART_MASK = (1 << PART_BITS) - 1;

const compact = (name: string) => normalizeSearchText(name).replaceAll(' ', '');

/** The name and its shorter forms: 역삼동 → 역삼, 충무로1가 → 충무로, 수원시 → 수원; never a single letter. */
function formsOf(name: string): string[] {
  const full = compact(name);
  const forms = new Set([full]);
  const withoutGa = full.replace(/\d+가$/, '');
  const withoutLevel = withoutGa.replace(/[시군구동읍면리가]$/, '');
  const withoutNumber = withoutLevel.replace(/\d+$/, '');
  for (const form of [withoutGa, withoutLevel, withoutNumber]) if (form.length >= 2) forms.add(form);
  return [...forms];
}

/** The hits of one query word: per district, how well it matched and which part, plus which districts it touched. */
type HitSet = { word: string; quality: Float64Array; part: Int8Array; touched: Int32Array; count: number };

/**
 * The offline neighbourhood search over the shipped 법정동 table, built once at start (a fraction of a
 * second) and then answering well under a millisecond for most queries:
 * - every word of the query must match a name of the district (시도, 시군구, 읍면동 or 리) — exactly,
 *   as its start, or inside it; words typed without a space ("수원영통") are split where both halves match;
 * - a word that matches nothing may have one typo ("역삼등" → 역삼동), tried only then;
 * - 지번 numbers and bare level words (동, 구) are ignored;
 * - ranking: better word matches first, then the district the query names most precisely (서울 강남 → 강남구
 *   before its 동), then the higher level, then the code.
 * Hits live in typed arrays reused across searches, so a search allocates next to nothing.
 *
 * @example
 * createDistrictSearchIndex(shippedLegalDistricts()).search('강남구 역삼', 0, 20).matches[0]?.address
 * // '서울특별시 강남구 역삼동'
 */
export function createDistrictSearchIndex(districts: LegalDistrict[]): DistrictSearchIndex {
  const sorted = [...districts].sort((a, b) => (a.code < b.code ? -1 : 1));
  const formsCache = new Map<string, readonly string[]>();
  const cachedForms = (name: string) => {
    let forms = formsCache.get(name);
    if (!forms) formsCache.set(name, (forms = formsOf(name)));
    return forms;
  };
  const sidoForms = new Map<string, readonly string[]>();
  const formsOfSido = (district: LegalDistrict) => {
    const key = district.code.slice(0, 2);
    let forms = sidoForms.get(key);
    if (!forms) {
      const names = [district.sido, district.sidoShort, ...(SIDO_ALIASES[key] ?? [])].filter(Boolean);
      sidoForms.set(key, (forms = [...new Set(names.map(compact))]));
    }
    return forms;
  };

  const entries: Entry[] = sorted.map((district) => {
    const named: Omit<Part, 'offset'>[] = [{ text: district.sido, depth: 0, forms: formsOfSido(district) }];
    for (const word of district.sigungu.split(' ').filter(Boolean)) {
      named.push({ text: word, depth: 1, forms: cachedForms(word) });
    }
    if (district.eupmyeondong) {
      named.push({ text: district.eupmyeondong, depth: 2, forms: cachedForms(district.eupmyeondong) });
    }
    if (district.ri) named.push({ text: district.ri, depth: 3, forms: cachedForms(district.ri) });
    let offset = 0;
    const parts = named.map((part) => {
      const placed = { ...part, offset };
      offset += part.text.length + 1;
      return placed;
    });
    return { district, address: named.map((part) => part.text).join(' '), depth: LEVEL_DEPTH[district.level], parts };
  });

  const partDepth = new Int8Array(entries.length << PART_BITS);
  const postings = new Map<string, number[]>();
  entries.forEach((entry, entryIndex) => {
    entry.parts.forEach((part, partIndex) => {
      partDepth[(entryIndex << PART_BITS) | partIndex] = part.depth;
      for (const form of part.forms) {
        const list = postings.get(form);
        if (list) list.push((entryIndex << PART_BITS) | partIndex);
        else postings.set(form, [(entryIndex << PART_BITS) | partIndex]);
      }
    });
  });

  // Sorted, the forms sharing a start are neighbours (binary search finds them); joined, one indexOf finds a
  // word inside any of them.
  const forms = [...postings.keys()].sort();
  const formStarts: number[] = [];
  let joinedLength = 0;
  for (const form of forms) {
    formStarts.push(joinedLength);
    joinedLength += form.length + 1;
  }
  const joinedForms = forms.join('\n');
  // Forms by length: a word one typo away from a form is at most one letter longer or shorter.
  const formsByLength: string[][] = [];
  for (const form of forms) (formsByLength[form.length] ??= []).push(form);

  const pool: HitSet[] = [];
  let inUse = 0;
  const acquire = (word: string): HitSet => {
    const set = pool[inUse] ?? {
      word,
      quality: new Float64Array(entries.length),
      part: new Int8Array(entries.length),
      touched: new Int32Array(entries.length),
      count: 0,
    };
    pool[inUse] = set;
    inUse += 1;
    set.word = word;
    return set;
  };
  const releaseAll = () => {
    for (let index = 0; index < inUse; index += 1) {
      const set = pool[index]!;
      for (let at = 0; at < set.count; at += 1) set.quality[set.touched[at]!] = 0;
      set.count = 0;
    }
    inUse = 0;
  };

  const record = (set: HitSet, form: string, quality: number) => {
    for (const posting of postings.get(form) ?? []) {
      const entry = posting >> PART_BITS;
      const part = posting & PART_MASK;
      const previous = set.quality[entry]!;
      if (previous === 0) set.touched[set.count++] = entry;
      const deeper = partDepth[posting]! > partDepth[(entry << PART_BITS) | set.part[entry]!]!;
      if (previous === 0 || quality > previous || (quality === previous && deeper)) {
        set.quality[entry] = quality;
        set.part[entry] = part;
      }
    }
  };

  /** The first index whose value is not below `target` (values sorted ascending). */
  const lowerBound = <T>(values: readonly T[], target: T): number => {
    let low = 0;
    let high = values.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (values[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  const strictHits = (word: string): HitSet => {
    const set = acquire(word);
    for (let index = lowerBound(forms, word); index < forms.length && forms[index]!.startsWith(word); index += 1) {
      record(set, forms[index]!, forms[index] === word ? EXACT : PREFIX);
    }
    if (word.length < 2) return set;
    for (let at = joinedForms.indexOf(word); at >= 0;) {
      const formIndex = lowerBound(formStarts, at + 1) - 1;
      if (at > formStarts[formIndex]!) record(set, forms[formIndex]!, INSIDE);
      at = joinedForms.indexOf(word, formStarts[formIndex + 1] ?? joinedLength);
    }
    return set;
  };

  /** Adds to `set` the districts one typo away from its word that it does not have yet. */
  const addTypoHits = (set: HitSet): HitSet => {
    const word = set.word;
    if (word.length < 2) return set;
    const first = word.charCodeAt(0);
    const last = word.charCodeAt(word.length - 1);
    const candidates: string[] = [];
    for (let length = Math.max(word.length - 1, 2); length <= word.length + 1; length += 1) {
      for (const form of formsByLength[length] ?? []) {
        // One edit leaves the first or the last letter in place: a cheap test before the real one.
        if (form.charCodeAt(0) !== first && form.charCodeAt(form.length - 1) !== last) continue;
        if (isOneEditApart(word, form)) candidates.push(form);
      }
    }
    const wordJamo = decomposeHangul(word);
    for (const form of candidates) {
      const closeness = Math.min(editDistance(wordJamo, decomposeHangul(form)), 40);
      const quality = TYPO - closeness / 100;
      for (const posting of postings.get(form) ?? []) {
        const entry = posting >> PART_BITS;
        if (set.quality[entry]! >= quality) continue;
        if (set.quality[entry] === 0) set.touched[set.count++] = entry;
        set.quality[entry] = quality;
        set.part[entry] = posting & PART_MASK;
      }
    }
    return set;
  };

  /** "수원영통" → ["수원", "영통"]: the longest known start, then the rest the same way; null if impossible. */
  const splitGlued = (word: string): HitSet[] | null => {
    for (let cut = word.length - 2; cut >= 2; cut -= 1) {
      const head = strictHits(word.slice(0, cut));
      if (head.count === 0) continue;
      const tail = word.slice(cut);
      const tailHits = strictHits(tail);
      if (tailHits.count > 0) return [head, tailHits];
      const rest = splitGlued(tail);
      if (rest) return [head, ...rest];
    }
    return null;
  };

  const rankQuality = new Float64Array(entries.length);
  const rankExtra = new Int8Array(entries.length);

  /** The districts every word matched, best first. */
  const combine = (sets: HitSet[]): number[] => {
    if (sets.length === 0 || sets.some((set) => set.count === 0)) return [];
    const smallest = sets.reduce((best, set) => (set.count < best.count ? set : best));
    const ranked: number[] = [];
    for (let at = 0; at < smallest.count; at += 1) {
      const entry = smallest.touched[at]!;
      let quality = 0;
      let deepest = 0;
      let matchedAll = true;
      for (const set of sets) {
        const hit = set.quality[entry]!;
        if (hit === 0) {
          matchedAll = false;
          break;
        }
        quality += hit;
        deepest = Math.max(deepest, partDepth[(entry << PART_BITS) | set.part[entry]!]!);
      }
      if (!matchedAll) continue;
      rankQuality[entry] = quality;
      rankExtra[entry] = entries[entry]!.depth - deepest;
      ranked.push(entry);
    }
    // Entries are in code order, so the entry index settles the last tie.
    return ranked.sort(
      (a, b) =>
        rankQuality[b]! - rankQuality[a]! ||
        rankExtra[a]! - rankExtra[b]! ||
        entries[a]!.depth - entries[b]!.depth ||
        a - b,
    );
  };

  const rank = (query: string): { ranked: number[]; sets: HitSet[] } => {
    const words = [...new Set(normalizeSearchText(query).split(' '))].filter(
      (word) => word && !IGNORED_WORD.test(word),
    );
    if (words.length === 0) return { ranked: [], sets: [] };
    const strict = words.map(strictHits);
    let ranked = combine(strict);
    if (ranked.length > 0) return { ranked, sets: strict };

    const unmatched = strict.filter((set) => set.count === 0);
    if (unmatched.length > 0) {
      const split = strict.flatMap((set) => (set.count > 0 ? [set] : (splitGlued(set.word) ?? [set])));
      ranked = split.length > strict.length ? combine(split) : [];
      if (ranked.length > 0) return { ranked, sets: split };
      for (const set of unmatched) addTypoHits(set);
      ranked = combine(strict);
      if (ranked.length > 0) return { ranked, sets: strict };
    }
    for (const set of strict) if (!unmatched.includes(set)) addTypoHits(set);
    return { ranked: combine(strict), sets: strict };
  };

  const toMatch = (entryIndex: number, sets: HitSet[]): DistrictMatch => {
    const entry = entries[entryIndex]!;
    const highlights = sets.map((set) => {
      const part = entry.parts[set.part[entryIndex]!]!;
      const at = part.text.toLowerCase().indexOf(set.word);
      // An alias (서울시 for 서울특별시) or a typo is not in the text: the whole name is what matched.
      return at >= 0
        ? { start: part.offset + at, end: part.offset + at + set.word.length }
        : { start: part.offset, end: part.offset + part.text.length };
    });
    return { district: entry.district, address: entry.address, highlights: mergeRanges(highlights) };
  };

  return {
    search(query, offset, limit) {
      try {
        const { ranked, sets } = rank(query);
        return {
          total: ranked.length,
          matches: ranked.slice(offset, offset + limit).map((entry) => toMatch(entry, sets)),
        };
      } finally {
        releaseAll();
      }
    },
  };
}
