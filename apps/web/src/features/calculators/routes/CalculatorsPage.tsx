import { Link } from 'react-router';
import { calculatorLinks } from '../links';

export default function CalculatorsPage() {
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">Kalkulator</h1>
      <p className="mt-1 text-slate-600">Kalkulator panjang, luas, dan volume</p>
      <div className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {calculatorLinks.map((link) => (
          <Link
            key={link.to}
            to={link.to}
            className="rounded-2xl bg-white p-5 font-semibold text-slate-800 shadow-sm ring-1 ring-slate-200 hover:ring-brand-400"
          >
            {link.label}
          </Link>
        ))}
      </div>
    </div>
  );
}
