import type { MouseEvent } from 'react';

/** One field's problem, as the summary lists it. */
export interface AdminFormProblem {
  /** The field control's id (the link goes there). */
  id: string;
  /** The field's label, as the form shows it. */
  label: string;
  /** What is wrong, as shown beside the field. */
  message: string;
}

/**
 * Goes to a field or section of the form without touching the address: the router would take a
 * hash change for a navigation. Focus follows, so a keyboard or screen reader user lands there.
 */
export function jumpTo(
  event: MouseEvent<HTMLAnchorElement>,
  id: string,
  block: ScrollLogicalPosition = 'center',
): void {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block });
  target.focus({ preventScroll: true });
}

export interface AdminFormSummaryProps {
  /** The form's message ("All fields are required."), or a plain heading when there is none. */
  title?: string | null;
  /** The fields with a problem, in the form's order. */
  problems: readonly AdminFormProblem[];
}

/** The error summary at the top of a form: the message, then a link to each field with a problem. */
export function AdminFormSummary({ title, problems }: AdminFormSummaryProps) {
  return (
    <div className="admin-form__summary" role="alert">
      <h2 className="admin-form__summary-title">{title ?? 'Please check these fields.'}</h2>
      <ul className="admin-form__summary-list">
        {problems.map((problem) => (
          <li key={problem.id}>
            <a href={`#${problem.id}`} onClick={(event) => jumpTo(event, problem.id)}>
              {`${problem.label}: ${problem.message}`}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
