import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AmountField, type AmountFieldProps } from './amount-field.tsx';
import { QUICK_ADD_BADGES } from './quick-add-badge-sets.ts';

function Harness(props: Partial<AmountFieldProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return <AmountField label="보증금" unit="만원" {...props} value={value} onChange={setValue} />;
}

const input = () => screen.getByLabelText<HTMLInputElement>('보증금', { selector: 'input' });
const keypad = () => screen.getByRole('group', { name: '숫자 키패드' });
const press = (...keys: string[]) => {
  for (const key of keys) fireEvent.click(within(keypad()).getByRole('button', { name: key }));
};

afterEach(cleanup);

describe('AmountField', () => {
  it('마우스가 있는 화면에서는 키패드 없이 입력칸만 써요 (issue 11)', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query === '(pointer: fine)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      render(<Harness />);
      act(() => input().focus());
      expect(screen.queryByRole('group', { name: '숫자 키패드' })).toBeNull();
      expect(input().inputMode).toBe('numeric');
      fireEvent.change(input(), { target: { value: '2500' } });
      expect(input().value).toBe('2500');
    } finally {
      window.matchMedia = original;
    }
  });

  it('단위와 읽는 법, 오류를 입력칸의 설명으로 이어줘요', () => {
    render(<Harness reading="2억원" error="금액을 입력해주세요" />);
    const described = (input().getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['만원', '2억원', '금액을 입력해주세요']);
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('배지 묶음은 부르는 쪽이 정하고, 누르면 더해져요', () => {
    render(<Harness badges={QUICK_ADD_BADGES.rentalDeposit} />);
    const group = screen.getByRole('group', { name: '보증금 빠르게 더하기' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((badge) => badge.textContent),
    ).toEqual(['+1000만', '+2000만', '+5000만', '+1억']);
    fireEvent.click(within(group).getByRole('button', { name: '+5000만' }));
    fireEvent.click(within(group).getByRole('button', { name: '+1억' }));
    expect(input().value).toBe('15000');
  });

  it('상한은 필드마다 정할 수 있어요 (키패드, 배지, 키보드 모두)', () => {
    render(<Harness cap={720} badges={[{ label: '+100', amount: 100 }]} />);
    fireEvent.change(input(), { target: { value: '700' } });
    fireEvent.click(screen.getByRole('button', { name: '+100' }));
    expect(input().value).toBe('720');
    fireEvent.change(input(), { target: { value: '721' } });
    expect(input().value).toBe('720');
    act(() => input().focus());
    press('지우기', '9');
    expect(input().value).toBe('72');
  });

  it('소수 모드는 · 키와 소수 자릿수 제한을 써요', () => {
    render(<Harness decimal maxDecimals={1} />);
    act(() => input().focus());
    press('3', '소수점', '2', '5');
    expect(input().value).toBe('3.2');
  });

  it('Esc 를 누르면 키패드가 닫히고, 칸을 다시 누르면 열려요', () => {
    render(<Harness />);
    act(() => input().focus());
    expect(keypad()).toBeTruthy();
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('group', { name: '숫자 키패드' })).toBeNull();
    fireEvent.click(input());
    expect(keypad()).toBeTruthy();
  });

  it('키패드가 열려 있는 동안 페이지 아래에 키패드 높이만큼 여백을 두고, 닫히고 잠시 뒤에 거둬요', async () => {
    render(<Harness />);
    act(() => input().focus());
    expect(document.body.style.paddingBottom).toMatch(/px$/);
    act(() => input().blur());
    // Kept for a moment, so a tap that closed the keypad lands where it was aimed.
    expect(document.body.style.paddingBottom).toMatch(/px$/);
    await waitFor(() => expect(document.body.style.paddingBottom).toBe(''));
  });
});
