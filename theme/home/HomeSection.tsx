import type { ReactNode } from 'react';
import './HomeSection.css';

/** A titled block of the home page below the features: the benchmark and the tool stack. */
export function HomeSection({ name, title, lead, children }: { name: string; title: string; lead: string; children: ReactNode }) {
  const titleId = `rsb-${name}-title`;
  return (
    <section className={`rsb-home-section rsb-${name}`} aria-labelledby={titleId}>
      <h2 className="rsb-home-section__title" id={titleId}>
        {title}
      </h2>
      <p className={`rsb-home-section__lead rsb-${name}__lead`}>{lead}</p>
      {children}
    </section>
  );
}
