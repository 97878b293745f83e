import type { RabPriceChoice } from '../import-lines';
import { rabImportTexts as texts } from '../texts';

/** Whose harga satuan the rows matching the catalogue take: the AHSP analysis (the default) or the file's. */
export function ImportLinesPriceChoice({
  value,
  onChange,
}: {
  value: RabPriceChoice;
  onChange(value: RabPriceChoice): void;
}) {
  const option = (choice: RabPriceChoice, label: string) => (
    <label className="flex min-h-11 items-center gap-2">
      <input
        type="radio"
        name="rab-import-prices"
        checked={value === choice}
        onChange={() => onChange(choice)}
        data-testid={`rab-import-prices-${choice}`}
      />
      {label}
    </label>
  );
  return (
    <fieldset className="text-sm">
      <legend className="font-medium text-slate-700">{texts.priceChoice}</legend>
      {option('ahsp', texts.priceAhsp)}
      {option('file', texts.priceFile)}
      {value === 'file' && <p className="text-slate-600">{texts.priceFileHint}</p>}
    </fieldset>
  );
}
