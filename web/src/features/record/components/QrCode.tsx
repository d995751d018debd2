import { qrRuns } from '@shared/certificates/qr';
import { useMemo } from 'react';

/** The certificate's QR code (the one it prints) as an SVG: each row's dark runs one rectangle. */
export function QrCode({ text, label, size = 112 }: { text: string; label: string; size?: number }) {
  const { count, runs } = useMemo(() => qrRuns(text), [text]);
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${count} ${count}`} shapeRendering="crispEdges">
      <rect width={count} height={count} fill="#fff" />
      {runs.map((r) => (
        <rect key={`${r.x},${r.y}`} x={r.x} y={r.y} width={r.w} height={1} fill="#000" />
      ))}
    </svg>
  );
}
