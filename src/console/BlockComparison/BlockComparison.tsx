import type { ComparisonSides } from '../VersionHistory';
import { BlockComparisonItem } from './BlockComparisonItem';
import type { BlockChange } from './compareBlocks';
import '../teamScreens.css';
import '../VersionHistory/VersionHistory.css';
import './BlockComparison.css';

export interface BlockComparisonProps {
  /** The page's blocks compared (compareBlocks): in the order after, removed ones among them. */
  changes: readonly BlockChange[];
  /** The field's label ("Blocks"), naming the list. */
  label: string;
  /** The comparison's two sides, as its columns call them ("Now on the site", "Proposed"). */
  sides: ComparisonSides;
  /** List the unchanged blocks too (the comparison's "Show unchanged fields"); else count them. */
  all?: boolean;
  /** A stored picture's address (mediaUrl): a block's own picture is shown as a thumbnail. */
  imageUrl: (path: string) => string;
}

/**
 * A page's blocks compared block by block, for history and review: each block by its type's
 * name and summary, whether it was added, removed, moved, hidden, shown or changed, and the
 * fields that changed with what they held before and after.
 */
export function BlockComparison({
  changes,
  label,
  sides,
  all = false,
  imageUrl,
}: BlockComparisonProps) {
  const shown = changes.filter((change) => all || change.marks.length > 0);
  const unchanged = changes.length - shown.length;
  return (
    <div className="block-comparison">
      {shown.length > 0 ? (
        <ul className="block-comparison__blocks" aria-label={`${label}, in the page’s order`}>
          {shown.map((change) => (
            <BlockComparisonItem
              key={`${change.id} ${change.from ?? ''} ${change.to ?? ''}`}
              change={change}
              sides={sides}
              imageUrl={imageUrl}
            />
          ))}
        </ul>
      ) : (
        <p className="block-comparison__note">No block changed.</p>
      )}
      {unchanged > 0 ? (
        <p className="block-comparison__note">
          {unchanged === 1 ? 'One other block' : `${unchanged} other blocks`} unchanged.
        </p>
      ) : null}
    </div>
  );
}
