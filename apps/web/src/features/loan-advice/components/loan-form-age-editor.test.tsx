import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoanFormAgeEditor } from './loan-form-age-editor.tsx';

function AgeEditor({ initial = null }: { initial?: number | null }) {
  const [age, setAge] = useState<number | null>(initial);
  return (
    <>
      <LoanFormAgeEditor label="만 나이" value={age} onChange={setAge} hint="" error={null} />
      <output>{age === null ? '없음' : age}</output>
    </>
  );
}

const field = () => screen.getByLabelText('만 나이') as HTMLInputElement;

afterEach(() => {
  cleanup();
});

describe('만 나이 입력', () => {
  it('빈 칸에 보이는 30에서 +는 31, −는 29로 시작해요 (issue 26)', () => {
    render(<AgeEditor />);
    expect(field().placeholder).toBe('30');
    fireEvent.click(screen.getByRole('button', { name: '한 살 늘리기' }));
    expect(field().value).toBe('31');
    expect(screen.getByRole('status').textContent).toBe('31');
    cleanup();

    render(<AgeEditor />);
    fireEvent.click(screen.getByRole('button', { name: '한 살 줄이기' }));
    expect(field().value).toBe('29');
  });

  it('입력한 나이에서 한 살씩 움직여요', () => {
    render(<AgeEditor initial={40} />);
    fireEvent.click(screen.getByRole('button', { name: '한 살 줄이기' }));
    fireEvent.click(screen.getByRole('button', { name: '한 살 줄이기' }));
    expect(field().value).toBe('38');
  });
});
