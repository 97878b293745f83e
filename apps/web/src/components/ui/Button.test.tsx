import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('does nothing when pressed while aria-disabled (busy or nothing to do), and keeps the focus', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button aria-disabled onClick={onClick}>
        Simpan
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Simpan' });
    button.focus();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
    expect((button as HTMLButtonElement).disabled).toBe(false);

    rerender(
      <Button aria-disabled="true" onClick={onClick}>
        Simpan
      </Button>,
    );
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(
      <Button aria-disabled={false} onClick={onClick}>
        Simpan
      </Button>,
    );
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
