/** An element of a parsed XML document: its name, attributes, child elements and own text. */
export type XmlElement = {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's character data (text and CDATA directly inside it), entities decoded. */
  text: string;
};

export class XmlSyntaxError extends Error {
  override readonly name = 'XmlSyntaxError';
}

const NAME = /[A-Za-z_:\u00C0-\uFFFF][\w.:\-\u00B7\u00C0-\uFFFF]*/y;
const WHITESPACE = /\s*/y;
const PREDEFINED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(raw: string, at: number): string {
  return raw.replace(/&([^;\s&]*);?/g, (match, entity: string) => {
    if (!match.endsWith(';')) throw new XmlSyntaxError(`unterminated entity near offset ${at}`);
    if (entity.startsWith('#x') || entity.startsWith('#X')) {
      const code = Number.parseInt(entity.slice(2), 16);
      if (!/^[0-9a-f]+$/i.test(entity.slice(2)) || code > 0x10ffff)
        throw new XmlSyntaxError(`bad character reference &${entity};`);
      return String.fromCodePoint(code);
    }
    if (entity.startsWith('#')) {
      const code = Number.parseInt(entity.slice(1), 10);
      if (!/^\d+$/.test(entity.slice(1)) || code > 0x10ffff)
        throw new XmlSyntaxError(`bad character reference &${entity};`);
      return String.fromCodePoint(code);
    }
    const value = PREDEFINED_ENTITIES[entity];
    if (value === undefined) throw new XmlSyntaxError(`unknown entity &${entity};`);
    return value;
  });
}

/**
 * A small strict XML parser for the data.go.kr answers (elements, attributes, text, CDATA, comments, the
 * XML declaration and the five predefined entities plus character references). No DTDs, no namespaces
 * resolution: the APIs use neither. Anything malformed — an unclosed or mismatched tag, text outside the root,
 * an unknown entity — throws `XmlSyntaxError` rather than yielding a half-read document.
 *
 * @example
 * parseXml('<response><header><resultCode>00</resultCode></header></response>')
 *   .children[0]?.children[0]?.text; // '00'
 */
export function parseXml(source: string): XmlElement {
  let position = 0;

  const fail = (what: string): never => {
    throw new XmlSyntaxError(`${what} at offset ${position}`);
  };
  const skipWhitespace = () => {
    WHITESPACE.lastIndex = position;
    WHITESPACE.exec(source);
    position = WHITESPACE.lastIndex;
  };
  const readName = (): string => {
    NAME.lastIndex = position;
    const match = NAME.exec(source);
    if (!match) return fail('expected a name');
    position = NAME.lastIndex;
    return match[0];
  };
  const skipUntil = (terminator: string, what: string) => {
    const end = source.indexOf(terminator, position);
    if (end < 0) fail(`unterminated ${what}`);
    const content = source.slice(position, end);
    position = end + terminator.length;
    return content;
  };
  /** Comments, processing instructions and (outside the root) whitespace. */
  const skipMisc = () => {
    for (;;) {
      skipWhitespace();
      if (source.startsWith('<!--', position)) {
        position += 4;
        skipUntil('-->', 'comment');
      } else if (source.startsWith('<?', position)) {
        position += 2;
        skipUntil('?>', 'processing instruction');
      } else return;
    }
  };

  const readElement = (): XmlElement => {
    if (source[position] !== '<') fail('expected an element');
    position += 1;
    const name = readName();
    const attributes: Record<string, string> = {};
    for (;;) {
      skipWhitespace();
      if (source.startsWith('/>', position)) {
        position += 2;
        return { name, attributes, children: [], text: '' };
      }
      if (source[position] === '>') {
        position += 1;
        break;
      }
      const attributeName = readName();
      skipWhitespace();
      if (source[position] !== '=') fail(`expected '=' after attribute ${attributeName}`);
      position += 1;
      skipWhitespace();
      const quote = source[position];
      if (quote !== '"' && quote !== "'") fail(`expected a quoted value for attribute ${attributeName}`);
      position += 1;
      const valueStart = position;
      const rawValue = skipUntil(quote as string, 'attribute value');
      if (rawValue.includes('<')) fail(`'<' in attribute ${attributeName}`);
      if (attributeName in attributes) fail(`duplicate attribute ${attributeName}`);
      attributes[attributeName] = decodeEntities(rawValue, valueStart);
    }

    const children: XmlElement[] = [];
    let text = '';
    for (;;) {
      if (position >= source.length) fail(`unclosed element <${name}>`);
      if (source.startsWith('</', position)) {
        position += 2;
        const closing = readName();
        if (closing !== name) fail(`</${closing}> closes <${name}>`);
        skipWhitespace();
        if (source[position] !== '>') fail(`expected '>' after </${closing}`);
        position += 1;
        return { name, attributes, children, text };
      }
      if (source.startsWith('<![CDATA[', position)) {
        position += 9;
        text += skipUntil(']]>', 'CDATA section');
      } else if (source.startsWith('<!--', position)) {
        position += 4;
        skipUntil('-->', 'comment');
      } else if (source.startsWith('<?', position)) {
        position += 2;
        skipUntil('?>', 'processing instruction');
      } else if (source[position] === '<') {
        children.push(readElement());
      } else {
        const next = source.indexOf('<', position);
        const end = next < 0 ? source.length : next;
        text += decodeEntities(source.slice(position, end), position);
        position = end;
      }
    }
  };

  skipMisc();
  if (source.startsWith('<!DOCTYPE', position)) fail('DOCTYPE is not supported');
  const root = readElement();
  skipMisc();
  if (position < source.length) fail('content after the root element');
  return root;
}

/** The first child element called `name`, if any. */
export function childElement(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children.find((child) => child.name === name);
}

/** The trimmed text of the first child called one of `names` (the APIs renamed some fields), or ''. */
export function childText(element: XmlElement | undefined, ...names: string[]): string {
  for (const name of names) {
    const child = childElement(element, name);
    if (child) return child.text.trim();
  }
  return '';
}
