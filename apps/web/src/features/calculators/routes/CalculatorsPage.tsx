import { Link } from 'react-router';
import { calculatorCards } from '../links';
import { useDocumentTitle } from '../../../lib/document-title';

export default function CalculatorsPage() {
  useDocumentTitle('Kalkulator');
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">Kalkulator</h1>
      <p className="mt-1 text-slate-600">Kalkulator panjang, luas, dan volume</p>
      <div className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {calculatorCards.map((link) => (
          <Link
            key={link.to}
            to={link.to}
            data-testid="calculator-card"
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 hover:ring-brand-400 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span className="font-semibold text-slate-800">{link.label}</span>
            <span className="mt-1 block text-sm text-slate-600">{link.description}</span>
          </Link>
        ))}
      </div>
    </div>
  );
}
