import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toCalculationRecord } from '@kalkulator/core';
import { fixtures } from '../../../test/fixtures';
import { ExportButtons } from './ExportButtons';

const record = toCalculationRecord(fixtures.localResult('local_1', 1_000_000));
const FORMATS = [
  ['pdf', 'PDF'],
  ['xlsx', 'Excel'],
  ['csv', 'CSV'],
  ['json', 'JSON'],
] as const;

describe('ExportButtons', () => {
  it("names each button after the result it exports, the words shown staying 'PDF', 'Excel' …", () => {
    render(<ExportButtons records={[record]} itemName="Plesteran, Rumah Budi" />);
    const group = screen.getByRole('group', { name: 'Ekspor Plesteran, Rumah Budi' });
    for (const [format, label] of FORMATS) {
      const button = within(group).getByRole('button', { name: `Ekspor ${label} Plesteran, Rumah Budi` });
      expect(button).toBe(screen.getByTestId(`export-${format}`));
      expect(button.textContent).toBe(label);
    }
  });

  it('keeps the plain names without a result to name (the bulk export, the calculator)', () => {
    render(<ExportButtons records={[record]} />);
    expect(screen.getByRole('group', { name: 'Ekspor' })).toBeTruthy();
    for (const [, label] of FORMATS)
      expect(screen.getByRole('button', { name: `Ekspor ${label}` })).toBeTruthy();
  });
});
