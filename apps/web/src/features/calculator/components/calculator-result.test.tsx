import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { CalculatorResult } from './calculator-result.tsx';

afterEach(cleanup);

describe('계산 결과 틀', () => {
  it('새 결과가 오면 화면 안으로 가져오고 제목에 포커스를 줘요 (화면 낭독기가 읽어요)', () => {
    // jsdom has no scrollIntoView; lend it one for this test only.
    const scrollIntoView = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });

    const { rerender } = render(
      <CalculatorResult title="DSR 계산 결과" revealKey={{ dsr: 30 }}>
        <p>30%</p>
      </CalculatorResult>,
    );
    const heading = screen.getByRole('heading', { name: 'DSR 계산 결과' });
    expect(document.activeElement).toBe(heading);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'DSR 계산 결과' })).toBeTruthy();

    rerender(
      <CalculatorResult title="DSR 계산 결과" revealKey={{ dsr: 35 }}>
        <p>35%</p>
      </CalculatorResult>,
    );
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it('묻지 않은 결과(새로고침·대출 수정 뒤 다시 계산한 결과)는 제자리에 두고 포커스를 가져가지 않아요', () => {
    const scrollIntoView = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });

    render(
      <CalculatorResult title="DSR 계산 결과" revealKey={{ dsr: 30 }} reveal={false}>
        <p>30%</p>
      </CalculatorResult>,
    );
    expect(screen.getByRole('region', { name: 'DSR 계산 결과' })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
