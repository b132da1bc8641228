// 'Resumo dos termos': the stay and the contract's main rules in a table, then the general
// conditions in full (terms.ts), in a box that scrolls on its own so the page stays short.
import { GENERAL_CONDITIONS, TERMS_SUMMARY_ROWS } from './terms.ts';
import './TermsSummary.css';

export interface TermsRow {
  label: string;
  value: string;
}

export interface TermsSummaryProps {
  /** Rows about this stay (unit, period, plan, people, price), shown first. */
  stayRows: readonly TermsRow[];
  /** Prefix of the section's ids. */
  id?: string;
}

export function TermsSummary({ stayRows, id = 'termos' }: TermsSummaryProps) {
  const rows = [...stayRows, ...TERMS_SUMMARY_ROWS];
  return (
    <section className="booking-terms" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Resumo dos termos</h2>
      <table className="booking-terms-table">
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 id={`${id}-conditions`}>Condições gerais</h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so the keyboard can scroll it */}
      <section className="booking-conditions" aria-labelledby={`${id}-conditions`} tabIndex={0}>
        {GENERAL_CONDITIONS.map((clause) => (
          <div key={clause.title} className="booking-clause">
            <h4>{clause.title}</h4>
            {clause.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        ))}
      </section>
    </section>
  );
}
