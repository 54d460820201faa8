// A custom HTML block, shown through the shared SafeHtml (sanitised once more before it reaches
// the DOM, in a contained frame); the server sanitised it when it was saved and when it was served.
import { t } from '@lingui/core/macro';
import type { BlockProps } from '../block-types';
import { SafeHtml, safeHtml } from '@/components/ui/safe-html';
import { BlockSection } from './block-section';

export default function HtmlBlock({ settings, blockId }: BlockProps<'html'>) {
  const html = safeHtml(settings.html);
  if (!html) return null;
  return (
    <BlockSection blockId={blockId} label={t`Custom content`}>
      <SafeHtml html={html} />
    </BlockSection>
  );
}
