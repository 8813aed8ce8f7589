import { Link } from 'react-router-dom';

/**
 * The plans offered where the user's plan lacks a part of the product: why, and a way to the plans. The texts are the
 * area's; the plans' address is the shell's, passed in (the kit knows no route).
 */
export function PlansOffer({ title, text, action, to }: { title: string; text: string; action: string; to: string }) {
  return (
    <div className="plans-offer notice notice-success" role="note">
      <strong>{title}</strong>
      <p>{text}</p>
      <Link className="button button-primary" to={to}>
        {action}
      </Link>
    </div>
  );
}
