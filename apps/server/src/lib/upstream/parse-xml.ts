import { XMLParser, XMLValidator } from 'fast-xml-parser';

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

// fast-xml-parser's ordered form: each node is `{ [name]: childNodes, ':@'?: attributes }` or a text node.
type OrderedNode = Record<string, unknown>;
const TEXT = '#text';
const CDATA = '#cdata';
const ATTRIBUTES = ':@';

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  cdataPropName: CDATA,
  // The five XML entities and character references (&#44608; &#xAE40;) are decoded; nothing is read from a DTD.
  processEntities: true,
  htmlEntities: true,
});

function toElement(node: OrderedNode): XmlElement | null {
  const name = Object.keys(node).find((key) => key !== ATTRIBUTES && key !== TEXT);
  if (!name || name === CDATA) return null;
  const content = (node[name] as OrderedNode[]) ?? [];
  let text = '';
  const children: XmlElement[] = [];
  for (const child of content) {
    if (TEXT in child) text += String(child[TEXT]);
    else if (CDATA in child) text += (child[CDATA] as OrderedNode[]).map((part) => String(part[TEXT] ?? '')).join('');
    else {
      const element = toElement(child);
      if (element) children.push(element);
    }
  }
  const attributes = (node[ATTRIBUTES] as Record<string, string> | undefined) ?? {};
  return { name, attributes: { ...attributes }, children, text };
}

/**
 * Parses a data.go.kr answer with fast-xml-parser after its validator has accepted the whole document:
 * anything malformed — an unclosed or mismatched tag, text outside the root, a bare `&`, a DTD — throws
 * `XmlSyntaxError` rather than yielding a half-read document. The APIs use no DTDs, so none is accepted
 * (no entity expansion at all).
 *
 * @example
 * parseXml('<response><header><resultCode>00</resultCode></header></response>')
 *   .children[0]?.children[0]?.text; // '00'
 */
export function parseXml(source: string): XmlElement {
  if (/<!DOCTYPE/i.test(source)) throw new XmlSyntaxError('DOCTYPE is not supported');
  const verdict = XMLValidator.validate(source);
  if (verdict !== true) {
    throw new XmlSyntaxError(`${verdict.err.msg} (line ${verdict.err.line}, column ${verdict.err.col})`);
  }
  const nodes = parser.parse(source) as OrderedNode[];
  const roots = nodes.map(toElement).filter((element): element is XmlElement => element !== null);
  if (roots.length !== 1 || !roots[0]) throw new XmlSyntaxError('a document has exactly one root element');
  return roots[0];
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
