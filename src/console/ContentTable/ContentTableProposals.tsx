// Issue 47: what an editor under review reads about proposals in a collection's list.

/** What an editor under review reads above the list: what they may propose, what an admin does. */
export function reviewNote(
  proposesStatus: boolean,
  proposesDelete: boolean,
  proposesOrder = false,
): string {
  if (proposesStatus && proposesDelete && proposesOrder) {
    return 'Review is on: a switch you flip is proposed and waits for an admin, and so is a delete or a move in the order (your moves go together, with Propose this order).';
  }
  if (proposesStatus && proposesDelete) {
    return 'Review is on: a switch you flip is proposed and waits for an admin, and so is a delete; an admin reorders items.';
  }
  if (proposesStatus) {
    return 'Review is on: a switch you flip is proposed and waits for an admin; an admin deletes and reorders items.';
  }
  return 'Review is on: an admin shows, hides, deletes and reorders items.';
}

/** Marks an item whose deletion waits for review (issue 47): words, as every draft badge. */
export function ProposedDeleteBadge() {
  return <span className="draft-badge draft-badge--delete">Proposed: delete</span>;
}
