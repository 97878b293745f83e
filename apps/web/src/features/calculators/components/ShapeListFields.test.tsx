import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { VOLUME_SHAPES } from '@kalkulator/core';
import { ShapeListFields, type ShapeItemValues } from './ShapeListFields';

function Figure() {
  const [items, setItems] = useState<ShapeItemValues[]>([
    { shape: 'balok', operation: 'tambah', count: '1', size: {} },
  ]);
  return <ShapeListFields shapes={VOLUME_SHAPES} items={items} onChange={setItems} errors={{}} unit="m" />;
}

const input = (name: string) => screen.getByTestId(`input-items.0.${name}`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const pick = (shape: string) => fireEvent.change(input('shape'), { target: { value: shape } });

describe('the shapes of a composite figure', () => {
  it('keeps the measurements a new shape shares by name, and only those', () => {
    render(<Figure />);
    type('size.panjang', '4');
    type('size.lebar', '0,6');
    type('size.tinggi', '0,8');

    pick('prisma_trapesium');
    expect(input('size.panjang').value).toBe('4');
    expect(input('size.tinggi').value).toBe('0,8');
    expect(input('size.lebar_atas').value).toBe('');

    pick('silinder');
    expect(input('size.tinggi').value).toBe('0,8');
    expect(input('size.diameter').value).toBe('');
    expect(screen.queryByTestId('input-items.0.size.panjang')).toBeNull();

    // Back to the box: its length went with the cylinder, which has none.
    pick('balok');
    expect(input('size.tinggi').value).toBe('0,8');
    expect(input('size.panjang').value).toBe('');
  });
});
