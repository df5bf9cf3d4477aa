const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const FINAL_CONSONANTS = 28;
// How digits are read (영 일 이 삼 사 오 육 칠 팔 구): true when the reading ends in a consonant.
const DIGIT_HAS_FINAL: readonly boolean[] = [true, true, false, true, false, false, true, true, true, false];

/** Whether the word, read aloud, ends in a consonant (받침). Unknown endings count as vowels. */
function endsWithConsonant(word: string): boolean {
  const last = word.trimEnd().at(-1);
  if (last === undefined) return false;
  const code = last.charCodeAt(0);
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) return (code - HANGUL_FIRST) % FINAL_CONSONANTS !== 0;
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator,StringLiteral,BooleanLiteral: any wider test reads the same (Number() of a non-digit character is NaN; 9 has no 받침)
  if (last >= '0' && last <= '9') return DIGIT_HAS_FINAL[Number(last)] ?? false;
  return false;
}

/**
 * Appends the particle that fits the word's last sound (은/는, 이/가, 을/를, 이에요/예요, 으로/로).
 * @example withParticle('버팀목 전세자금대출', '은', '는') // '버팀목 전세자금대출은'
 * @example withParticle('1억원', '이', '가') // '1억원이'
 */
export function withParticle(word: string, afterConsonant: string, afterVowel: string): string {
  return `${word}${endsWithConsonant(word) ? afterConsonant : afterVowel}`;
}
