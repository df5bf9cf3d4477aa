import fc from 'fast-check';

// Client input that once reached PostgreSQL and failed there with a 500 (issue 14): NUL, other control
// characters and lone UTF-16 surrogates inside otherwise ordinary text.

const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085'];
const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];

const embedded = (character: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.string({ maxLength: 12 }), character, fc.string({ maxLength: 12 }))
    .map(([before, bad, after]) => `제목${before}${bad}${after}`);

/** Ordinary Korean text with one NUL or other control character (not tab or a line break) in it. */
export const textWithControlCharacter = embedded(fc.constantFrom(...CONTROL_CHARACTERS));

/** Ordinary Korean text with one control character or lone UTF-16 surrogate in it (JSON carries both). */
export const hostileText = embedded(fc.constantFrom(...CONTROL_CHARACTERS, ...LONE_SURROGATES));
