import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Amount } from './Amount';

const runsOf = (element: HTMLElement) =>
  Array.from(element.querySelectorAll('span'), (span) => span.textContent);

describe('Amount', () => {
  it('may break after each thousands dot, keeping "Rp", each group and the unit whole, the text unchanged', () => {
    const { container } = render(<Amount text={'Rp\u00a019.346.000.000.000.000'} />);
    expect(container.textContent).toBe('Rp\u00a019.346.000.000.000.000');
    expect(runsOf(container)).toEqual(['Rp\u00a019.', '346.', '000.', '000.', '000.', '000']);
    expect(container.querySelectorAll('wbr')).toHaveLength(5);
    for (const span of container.querySelectorAll('span'))
      expect(span.classList).toContain('whitespace-nowrap');
  });

  it('leaves a decimal comma, a unit and a short figure whole', () => {
    const { container } = render(<Amount text="1.234,5 m²" />);
    expect(runsOf(container)).toEqual(['1.', '234,5 m²']);
    const { container: short } = render(<Amount text="Rp 750" />);
    expect(runsOf(short)).toEqual(['Rp 750']);
    expect(short.querySelector('wbr')).toBeNull();
  });
});
