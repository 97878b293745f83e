import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatRupiah, type PriceListKind } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { send, type SavedRow } from '../api/mutations';
import type { Material } from '../api/types';
import type { FieldDef } from '../form';
import { adminTexts, UNIT_CHANGE_FLAG } from '../texts';
import { CrudTable } from './CrudTable';
import { ImportDialog } from './ImportDialog';

/** Units that measure rather than count: bought in packs (a 50 kg sack, a 5 liter pail) but priced per unit. */
const MEASURES = /^(kg|gr?|gram|ons|ton|l|lt|liter|ltr|m|m1|m'|m2|m²|m3|m³|cm|mm)$/i;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A tab of priced catalogue items (materials, equipment): code, name, unit and price, with a price-list import. */
export function PricedItemTab({
  name,
  noun,
  list,
  savedRow,
  paths,
  kind,
  unitHint,
  priceHint,
}: {
  name: string;
  noun: string;
  list: UseQueryResult<Material[]>;
  savedRow: SavedRow;
  paths: { create: string; item: (id: number) => string };
  kind: PriceListKind;
  unitHint: string;
  priceHint: string;
}) {
  const [importing, setImporting] = useState(false);
  const fields: FieldDef[] = [
    { name: 'name', label: `Nama ${noun}`, required: true, maxLength: 200 },
    {
      name: 'unit',
      label: 'Satuan',
      required: true,
      maxLength: 20,
      hint: unitHint,
      // Analyses count this item per its unit: the server asks before another unit re-prices them.
      confirmChange: {
        flag: UNIT_CHANGE_FLAG,
        accept: adminTexts.unitChangeAccept,
        consequence: adminTexts.itemUnitChange,
      },
    },
    {
      name: 'price',
      label: 'Harga',
      kind: 'money',
      required: true,
      // The price of one unit as typed above: for a measure (semen per kg) not the pack's (the sack's) price.
      hint: (values) => {
        const unit = values.unit?.trim();
        if (!unit) return priceHint;
        return MEASURES.test(unit) ? `Rupiah per 1 ${unit}, bukan harga kemasannya` : `Rupiah per 1 ${unit}`;
      },
    },
    { name: 'code', label: 'Kode', hint: 'Dibuat otomatis bila dikosongkan.' },
    { name: 'description', label: 'Deskripsi', kind: 'textarea' },
  ];
  return (
    <>
      <CrudTable<Material>
        name={name}
        noun={noun}
        list={list}
        savedRow={savedRow}
        fields={fields}
        defaultSort="code"
        searchText={(row) => `${row.code} ${row.name} ${row.unit}`}
        columns={[
          { key: 'code', label: 'Kode', render: (row) => row.code },
          { key: 'name', label: 'Nama', render: (row) => <span className="font-medium">{row.name}</span> },
          { key: 'unit', label: 'Satuan', render: (row) => row.unit },
          { key: 'price', label: 'Harga', align: 'right', render: (row) => formatRupiah(row.price) },
        ]}
        create={(body) => send('post', paths.create, body)}
        update={(id, body) => send('put', paths.item(id), body)}
        remove={(row) => send('delete', paths.item(row.id))}
        deleteConsequence={(row) => <p>{adminTexts.itemDelete(capitalised(noun), row.job_type_count)}</p>}
        toolbar={
          <Button variant="secondary" data-testid={`${name}-import`} onClick={() => setImporting(true)}>
            Impor CSV / tempel
          </Button>
        }
      />
      {importing && <ImportDialog defaultKind={kind} onClose={() => setImporting(false)} />}
    </>
  );
}
