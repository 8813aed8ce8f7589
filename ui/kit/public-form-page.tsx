import { type ReactNode } from 'react';
import { usePageTitle } from './page-title';

/**
 * The page of a public form (register, confirm e-mail, forgot and reset password, lost access, new client): its
 * heading (which also names the tab), what it is for, the notice of a request sent, the form or what to do instead,
 * and the link back.
 */
export function PublicFormPage({
  id,
  title,
  intro,
  notice,
  footer,
  children,
}: {
  /** The heading's id, which labels the page and its form. */
  id: string;
  title: string;
  intro?: ReactNode;
  notice?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <section className="page auth-card" aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      {intro && <p>{intro}</p>}
      {notice}
      {children}
      {footer && <p>{footer}</p>}
    </section>
  );
}
