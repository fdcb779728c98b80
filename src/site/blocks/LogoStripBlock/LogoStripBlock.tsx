import { lazyPart, LoadWhenNear } from '@/src/ui/LoadWhenNear';
import type { BlockViewProps } from '../blockView';

// The landing page's strip, its code (and swiper's) loaded only when the visitor nears it.
const ClientLogoStrip = lazyPart(() =>
  import('../../ClientLogoStrip').then((m) => m.ClientLogoStrip),
);

/**
 * The clients' logos from their collection (the active ones, in the editor's order), as the
 * landing page's rotating strip. No active client: nothing is drawn (an empty band says less
 * than none); the page builder's preview shows the block as empty instead.
 */
export function LogoStripBlock({ block, data, headingId, imageUrl }: BlockViewProps<'logoStrip'>) {
  const clients = data.clients.filter((client) => client.isActive);
  if (clients.length === 0) return null;
  return (
    <LoadWhenNear>
      <ClientLogoStrip
        clients={clients}
        imageUrl={imageUrl}
        titleId={headingId}
        {...(block.title ? { title: block.title } : {})}
      />
    </LoadWhenNear>
  );
}
