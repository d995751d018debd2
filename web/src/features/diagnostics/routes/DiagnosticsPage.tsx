import { DiagnosticsFramePage } from '@/features/frames/components/frame-pages';

/** The framed Diagnostics page (docs/frames.md). */
export default function DiagnosticsPage() {
  return <DiagnosticsFramePage title="Diagnostics" />;
}
