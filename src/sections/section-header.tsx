/** The heading block every content section starts with. */
export function SectionHeader({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <header className="section-header">
      <h2 id={id}>{title}</h2>
      {subtitle && <p className="lead">{subtitle}</p>}
    </header>
  );
}

/** A page section labelled by its heading, so it is a landmark screen readers can jump to. */
export function Section({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      className={className ? `section ${className}` : 'section'}
      aria-labelledby={`${id}-title`}
      data-section={id}
    >
      <div className="section__inner">{children}</div>
    </section>
  );
}
