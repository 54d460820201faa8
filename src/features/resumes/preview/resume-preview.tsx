// The live preview: the resume drawn at the size of its paper (A4 or Letter) and scaled down with
// CSS zoom to the column it sits in, so it reads like the page the PDF will be. It is drawn from
// exactly what is saved (`viewOf`), with the PDF's template, measures and colours (look.ts,
// model.ts), so what the candidate sees is what the download gives.
import { useElementSize } from '@mantine/hooks';
import type { ResumeView } from '../model/draft';
import { lookOf, pt, PX_PER_PT } from './look';
import { previewModelOf } from './model';
import { ClassicTemplate, ModernTemplate } from './templates';

export function ResumePreview({ view }: { view: ResumeView }) {
  const { ref, width } = useElementSize();
  const look = lookOf(view.settings);
  const model = previewModelOf(view);
  const pagePx = look.paper.width * PX_PER_PT;
  // Before the column is measured (and in tests) the page shows at its own size.
  const zoom = width > 0 ? Math.min(1, width / pagePx) : 1;
  return (
    <div ref={ref} style={{ width: '100%' }}>
      <div
        data-testid="resume-preview"
        data-template={view.settings.template}
        data-paper={view.settings.paperSize}
        style={{
          zoom,
          width: pt(look.paper.width),
          minHeight: pt(look.paper.height),
          background: '#fff',
          color: look.text,
          fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
          fontSize: pt(look.body),
          lineHeight: 1.45,
          boxShadow: '0 1px 3px rgba(16, 24, 40, 0.12), 0 8px 24px rgba(16, 24, 40, 0.08)',
          borderRadius: 4,
          overflow: 'hidden',
        }}
      >
        {view.settings.template === 'modern' ? (
          <ModernTemplate model={model} look={look} />
        ) : (
          <ClassicTemplate model={model} look={look} />
        )}
      </div>
    </div>
  );
}
