import { describe, expect, it } from 'vitest';
import { childElement, childText, parseXml, XmlSyntaxError } from './parse-xml.ts';

describe('XML 읽기', () => {
  it('선언, 주석, 속성, 중첩 요소와 텍스트를 읽어요', () => {
    const root = parseXml(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<!-- 응답 -->\n' +
        '<response kind="rent"><header><resultCode>000</resultCode><resultMsg>OK</resultMsg></header>' +
        '<body><items><item><umdNm>역삼동</umdNm></item><item><umdNm>삼성동</umdNm></item></items></body></response>\n',
    );
    expect(root.name).toBe('response');
    expect(root.attributes).toEqual({ kind: 'rent' });
    expect(childText(childElement(root, 'header'), 'resultCode')).toBe('000');
    const items = childElement(childElement(root, 'body'), 'items')?.children ?? [];
    expect(items.map((item) => childText(item, 'umdNm'))).toEqual(['역삼동', '삼성동']);
  });

  it('엔티티, 문자 참조와 CDATA 를 풀어요', () => {
    const root = parseXml('<a t="&quot;x&quot;">A &amp; B &lt;&#44608;&#xAE40;&gt;<![CDATA[<그대로>]]></a>');
    expect(root.text).toBe('A & B <김김><그대로>');
    expect(root.attributes.t).toBe('"x"');
  });

  it('HTML 이름 엔티티(&nbsp; 등)도 글자로 풀어요', () => {
    expect(parseXml('<a>전용&nbsp;84㎡</a>').text).toBe('전용\u00a084㎡');
  });

  it('한글 요소 이름(예전 실거래가 API)과 빈 요소를 읽어요', () => {
    const root = parseXml('<item><보증금액>   5,000</보증금액><월세금액/></item>');
    expect(childText(root, 'deposit', '보증금액')).toBe('5,000');
    expect(childText(root, '월세금액')).toBe('');
    expect(childText(root, '없는요소')).toBe('');
  });

  it.each([
    ['닫히지 않은 요소', '<response><header></header>'],
    ['짝이 맞지 않는 닫는 태그', '<a><b></a></b>'],
    ['루트 뒤의 내용', '<a></a><b></b>'],
    ['루트 뒤의 텍스트', '<a></a>text'],
    ['끝나지 않은 엔티티', '<a>A & B</a>'],
    ['따옴표 없는 속성', '<a b=1></a>'],
    ['중복 속성', '<a b="1" b="2"></a>'],
    ['끝나지 않은 CDATA', '<a><![CDATA[x</a>'],
    ['빈 문서', ''],
    ['JSON', '{"response":{}}'],
    ['DOCTYPE', '<!DOCTYPE a><a/>'],
  ])('%s 은 XmlSyntaxError 예요', (_label, source) => {
    expect(() => parseXml(source)).toThrow(XmlSyntaxError);
  });
});
