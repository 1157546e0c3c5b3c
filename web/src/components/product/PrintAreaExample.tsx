import { useId } from 'react';
import { productMessages } from '../../messages';

const m = productMessages.printArea;

/**
 * A standard 86 × 54 mm card drawn to scale (1 unit = 1 mm): the 3 mm bleed
 * outside the cut line and the safe area 3 mm inside it.
 */
export function PrintAreaExample() {
  const titleId = useId();
  const descId = useId();
  return (
    <section className="product-card print-area" aria-labelledby={`${titleId}-heading`}>
      <h2 id={`${titleId}-heading`} className="product-section-title">
        {m.title}
      </h2>
      <div className="print-area__body">
        <svg className="print-area__diagram" viewBox="0 0 120 86" role="img" aria-labelledby={`${titleId} ${descId}`}>
          <title id={titleId}>{m.diagramTitle}</title>
          <desc id={descId}>{m.diagramDescription}</desc>
          <rect x="14" y="12" width="92" height="60" rx="1" className="print-area__bleed" />
          <rect x="17" y="15" width="86" height="54" rx="3" className="print-area__trim" />
          <rect x="20" y="18" width="80" height="48" rx="1.5" className="print-area__safe" />
          <text x="60" y="40" className="print-area__text print-area__text--safe">{m.safe}</text>
          <text x="60" y="46" className="print-area__text print-area__text--small">{m.safeHint}</text>
          {/* 3 mm dimension of the bleed, on the left edge */}
          <path d="M14 40v4M17 40v4M14 42h3" className="print-area__dim" />
          <text x="12.5" y="43.2" className="print-area__text print-area__text--dim print-area__text--end">3 mm</text>
          <text x="60" y="8" className="print-area__text print-area__text--small">{m.bleedLabel}</text>
          <text x="60" y="80" className="print-area__text print-area__text--small">{m.trimLabel}</text>
        </svg>
        <ul className="print-area__legend">
          <li>
            <span className="print-area__swatch print-area__swatch--bleed" aria-hidden="true" />
            <span><strong>{m.bleed}</strong> {m.bleedText}</span>
          </li>
          <li>
            <span className="print-area__swatch print-area__swatch--trim" aria-hidden="true" />
            <span><strong>{m.trim}</strong> {m.trimText}</span>
          </li>
          <li>
            <span className="print-area__swatch print-area__swatch--safe" aria-hidden="true" />
            <span><strong>{m.safe}</strong> {m.safeText}</span>
          </li>
          <li className="print-area__terms">{m.terms}</li>
        </ul>
      </div>
    </section>
  );
}
