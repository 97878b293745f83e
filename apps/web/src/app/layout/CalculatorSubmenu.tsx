import { useState } from 'react';
import { NavLink } from 'react-router';
import { calculatorSections } from './navigation';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 transition ${isActive ? 'bg-brand-50 text-slate-900' : 'text-slate-800 hover:bg-slate-100'}`;

/** The Kalkulator submenu: 'Semua kalkulator', then sections that each expand and collapse on their own. */
export function CalculatorSubmenu({ onNavigate }: { onNavigate: () => void }) {
  const [open, setOpen] = useState<Record<string, boolean>>({ ukuran: true });
  return (
    <div className="ml-3 space-y-1 border-l border-slate-200 pl-3" data-testid="calculator-submenu">
      <NavLink to="/calculators" end className={linkClass} onClick={onNavigate}>
        <span className="block text-sm font-semibold">Semua kalkulator</span>
      </NavLink>
      {calculatorSections.map((section) => {
        const expanded = open[section.id] ?? false;
        return (
          <div key={section.id}>
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={`submenu-${section.id}`}
              data-testid={`submenu-section-${section.id}`}
              onClick={() => setOpen((state) => ({ ...state, [section.id]: !expanded }))}
              className="flex w-full items-center justify-between rounded-lg px-3 py-2 text-left text-xs font-bold uppercase tracking-wide text-slate-500 hover:bg-slate-100"
            >
              {section.title}
              <span aria-hidden="true" className={`transition-transform ${expanded ? 'rotate-180' : ''}`}>
                ▾
              </span>
            </button>
            {expanded && (
              <div id={`submenu-${section.id}`}>
                {section.cards.map((card) => (
                  <NavLink key={card.to} to={card.to} className={linkClass} onClick={onNavigate}>
                    <span className="block text-sm font-semibold">{card.label}</span>
                    <span className="block text-xs text-slate-600">{card.description}</span>
                  </NavLink>
                ))}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
