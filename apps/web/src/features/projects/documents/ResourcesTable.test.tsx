import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatRupiah, parseIdNumber } from '@kalkulator/core';
import { FIXTURE_HEADER, documentInput } from '../../../../../../packages/core/src/project/document-fixture';
import {
  PRINTED_NEED_DIVISIONS,
  PRINTED_NEED_JOB_TYPES,
} from '../../../../../../packages/core/src/project/printed-fixture';
import { ResourcesTable } from './ResourcesTable';

// The Kebutuhan tab: each row's need as printed, times its price, is the amount printed beside it.

describe('the Kebutuhan table', () => {
  it('prints each need with the amount priced from it: 1,3505 m³ × Rp 6.500.000 = Rp 8.778.250', () => {
    const { resources } = documentInput(PRINTED_NEED_DIVISIONS, FIXTURE_HEADER, PRINTED_NEED_JOB_TYPES);
    render(<ResourcesTable resources={resources} frozen={false} />);
    const rows = screen.getAllByTestId('resource-line').map((row) => {
      const cells = within(row).getAllByRole('cell');
      return { need: cells[0]!.textContent!, amount: cells[2]!.textContent! };
    });
    expect(rows).toEqual([
      { need: '17,6408 OH', amount: formatRupiah(3_528_160) },
      { need: '1,3505 m³', amount: formatRupiah(8_778_250) },
      { need: '0,4519 hari', amount: formatRupiah(158_165) },
    ]);
    const prices = resources.groups.flatMap((group) => group.lines.map((line) => line.price));
    rows.forEach((row, index) => {
      const need = parseIdNumber(row.need.split(' ')[0]);
      expect(formatRupiah(Math.round(need * prices[index]!))).toBe(row.amount);
    });
  });
});
