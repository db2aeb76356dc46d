import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CodeInput } from './code-input';

function Harness() {
  const [digits, setDigits] = useState<string[]>(Array(6).fill(''));
  return (
    <>
      <CodeInput value={digits} onChange={setDigits} />
      <output>{digits.join('')}</output>
    </>
  );
}

describe('CodeInput', () => {
  it('auto-advances on each digit and ignores letters', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByLabelText('Dígito 1 do código'));
    await user.keyboard('1a23456');
    expect(screen.getByRole('status', { hidden: true }).textContent ?? '').toBe('123456');
  });

  it('Backspace on an empty box moves back and clears it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByLabelText('Dígito 1 do código'));
    await user.keyboard('12');
    expect(screen.getByLabelText('Dígito 3 do código')).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(screen.getByLabelText('Dígito 2 do código')).toHaveFocus();
    expect(screen.getByLabelText('Dígito 2 do código')).toHaveValue('');
  });

  it('typing over a full code replaces its digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByLabelText('Dígito 1 do código'));
    await user.keyboard('123456');
    await user.click(screen.getByLabelText('Dígito 1 do código'));
    await user.keyboard('987654');
    expect(screen.getByRole('status', { hidden: true }).textContent ?? '').toBe('987654');
  });
});
