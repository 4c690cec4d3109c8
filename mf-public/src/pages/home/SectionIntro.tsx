import type { ReactNode } from 'react';

interface SectionIntroProps {
  /** The heading's id, for the section's `aria-labelledby`. */
  id?: string;
  title: string;
  lead: string;
  className?: string;
  children?: ReactNode;
}

/** The text column of a two-column section: its heading, the lead paragraph and what follows them. */
export function SectionIntro({ id, title, lead, className, children }: SectionIntroProps) {
  return (
    <div className={className ? `home-stack ${className}` : 'home-stack'}>
      <h2 id={id} className="home-title">
        {title}
      </h2>
      <p className="home-intro">{lead}</p>
      {children}
    </div>
  );
}
